/**
 * Missouri's contractor licensing, in one place for the API and the pages (the `@shared` alias;
 * this file imports nothing). Every word a profile says about a license or registration comes
 * from here, so a badge can never claim a credential Missouri does not issue.
 *
 * The facts (checked 2026 against the Missouri Division of Professional Registration,
 * pr.mo.gov/electricalcontractors.asp and its FAQs, and RSMo 324.900–324.945):
 * - Missouri has no statewide general-contractor license, and none for plumbing or HVAC /
 *   mechanical work: cities and counties license contractors (for example Kansas City,
 *   St. Louis County, Springfield and Columbia), each deciding which trades it licenses, and many
 *   places license none.
 * - The Missouri Secretary of State registers businesses (a public record, not a trade license);
 *   a record of trade `business` holds that, or a city's business license.
 * - The one statewide contractor license is the electrical contractor license of the Office of
 *   Statewide Electrical Contractors (Division of Professional Registration; SB 240, 2017, and
 *   SB 862, 2018). It is voluntary: an electrical contractor may hold local licenses instead, and
 *   cities and counties must accept the statewide one in place of their own (RSMo 324.925).
 */

/**
 * The trades a license record can be for; `business` is the business itself (a city's business
 * license, or the Missouri Secretary of State's registration of the company), not a trade.
 */
export const LICENSE_TRADES = ['general_contractor', 'electrical', 'plumbing', 'mechanical', 'business'] as const;
export type LicenseTrade = (typeof LICENSE_TRADES)[number];

/** Where a license comes from: Missouri's statewide electrical license, a city or county, or another issuer (a registration, for instance). */
export const JURISDICTION_KINDS = ['statewide_electrical', 'city_or_county', 'other'] as const;
export type JurisdictionKind = (typeof JURISDICTION_KINDS)[number];

