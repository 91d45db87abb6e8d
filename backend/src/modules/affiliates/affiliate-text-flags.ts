import type { Affiliate } from './entities/affiliate.entity';

/**
 * spec §3 keeps `taxIdProvided` and `w9Submitted` as text columns defaulting to the text 'false'.
 * The columns stay as specified; this is the one place that reads and writes them, so everything
 * else sees booleans. Anything but the text 'true' reads as false.
 */
export interface AffiliateTaxFlags {
  taxIdProvided: boolean;
  w9Submitted: boolean;
}

export const textToBoolean = (value: string | null | undefined): boolean => value?.trim().toLowerCase() === 'true';
export const booleanToText = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

export function readAffiliateTaxFlags(affiliate: Pick<Affiliate, 'taxIdProvided' | 'w9Submitted'>): AffiliateTaxFlags {
  return { taxIdProvided: textToBoolean(affiliate.taxIdProvided), w9Submitted: textToBoolean(affiliate.w9Submitted) };
}

/** The column values for the flags given (only those given). */
export function writeAffiliateTaxFlags(flags: Partial<AffiliateTaxFlags>): Partial<Pick<Affiliate, 'taxIdProvided' | 'w9Submitted'>> {
  const columns: Partial<Pick<Affiliate, 'taxIdProvided' | 'w9Submitted'>> = {};
  if (flags.taxIdProvided !== undefined) columns.taxIdProvided = booleanToText(flags.taxIdProvided);
  if (flags.w9Submitted !== undefined) columns.w9Submitted = booleanToText(flags.w9Submitted);
  return columns;
}

// Whether a W-9 is on file is decided by the partner's W-9 record since issue 30 (partner-tax-records.ts
// W9_ON_FILE_SQL); these flags follow it.
