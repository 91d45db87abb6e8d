import { randomBytes } from 'node:crypto';
import { DataCipher, DataCipherError, dataKeyId } from './data-cipher';

describe('DataCipher (issue 30: TINs and bank accounts at rest)', () => {
  const key = randomBytes(32);
  const cipher = new DataCipher(key);

  it('seals with a fresh IV each time, names its key, and opens back; the plaintext never shows', () => {
    const first = cipher.seal('271834596', 'affiliate_tax_forms.tin');
    const second = cipher.seal('271834596', 'affiliate_tax_forms.tin');
    expect(first).not.toBe(second);
    expect(first.startsWith(`d1:${dataKeyId(key)}:`)).toBe(true);
    expect(first).not.toContain('271834596');
    expect(cipher.open(first, 'affiliate_tax_forms.tin')).toBe('271834596');
  });

  it('refuses a changed value, a value moved to another column, or one under an unknown key', () => {
    const sealed = cipher.seal('000123456789', 'affiliate_payout_methods.account_number');
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(() => cipher.open(flipped, 'affiliate_payout_methods.account_number')).toThrow(DataCipherError);
    expect(() => cipher.open(sealed, 'affiliate_tax_forms.tin')).toThrow(/does not open with its key/);
    expect(() => new DataCipher(randomBytes(32)).open(sealed, 'affiliate_payout_methods.account_number')).toThrow(
      /neither DATA_ENCRYPTION_KEY nor DATA_ENCRYPTION_KEY_PREVIOUS/,
    );
    expect(() => cipher.open('123456789', 'affiliate_tax_forms.tin')).toThrow(/is not sealed data/);
  });

  it('rotates: the new key opens values of the previous one and says they need re-sealing', () => {
    const old = cipher.seal('431234567', 'affiliate_tax_forms.tin');
    const rotated = new DataCipher(randomBytes(32), key);
    expect(rotated.open(old, 'affiliate_tax_forms.tin')).toBe('431234567');
    expect(rotated.needsReseal(old)).toBe(true);
    const resealed = rotated.seal(rotated.open(old, 'affiliate_tax_forms.tin'), 'affiliate_tax_forms.tin');
    expect(rotated.needsReseal(resealed)).toBe(false);
    expect(() => cipher.open(resealed, 'affiliate_tax_forms.tin')).toThrow(DataCipherError);
    expect(() => new DataCipher(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