/** Whether the record is a license or a registration (some places register contractors instead of licensing them). */
export const CREDENTIAL_KINDS = ['license', 'registration'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export interface StatewideLicense {
  /** As the profile names it. */
  name: string;
  issuer: string;
  /** Contractors may work under local licenses instead. */
  voluntary: boolean;
}

export interface MissouriTrade {
  /** 'general contractor': how a profile line names the trade ('Kansas City general contractor license'). */
  label: string;
  /** What the office's form calls it. */
  formLabel: string;
  /** Missouri's statewide license for this trade; null: there is none (local licensing only). */
  statewide: StatewideLicense | null;
}

export const STATEWIDE_ELECTRICAL_LICENSE: StatewideLicense = {
  name: 'Missouri statewide electrical contractor license',
  issuer: 'Missouri Division of Professional Registration, Office of Statewide Electrical Contractors',
  voluntary: true,
};

export const MISSOURI_TRADES: Record<LicenseTrade, MissouriTrade> = {
  general_contractor: { label: 'general contractor', formLabel: 'General contractor', statewide: null },
  electrical: { label: 'electrical contractor', formLabel: 'Electrical contractor', statewide: STATEWIDE_ELECTRICAL_LICENSE },
  plumbing: { label: 'plumbing contractor', formLabel: 'Plumbing contractor', statewide: null },
  mechanical: { label: 'mechanical (HVAC) contractor', formLabel: 'Mechanical (HVAC) contractor', statewide: null },
  business: { label: 'business', formLabel: 'Business (not a trade license)', statewide: null },
};

export const JURISDICTION_KIND_LABELS: Record<JurisdictionKind, string> = {
  statewide_electrical: 'Missouri statewide electrical license',
  city_or_county: 'City or county',
  other: 'Other issuer',
};

/** Words only a statewide license may earn; every other license names its city or county instead. */
export const LICENSED_IN_MISSOURI = 'Licensed in Missouri';

/** The trades that have a statewide license in Missouri (electrical only). */
export const STATEWIDE_TRADES: readonly LicenseTrade[] = LICENSE_TRADES.filter((trade) => MISSOURI_TRADES[trade].statewide !== null);

/** The state itself, as a jurisdiction name: refused for a city or county license (there is no such statewide license). */
const STATE_ITSELF = /^(the\s+)?(state\s+of\s+)?(missouri|mo)(\s+state(wide)?)?\.?$/i;

/** Why a city-or-county or other jurisdiction name cannot be used; null when it can. */
export function jurisdictionNameProblem(kind: JurisdictionKind, trade: LicenseTrade, name: string): string | null {
  if (kind === 'statewide_electrical') return null;
  const trimmed = name.trim();
  if (STATE_ITSELF.test(trimmed) || /\bstatewide\b/i.test(trimmed)) {
    const statewide = MISSOURI_TRADES[trade].statewide;
    return statewide
      ? `For the ${statewide.name}, choose "${JURISDICTION_KIND_LABELS.statewide_electrical}"; here, name the city or county that issued the license.`
      : `Missouri has no statewide ${MISSOURI_TRADES[trade].label} license; name the city or county that issued it (for example Kansas City or St. Louis County).`;
  }
  return null;
}

/** Why this trade cannot have this kind of jurisdiction; null when it can. */
export function jurisdictionKindProblem(kind: JurisdictionKind, trade: LicenseTrade): string | null {
  if (kind !== 'statewide_electrical' || MISSOURI_TRADES[trade].statewide) return null;
  return `Missouri has no statewide ${MISSOURI_TRADES[trade].label} license; only electrical contractors have one. Choose "${JURISDICTION_KIND_LABELS.city_or_county}" and name the city or county.`;
}

export interface LicenseWordsInput {
  trade: LicenseTrade;
  jurisdictionKind: JurisdictionKind;
  jurisdictionName: string;
  credential: CredentialKind;
}

/** 'Kansas City general contractor license', 'Missouri statewide electrical contractor license'. */
export function licenseName(record: LicenseWordsInput): string {
  if (record.jurisdictionKind === 'statewide_electrical') return STATEWIDE_ELECTRICAL_LICENSE.name;
  return `${record.jurisdictionName} ${MISSOURI_TRADES[record.trade].label} ${record.credential}`;
}

/** 'by Casey' or 'by our office' (no admin's name on record). */
export function checkedByWords(firstName: string | null): string {
  return firstName ? `by ${firstName}` : 'by our office';
}

/**
 * The profile's line for a license record: 'Kansas City general contractor license, checked
 * 2026-11-03 by Casey'; an expired one says so instead ('… expired 2026-01-31').
 */
export function licenseLine(
  record: LicenseWordsInput & { expiresOn: string | null; checkedOn: string | null; checkedBy: string | null },
  today: string,
): string {
  const name = licenseName(record);
  if (record.expiresOn !== null && record.expiresOn < today) return `${name} expired ${record.expiresOn}`;
  // No day: a prerendered sample's placeholder (the day it was seeded is the API's to say).
  return `${name}, checked ${record.checkedOn ? `${record.checkedOn} ` : ''}${checkedByWords(record.checkedBy)}`;
}

/**
 * What Missouri's rules mean for this record, in a sentence for a homeowner: no statewide license
 * exists for the trade, or the statewide one is voluntary. Null for the statewide license itself.
 */
export function stateRuleNote(record: Pick<LicenseWordsInput, 'trade' | 'jurisdictionKind'>): string | null {
  if (record.jurisdictionKind === 'statewide_electrical' || record.trade === 'business') return null;
  const trade = MISSOURI_TRADES[record.trade];
  if (trade.statewide) return `Missouri's ${trade.statewide.name} is voluntary; electrical contractors may be licensed by their city or county instead.`;
  return `Missouri has no statewide ${trade.label} license; cities and counties license contractors, and many places license none.`;
}

/**
 * The profile's license headline: 'Licensed in Missouri' only for a current statewide license
 * (a trade that has one), else 'License checked' for another current license, 'Registration
 * checked' when the current records are registrations only, else null.
 */
export function licenseHeadline(current: readonly Pick<LicenseWordsInput, 'trade' | 'jurisdictionKind' | 'credential'>[]): string | null {
  if (current.some((r) => r.jurisdictionKind === 'statewide_electrical' && MISSOURI_TRADES[r.trade].statewide)) return LICENSED_IN_MISSOURI;
  if (current.some((r) => r.credential === 'license')) return 'License checked';
  return current.length ? 'Registration checked' : null;
}

/** The insurance badge's words. */
export const INSURED = 'Insured';
/** What the profile says once the approved certificate's end date has passed. */
export const INSURANCE_ON_FILE_EXPIRED = 'Insurance on file expired';

/** Days before a certificate's end date the contractor is reminded (each once); 0 is its last day. */
export const INSURANCE_REMINDER_DAYS = [30, 7, 0] as const;
/** The office's list of certificates that end within this many days. */
export const EXPIRING_WITHIN_DAYS = 30;

/** $1,000,000.00 from integer cents. */
export function formatCoverage(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return `$${dollars.toLocaleString('en-US')}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The profile's insurance sentence: 'Certificate of insurance from Heartland Mutual, $1,000,000
 * coverage, through 2027-03-31; checked 2026-11-03 by our office.', or, once it ended, 'The
 * insurance on file expired 2026-01-31.'
 */
export function insuranceSentence(
  certificate: { insurer: string; coverageCents: number; expiresOn: string | null; checkedOn: string | null; checkedBy: string | null },
  today: string,
): string {
  if (certificate.expiresOn !== null && certificate.expiresOn < today) return `The ${INSURANCE_ON_FILE_EXPIRED.toLowerCase()} ${certificate.expiresOn}.`;
  // No end date or day: a prerendered sample's placeholder (the dates are the API's to say).
  const through = certificate.expiresOn ? `, through ${certificate.expiresOn}` : '';
  const checked = `; checked ${certificate.checkedOn ? `${certificate.checkedOn} ` : ''}${checkedByWords(certificate.checkedBy)}`;
  return `Certificate of insurance from ${certificate.insurer}, ${formatCoverage(certificate.coverageCents)} coverage${through}${checked}.`;
}
