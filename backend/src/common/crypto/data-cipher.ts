import { createHash } from 'node:crypto';
import { gcmOpen, gcmSeal } from './aes-gcm';

export class DataCipherError extends Error {}

/** `d1:<keyId>:<iv>:<tag>:<ciphertext>`: keyId is 8 hex digits naming the key, the rest base64url. */
const STORED = /^d1:([0-9a-f]{8}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/** A key's public id: the first 8 hex digits of SHA-256("data-key-id:" + key). Names the key, reveals nothing of it. */
export function dataKeyId(key: Buffer): string {
  return createHash('sha256').update('data-key-id:').update(key).digest('hex').slice(0, 8);
}

/**
 * Sensitive values at rest (issue 30: a partner's TIN, a bank account number): AES-256-GCM under
 * DATA_ENCRYPTION_KEY, a fresh IV per value, and the purpose (e.g. "affiliate_tax_forms.tin")
 * bound in as associated data, so a value moved to another column does not open.
 *
 * Key rotation: each stored value names its key by id. `seal` always uses the current key; `open`
 * takes the current key or, during a rotation, DATA_ENCRYPTION_KEY_PREVIOUS. `needsReseal` tells
 * which values are still under the previous key, so they can be re-sealed (docs/partners-and-commissions.md,
 * "Encryption at rest").
 */
export class DataCipher {
  private readonly keys = new Map<string, Buffer>();
  readonly currentKeyId: string;

  constructor(
    private readonly current: Buffer,
    previous?: Buffer,
  ) {
    if (current.length !== 32 || (previous && previous.length !== 32)) throw new DataCipherError('A data encryption key must be 32 bytes');
    this.currentKeyId = dataKeyId(current);
    this.keys.set(this.currentKeyId, current);
    if (previous) this.keys.set(dataKeyId(previous), previous);
  }

  seal(plaintext: string, purpose: string): string {
    const { iv, tag, ciphertext } = gcmSeal(this.current, plaintext, `${purpose}:${this.currentKeyId}`);
    return ['d1', this.currentKeyId, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':');
  }

  /** The plaintext of a stored value. Throws (never answers a wrong value) when no configured key opens it. */
  open(stored: string, purpose: string): string {
    const match = STORED.exec(stored);
    if (!match) throw new DataCipherError(`A stored ${purpose} value is not sealed data`);
    const [, keyId, iv, tag, ciphertext] = match;
    const key = this.keys.get(keyId);
    if (!key) {
      throw new DataCipherError(`A stored ${purpose} value is sealed with key ${keyId}, which is neither DATA_ENCRYPTION_KEY nor DATA_ENCRYPTION_KEY_PREVIOUS`);
    }
    const plain = gcmOpen(
      key,
      { iv: Buffer.from(iv, 'base64url'), tag: Buffer.from(tag, 'base64url'), ciphertext: Buffer.from(ciphertext, 'base64url') },
      `${purpose}:${keyId}`,
    );
    if (plain === null) throw new DataCipherError(`A stored ${purpose} value does not open with its key ${keyId}: changed or moved?`);
    return plain;
  }

  /** True when the value is sealed under another key than the current one (re-seal it during a rotation). */
  needsReseal(stored: string): boolean {
    return STORED.exec(stored)?.[1] !== this.currentKeyId;
  }
}
