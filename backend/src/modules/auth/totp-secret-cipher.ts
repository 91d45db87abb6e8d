import { gcmOpen, gcmSeal } from '../../common/crypto/aes-gcm';
import { TotpKeyError } from '../../config/totp-key';

/** The stored form's prefix: `v1:<iv>:<tag>:<ciphertext>`, each part base64url. */
const VERSION = 'v1';
const STORED = /^v1:([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]+)$/;
/** What a base32 TOTP secret stored before encryption looks like (legacy rows, test fixtures). */
const PLAIN_SECRET = /^[A-Z2-7]+=*$/;

/**
 * Two-step sign-in secrets at rest (issue 25 item 7): AES-256-GCM (common/crypto/aes-gcm.ts, shared
 * with DataCipher) under TOTP_ENCRYPTION_KEY, a
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
    const { iv, tag, ciphertext } = gcmSeal(this.key, secret, `totp-secret-${VERSION}`);
    return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':');
  }

  /** The secret of a stored value (sealed, or plain from before encryption). Throws when a sealed value does not open with this key. */
  open(stored: string): string {
    const match = STORED.exec(stored);
    if (!match) {
      if (PLAIN_SECRET.test(stored)) return stored;
      throw new TotpKeyError('A stored two-step secret is neither sealed nor a base32 secret');
    }
    const [, iv, tag, ciphertext] = match;
    const secret = gcmOpen(
      this.key,
      { iv: Buffer.from(iv, 'base64url'), tag: Buffer.from(tag, 'base64url'), ciphertext: Buffer.from(ciphertext, 'base64url') },
      `totp-secret-${VERSION}`,
    );
    if (secret === null) throw new TotpKeyError('A stored two-step secret does not open with TOTP_ENCRYPTION_KEY: was the key changed?');
    return secret;
  }

  static isSealed(stored: string): boolean {
    return STORED.test(stored);
  }
}
