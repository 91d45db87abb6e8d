/** A 32-byte key as the environment writes it (TOTP_ENCRYPTION_KEY, DATA_ENCRYPTION_KEY and its previous one). */
export class KeyFormatError extends Error {}
/** TOTP_ENCRYPTION_KEY's errors; the cipher that uses it is modules/auth/totp-secret-cipher.ts. */
export class TotpKeyError extends KeyFormatError {}

/**
 * A 32-byte key written as 64 hex digits or as base64 (44 characters with padding, or base64url
 * without). Anything else is refused, so a typo never becomes a weak key.
 */
export function parseAes256Key(raw: string, name: string): Buffer {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === 32) return key;
  }
  throw new KeyFormatError(`${name} must be 32 bytes, as 64 hex digits or base64, e.g. the output of \`openssl rand -base64 32\``);
}

/** TOTP_ENCRYPTION_KEY (see parseAes256Key). */
export function parseTotpKey(raw: string): Buffer {
  try {
    return parseAes256Key(raw, 'TOTP_ENCRYPTION_KEY');
  } catch (error) {
    throw new TotpKeyError((error as Error).message);
  }
}
