import * as argon2 from 'argon2';

type HashOptions = argon2.HashOptions & { raw?: false };

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes: OWASP's recommended cost). */
export const PASSWORD_HASH_OPTIONS: HashOptions = { type: argon2.argon2id };

/**
 * Under jest only (NODE_ENV=test, which jest sets and the app refuses nowhere else than in tests):
 * argon2id at its smallest cost. The suites register and sign in thousands of accounts to prove
 * behaviour, not the cost, and the full cost was a third of the backend run. `verifyPassword`
 * reads the cost from each stored hash, so hashes of either cost verify anywhere.
 */
export const TEST_PASSWORD_HASH_OPTIONS: HashOptions = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 };

export function passwordHashOptions(nodeEnv = process.env.NODE_ENV): HashOptions {
  return nodeEnv === 'test' ? TEST_PASSWORD_HASH_OPTIONS : PASSWORD_HASH_OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, passwordHashOptions());
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}
