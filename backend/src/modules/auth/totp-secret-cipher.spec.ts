import { randomBytes } from 'node:crypto';
import { TotpSecretCipher } from './totp-secret-cipher';
import { parseTotpKey } from '../../config/totp-key';

describe('TotpSecretCipher (two-step secrets at rest, issue 25 item 7)', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const cipher = new TotpSecretCipher(randomBytes(32));

  it('seals to a versioned value without the secret, different each time, that opens to the secret', () => {
    const a = cipher.seal(secret);
    const b = cipher.seal(secret);
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(a).not.toContain(secret);
    expect(a).not.toBe(b);
    expect(cipher.open(a)).toBe(secret);
    expect(TotpSecretCipher.isSealed(a)).toBe(true);
    expect(cipher.seal('A'.repeat(128)).length).toBeLessThanOrEqual(256);
  });

  it('reads a plain base32 secret stored before encryption', () => {
    expect(cipher.open(secret)).toBe(secret);
    expect(TotpSecretCipher.isSealed(secret)).toBe(false);
  });

  it('refuses a value sealed with another key or changed', () => {
    const sealed = cipher.seal(secret);
    expect(() => new TotpSecretCipher(randomBytes(32)).open(sealed)).toThrow(/does not open with TOTP_ENCRYPTION_KEY/);
    const changed = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BA' : 'AA');
    expect(() => cipher.open(changed)).toThrow(/does not open/);
  });

  it('takes a 32-byte key as hex or base64, nothing else', () => {
    const key = randomBytes(32);
    expect(parseTotpKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseTotpKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseTotpKey(key.toString('base64url')).equals(key)).toBe(true);
    expect(() => parseTotpKey('too-short')).toThrow(/32 bytes/);
    expect(() => parseTotpKey(randomBytes(16).toString('hex'))).toThrow(/32 bytes/);
  });
});
