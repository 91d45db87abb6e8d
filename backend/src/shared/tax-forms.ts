/**
 * Issue 30, tax forms and payouts: the words and rules the partner's W-9 form (frontend) and the
 * server share, so the certification a partner signs is the one stored with the W-9.
 */

/** The certification of Form W-9 (Rev. March 2024), Part II, word for word, with the IRS's sentence for electronic W-9s. */
export const W9_CERTIFICATION_TEXT = [
  'Under penalties of perjury, I certify that:',
  '1. The number shown on this form is my correct taxpayer identification number (or I am waiting for a number to be issued to me); and',
  '2. I am not subject to backup withholding because (a) I am exempt from backup withholding, or (b) I have not been notified by the Internal Revenue Service (IRS) that I am subject to backup withholding as a result of a failure to report all interest or dividends, or (c) the IRS has notified me that I am no longer subject to backup withholding; and',
  '3. I am a U.S. citizen or other U.S. person; and',
  '4. The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
  'The Internal Revenue Service does not require your consent to any provision of this document other than the certifications required to avoid backup withholding.',
].join('\n');

/** The W-9's line 3a boxes, as the form names them. */
export const TAX_CLASSIFICATION_LABELS = {
  individual: 'Individual/sole proprietor',
  c_corporation: 'C corporation',
  s_corporation: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust/estate',
  llc: 'LLC',
  other: 'Other',
} as const;

export const LLC_TAX_CLASS_LABELS = { C: 'C corporation', S: 'S corporation', P: 'Partnership' } as const;

/**
 * The 1099-NEC reporting threshold for payments made in `year`, in cents: $600 through 2025; from
 * 2026 on, $2,000 (the One Big Beautiful Bill Act, 2025, raised it for payments made after
 * December 31, 2025). FORM_1099_THRESHOLD_CENTS, when set, overrides it for every year.
 */
export function form1099ThresholdCents(year: number, override?: number): number {
  if (override !== undefined) return override;
  return year >= 2026 ? 200_000 : 60_000;
}

/** A TIN as typed ("123-45-6789", "12-3456789", "123456789") reduced to its 9 digits, or null if it is not 9 digits. */
export function tinDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}
