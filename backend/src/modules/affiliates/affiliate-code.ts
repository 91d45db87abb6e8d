import { randomInt } from 'node:crypto';

/**
 * A partner's referral code (issue 14): 8 characters from capitals and digits without the
 * look-alikes 0/O, 1/I/L (and 5/S, 2/Z, 8/B), so it reads well aloud and on paper. 25 symbols,
 * 8 places: about 1.5 x 10^11 codes; uniqueness is still checked against the table.
 */
export const AFFILIATE_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const AFFILIATE_CODE_LENGTH = 8;
/** What a code looks like (6 to 10 of the alphabet), for validating a typed or linked code. */
export const AFFILIATE_CODE_PATTERN = /^[A-Z0-9]{6,10}$/;

export function newAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < AFFILIATE_CODE_LENGTH; i++) code += AFFILIATE_CODE_ALPHABET[randomInt(AFFILIATE_CODE_ALPHABET.length)];
  return code;
}

/** A code as typed or linked: trimmed and in capitals (codes are stored in capitals). */
export function normaliseAffiliateCode(code: string): string {
  return code.trim().toUpperCase();
}
