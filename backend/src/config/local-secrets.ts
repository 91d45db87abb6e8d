import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROOT, ConfigError, dataDirOf, LOCAL_SECRET_NAMES, productionSecretsMessage } from './app-config';

type SecretName = (typeof LOCAL_SECRET_NAMES)[number];

/** The file, under DATA_DIR, that keeps a local site's generated secrets from one start to the next. */
export const LOCAL_SECRETS_FILE = 'secrets.json';

const generators: Record<SecretName, () => string> = {
  SESSION_SECRET: () => randomBytes(32).toString('hex'),
  TOTP_ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
  UNSUBSCRIBE_SECRET: () => randomBytes(32).toString('hex'),
  DATA_ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
};

/**
 * SESSION_SECRET, TOTP_ENCRYPTION_KEY, UNSUBSCRIBE_SECRET and DATA_ENCRYPTION_KEY (issue 30) for a
 * start (issue 25 item 8).
 *
 * - NODE_ENV=production: all four must be given; a missing one refuses the start with a message
 *   naming each (no generated secret ever serves a real site).
 * - Otherwise each one not given is taken from DATA_DIR/secrets.json, generated there (random,
 *   file mode 0600) the first time. So `make start` never uses a value printed in this repository,
 *   and sessions, two-step secrets and unsubscribe links survive a restart.
 *
 * Answers the environment with the secrets filled in and the names generated on this start.
 */
export function withLocalSecrets(env: NodeJS.ProcessEnv, root = APP_ROOT): { env: NodeJS.ProcessEnv; generated: SecretName[]; file: string } {
  const missing = LOCAL_SECRET_NAMES.filter((name) => !env[name]?.trim());
  const file = path.join(dataDirOf(env, root), LOCAL_SECRETS_FILE);
  if (!missing.length) return { env, generated: [], file };
  if (env.NODE_ENV?.trim() === 'production') throw new ConfigError(productionSecretsMessage(missing));

  const stored = readSecretsFile(file);
  const generated = missing.filter((name) => !stored[name]);
  if (generated.length) {
    for (const name of generated) stored[name] = generators[name]();
    writeSecretsFile(file, stored);
  } else if (existsSync(file)) {
    chmodSync(file, 0o600);
  }
  const filled: NodeJS.ProcessEnv = { ...env };
  for (const name of missing) filled[name] = stored[name];
  return { env: filled, generated, file };
}

function readSecretsFile(file: string): Partial<Record<SecretName, string>> {
  if (!existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new ConfigError(
      `${file} is not valid JSON: fix it, or delete it to generate new secrets (everybody is then signed out and two-step sign-in must be set up again)`,
    );
  }
  const secrets: Partial<Record<SecretName, string>> = {};
  if (parsed && typeof parsed === 'object') {
    for (const name of LOCAL_SECRET_NAMES) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && value.trim()) secrets[name] = value.trim();
    }
  }
  return secrets;
}

/** Written whole to a temporary file (0600) and renamed over the old one: never a half-written file. */
function writeSecretsFile(file: string, secrets: Partial<Record<SecretName, string>>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}
