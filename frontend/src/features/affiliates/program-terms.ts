/**
 * The referral program's numbers as the public pages state them, and the words for what each lead
 * type earns. The numbers are the server's defaults (@shared/referral-program, the same constants
 * the API's configuration falls back to), which the office may change. So the pages say "by
 * default" and "currently"; a signed-in partner sees their own numbers from getMyAffiliate.
 */
import { AffiliateLeadType } from "@/api/generated/model";
import { DEFAULT_COMMISSION_HOLD_DAYS, DEFAULT_COMMISSION_RATE_PERCENT, DEFAULT_RAW_LEAD_RATE_SHARE } from "@shared/referral-program";

export { DEFAULT_COMMISSION_RATE_PERCENT };
export const DEFAULT_HOLD_DAYS = DEFAULT_COMMISSION_HOLD_DAYS;
export const DEFAULT_RAW_LEAD_SHARE_PERCENT = Math.round(Number(DEFAULT_RAW_LEAD_RATE_SHARE) * 100);

/** 20 → "20.0%", 11.25 → "11.25%" (rates have one decimal; a share of one may have two). */
export function formatRate(percent: number): string {
  return `${percent.toFixed(2).replace(/(\.\d)0$/, "$1")}%`;
}

/** The share of the rate a raw lead earns, in words: 50 → "half", 25 → "25%". */
export function shareInWords(sharePercent: number): string {
  return sharePercent === 50 ? "half" : formatRate(sharePercent).replace(".0%", "%");
}

export interface ProgramNumbers {
  ratePercent: number;
  rawLeadSharePercent: number;
  holdDays: number;
}

export const DEFAULT_PROGRAM: ProgramNumbers = {
  ratePercent: DEFAULT_COMMISSION_RATE_PERCENT,
  rawLeadSharePercent: DEFAULT_RAW_LEAD_SHARE_PERCENT,
  holdDays: DEFAULT_HOLD_DAYS,
};

/** The raw-lead rate as a percent of the net profit (20.0 × 50 % = 10.0). */
export function rawLeadRatePercent({ ratePercent, rawLeadSharePercent }: ProgramNumbers): number {
  return Math.round(ratePercent * rawLeadSharePercent) / 100;
}

/**
 * What a lead type means and earns, one sentence each. `own` is true for a signed-in partner's own
 * numbers ("your rate, 22.5%"), false for the defaults ("20.0% by default", "currently half").
 */
export function leadTypeExplanation(type: AffiliateLeadType, numbers: ProgramNumbers, own: boolean): string {
  const rate = formatRate(numbers.ratePercent);
  if (type === AffiliateLeadType.done_deal) {
    return own
      ? `The customer is ready to build with us and you have done the selling. If it converts, you earn your full rate: ${rate} of the net profit.`
      : `The customer is ready to build with us and you have done the selling. If it converts, you earn your full rate (${rate} of the net profit by default).`;
  }
  const share = shareInWords(numbers.rawLeadSharePercent);
  const rawRate = formatRate(rawLeadRatePercent(numbers));
  return own
    ? `An introduction: the customer is interested and our team does the selling. If it converts, you earn ${share} of your rate: ${rawRate} of the net profit.`
    : `An introduction: the customer is interested and our team does the selling. If it converts, you earn a share of your rate, currently ${share} (${rawRate} of the net profit at the default rate).`;
}
