import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The parts of one AES-256-GCM sealed value (each base64url in the stored forms). */
export interface GcmParts {
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

export const GCM_IV_BYTES = 12;
export const GCM_TAG_BYTES = 16;

/**
 * AES-256-GCM with a fresh random IV per value and `aad` bound in (so a value copied to another
 * purpose or column fails to open). The one implementation behind TotpSecretCipher and DataCipher.
 */
export function gcmSeal(key: Buffer, plaintext: string, aad: string): GcmParts {
  const iv = randomBytes(GCM_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: GCM_TAG_BYTES });
  cipher.setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
}

/** The plaintext, or null when the value does not open with this key and `aad` (wrong key, changed bytes). */
export function gcmOpen(key: Buffer, parts: GcmParts, aad: string): string | null {
  const decipher = createDecipheriv('aes-256-gcm', key, parts.iv, { authTagLength: GCM_TAG_BYTES });
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(parts.tag);
  try {
    return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
