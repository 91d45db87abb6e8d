import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { TotpKeyError } from '../../config/totp-key';

/** The stored form's prefix: `v1:<iv>:<tag>:<ciphertext>`, each part base64url. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const STORED = /^v1:([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]+)$/;
/** What a base32 TOTP secret stored before encryption looks like (legacy rows, test fixtures). */
const PLAIN_SECRET = /^[A-Z2-7]+=*$/;

/**
 * Two-step sign-in secrets at rest (issue 25 item 7): AES-256-GCM under TOTP_ENCRYPTION_KEY, a
 * new random IV per value; the tag makes a changed or mixed-up value fail to open rather than
 * give a wrong secret. A database dump alone no longer yields anyone's codes.
 *
 * Rows written before encryption hold the plain base32 secret: `open` still reads them
 * (`isSealed` tells them apart) and TotpSecretsAtRest seals them at start-up. A SQL migration
 * cannot do it, since the key lives only in the app's environment.
 */
export class TotpSecretCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new TotpKeyError('The TOTP encryption key must be 32 bytes');
  }

  seal(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(`totp-secret-${VERSION}`));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':');
  }

  /** The secret of a stored value (sealed, or plain from before encryption). Throws when a sealed value does not open with this key. */
  open(stored: string): string {
    const match = STORED.exec(stored);
    if (!match) {
      if (PLAIN_SECRET.test(stored)) return stored;
      throw new TotpKeyError('A stored two-step secret is neither sealed nor a base32 secret');
    }
    const [, iv, tag, ciphertext] = match;
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(`totp-secret-${VERSION}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new TotpKeyError('A stored two-step secret does not open with TOTP_ENCRYPTION_KEY: was the key changed?');
    }
  }

  static isSealed(stored: string): boolean {
    return STORED.test(stored);
  }
}
