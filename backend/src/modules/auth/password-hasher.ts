import * as argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-recommended memory and time cost). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}
