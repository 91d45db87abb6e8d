import { isAbaRoutingNumber } from '../shared/aba-routing';

/**
 * Issue 30, payouts: the office's side of a NACHA (ACH) file, from its bank's ACH origination
 * agreement. Every value is what the bank gives; none is secret, but a wrong one makes the bank
 * reject the whole file.
 */
export interface AchOriginSettings {
  /** ACH_IMMEDIATE_DESTINATION: the routing number of the bank that receives the file (9 digits). */
  immediateDestination: string;
  /** ACH_IMMEDIATE_DESTINATION_NAME: that bank's name, up to 23 characters. */
  immediateDestinationName: string;
  /** ACH_IMMEDIATE_ORIGIN: the office's origin id at the bank, 9 or 10 digits (often "1" and the EIN). */
  immediateOrigin: string;
  /** ACH_COMPANY_NAME: the name the partner's bank statement shows, up to 16 characters. */
  companyName: string;
  /** ACH_COMPANY_IDENTIFICATION: 10 digits, usually "1" and the company's EIN. */
  companyIdentification: string;
  /** ACH_ORIGINATING_DFI: the routing number of the office's own bank (9 digits). */
  originatingDfi: string;
  /** True for the development defaults: the file says so and no bank would take it. */
  fake: boolean;
}

export const ACH_SETTING_NAMES = [
  'ACH_IMMEDIATE_DESTINATION',
  'ACH_IMMEDIATE_DESTINATION_NAME',
  'ACH_IMMEDIATE_ORIGIN',
  'ACH_COMPANY_NAME',
  'ACH_COMPANY_IDENTIFICATION',
  'ACH_ORIGINATING_DFI',
] as const;
type AchSettingName = (typeof ACH_SETTING_NAMES)[number];

/** Clearly fake values (a valid check digit, no real bank) so a development file can be made and parsed. */
export const DEVELOPMENT_ACH_SETTINGS: Record<AchSettingName, string> = {
  ACH_IMMEDIATE_DESTINATION: '123456780',
  ACH_IMMEDIATE_DESTINATION_NAME: 'FAKE DEVELOPMENT BANK',
  ACH_IMMEDIATE_ORIGIN: '1999999999',
  ACH_COMPANY_NAME: 'DEV ONLY NO BANK',
  ACH_COMPANY_IDENTIFICATION: '1999999999',
  ACH_ORIGINATING_DFI: '123456780',
};

export class PayoutSettingsError extends Error {}

/** Letters, digits, spaces and the few marks NACHA's alphanumeric fields take, upper-case. */
const ACH_TEXT = /^[A-Z0-9 .,&'/-]+$/;

/**
 * The ACH settings: all six given, or (outside production) the fake development ones for those
 * not given. In production with none given: null, and the NACHA export answers 409 saying what to
 * set; some but not all given is refused at start-up.
 */
export function readAchSettings(get: (name: string) => string | undefined, production: boolean): AchOriginSettings | null {
  const given = Object.fromEntries(ACH_SETTING_NAMES.map((name) => [name, get(name)])) as Record<AchSettingName, string | undefined>;
  const missing = ACH_SETTING_NAMES.filter((name) => given[name] === undefined);
  if (production && missing.length === ACH_SETTING_NAMES.length) return null;
  if (production && missing.length) {
    throw new PayoutSettingsError(
      `${missing.join(', ')} must be set with the other ACH_ settings (from the bank's ACH origination agreement), or none of them`,
    );
  }
  const value = (name: AchSettingName) => (given[name] ?? DEVELOPMENT_ACH_SETTINGS[name]).trim();
  for (const name of ['ACH_IMMEDIATE_DESTINATION', 'ACH_ORIGINATING_DFI'] as const) {
    if (!isAbaRoutingNumber(value(name)))
      throw new PayoutSettingsError(`${name} must be a 9-digit bank routing number with a valid check digit, got "${value(name)}"`);
  }
  for (const name of ['ACH_IMMEDIATE_ORIGIN', 'ACH_COMPANY_IDENTIFICATION'] as const) {
    if (!/^\d{9,10}$/.test(value(name)))
      throw new PayoutSettingsError(`${name} must be 9 or 10 digits (usually "1" and the company's EIN), got "${value(name)}"`);
  }
  const names: [AchSettingName, number][] = [
    ['ACH_IMMEDIATE_DESTINATION_NAME', 23],
    ['ACH_COMPANY_NAME', 16],
  ];
  for (const [name, max] of names) {
    const text = value(name).toUpperCase();
    if (text.length > max || !ACH_TEXT.test(text)) {
      throw new PayoutSettingsError(
        `${name} must be 1 to ${max} letters, digits, spaces or . , & ' / - (ACH files take no other characters), got "${value(name)}"`,
      );
    }
  }
  return {
    immediateDestination: value('ACH_IMMEDIATE_DESTINATION'),
    immediateDestinationName: value('ACH_IMMEDIATE_DESTINATION_NAME').toUpperCase(),
    immediateOrigin: value('ACH_IMMEDIATE_ORIGIN'),
    companyName: value('ACH_COMPANY_NAME').toUpperCase(),
    companyIdentification: value('ACH_COMPANY_IDENTIFICATION'),
    originatingDfi: value('ACH_ORIGINATING_DFI'),
    fake: missing.length > 0,
  };
}

/** $50.00 (MIN_PAYOUT_CENTS): below it a partner's earned balance waits for the next payout. */
export const DEFAULT_MIN_PAYOUT_CENTS = 5000;
