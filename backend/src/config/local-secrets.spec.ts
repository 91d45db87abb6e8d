import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './app-config';
import { withLocalSecrets } from './local-secrets';

describe('withLocalSecrets (issue 25 item 8)', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(path.join(os.tmpdir(), 'local-secrets-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('generates the missing secrets once into DATA_DIR/secrets.json (0600) and reuses them', () => {
    const first = withLocalSecrets({ DATA_DIR: 'data' }, root);
    expect(first.generated).toEqual(['SESSION_SECRET', 'TOTP_ENCRYPTION_KEY', 'UNSUBSCRIBE_SECRET', 'DATA_ENCRYPTION_KEY']);
    const file = path.join(root, 'data', 'secrets.json');
    expect(first.file).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = withLocalSecrets({ DATA_DIR: 'data' }, root);
    expect(second.generated).toEqual([]);
    expect(second.env).toEqual(first.env);
    // What loadConfig then reads is a working configuration.
    const config = loadConfig(second.env, root);
    expect(config.sessionSecret).toBe(JSON.parse(readFileSync(file, 'utf8')).SESSION_SECRET);
    expect(config.totpEncryptionKey).toHaveLength(32);
    expect(config.dataEncryptionKey).toHaveLength(32);
    expect(config.dataEncryptionKey.equals(config.totpEncryptionKey)).toBe(false);
    expect(config.unsubscribeSecret).not.toBe(config.sessionSecret);
  });

  it('keeps given secrets out of the file, and adds only what the file lacks', () => {
    const given = withLocalSecrets({ DATA_DIR: 'data', SESSION_SECRET: 's'.repeat(40) }, root);
    expect(given.env.SESSION_SECRET).toBe('s'.repeat(40));
    const file = path.join(root, 'data', 'secrets.json');
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)).toEqual(['TOTP_ENCRYPTION_KEY', 'UNSUBSCRIBE_SECRET', 'DATA_ENCRYPTION_KEY']);
    const later = withLocalSecrets({ DATA_DIR: 'data' }, root);
    expect(later.generated).toEqual(['SESSION_SECRET']);
    expect(later.env.TOTP_ENCRYPTION_KEY).toBe(given.env.TOTP_ENCRYPTION_KEY);
  });

  it('refuses production without them, naming each missing one, and writes nothing', () => {
    expect(() => withLocalSecrets({ NODE_ENV: 'production', DATA_DIR: 'data', UNSUBSCRIBE_SECRET: 'u'.repeat(32) }, root)).toThrow(ConfigError);
    expect(() => withLocalSecrets({ NODE_ENV: 'production', DATA_DIR: 'data', UNSUBSCRIBE_SECRET: 'u'.repeat(32) }, root)).toThrow(
      /^NODE_ENV=production needs SESSION_SECRET, TOTP_ENCRYPTION_KEY and DATA_ENCRYPTION_KEY \(not set\)\./,
    );
    expect(() => statSync(path.join(root, 'data'))).toThrow();
  });

  it('says how to recover from a damaged file', () => {
    writeFileSync(path.join(root, 'secrets.json'), '{ not json');
    expect(() => withLocalSecrets({ DATA_DIR: '.' }, root)).toThrow(/secrets\.json is not valid JSON: fix it, or delete it/);
  });
});
