import { defineStatusFlow } from '../../common/status-flow';
import { EARNS_COMMISSION_SQL } from '../affiliates/affiliate-lead-stages';
import { AffiliateLeadType, ReferralReviewState } from '../affiliates/affiliates.enums';
import type { Affiliate } from '../affiliates/entities/affiliate.entity';
import { CommissionPaymentStatus } from './commissions.enums';

/**
 * Commission rules (issue 14), all in integer cents: the server computes the commission at the
 * moment of conversion, nobody types it.
 */

/**
 * Issue 25: the ledger's one rule. Each commission_entries row (alias `e`, its referral `l`) counts
 * in exactly one bucket, and every total (the partner's summary, the office's payable list, a
 * payment, the payout file) is a sum over these buckets:
 * - cancelled: a commission reversed before it was ever earned or paid; counts nowhere.
 * - paid: in a payment marked paid (a commission, or a clawback deducted there).
 * - earned: a clawback not yet deducted; a commission stored earned or held by a payment; a
 *   pending commission whose hold ended on a referral that earns.
 * - held: a pending commission on a referral under review (issue 30; shown with pending). A
 *   rejected review cancels the commission (status cancelled), so it counts nowhere.
 * - pending: a commission in its hold.
 * Payable = earned and held by no payment yet (PAYABLE_SQL).
 */
export enum LedgerBucket {
  Pending = 'pending',
  Held = 'held',
  Earned = 'earned',
  Paid = 'paid',
  Cancelled = 'cancelled',
}

export const LEDGER_BUCKET_SQL = `(CASE
  WHEN e.status = 'cancelled' THEN 'cancelled'
  WHEN e.status = 'paid' THEN 'paid'
  WHEN e.kind = 'clawback' OR e.status = 'earned' OR e."paymentId" IS NOT NULL THEN 'earned'
  WHEN NOT ${EARNS_COMMISSION_SQL} THEN 'held'
  WHEN e."earnedAt" <= now() THEN 'earned'
  ELSE 'pending' END)`;

/** The one definition of "payable": earned, and no payment holds it yet. */
export const PAYABLE_SQL = `(e."paymentId" IS NULL AND ${LEDGER_BUCKET_SQL} = 'earned')`;

/** A reversal takes back only what was earned or paid (a clawback); anything else is cancelled. */
export function reversalTakesBack(bucket: LedgerBucket): boolean {
  return bucket === LedgerBucket.Earned || bucket === LedgerBucket.Paid;
}

/**
 * Issue 25 item 9, issue 30: the program pays commissions only with a W-9 on file (the partner's
 * own filing in affiliate_tax_forms, not a box the office ticks). Why a payment to the partner
 * would be refused before anyone tries (null: nothing stands in the way); the payment, the payable
 * list the office's form reads and the payout files all follow it.
 */
export const w9MissingMessage = (name: string) =>
  `We pay commissions only with a W-9 on file, and ${name} has not filed one yet. The partner files it on the partner dashboard (Tax form and payouts); then you can pay.`;
export function paymentRefusal(partner: Pick<Affiliate, 'firstName' | 'lastName'>, hasW9: boolean): string | null {
  return hasW9 ? null : w9MissingMessage(`${partner.firstName} ${partner.lastName}`);
}

/** $1,234.50 from cents (for sentences; the CSVs write plain decimals). */
export function dollars(cents: number): string {
  const [whole, fraction] = centsToDecimal(cents).replace('-', '').split('.');
  return `${cents < 0 ? '-' : ''}$${Number(whole).toLocaleString('en-US')}.${fraction}`;
}

/** MIN_PAYOUT_CENTS: a payment below it is refused; the payable list says so. */
export const belowMinimumMessage = (cents: number, minimumCents: number) =>
  `This payment of ${dollars(cents)} is below the minimum payout of ${dollars(minimumCents)}: we pay a partner once the earned balance reaches the minimum, so it waits for the next payout.`;

/** A percent with up to two decimals (numeric(5,2)) as basis points: 20.00 → 2000. */
export function rateBasisPoints(percent: number | string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(String(percent).trim());
  if (!match) throw new Error(`Not a commission rate: ${percent}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** `numerator / denominator` rounded half up, in exact integer arithmetic. */
function divideRounded(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * The commission of a converted referral, in cents: a done_deal earns rate × netProfit; a raw_lead
 * earns RAW_LEAD_RATE_SHARE of that. Rounded half up to the cent; no float touches the money.
 */
export function commissionCents(netProfitCents: number, ratePercent: number | string, leadType: AffiliateLeadType, rawLeadShareBasisPoints: number): number {
  const rate = BigInt(rateBasisPoints(ratePercent));
  const net = BigInt(netProfitCents);
  if (leadType === AffiliateLeadType.DoneDeal) return divideRounded(net * rate, 10_000n);
  return divideRounded(net * rate * BigInt(rawLeadShareBasisPoints), 100_000_000n);
}

/** Cents as the dollars-with-cents text a numeric(12,2) column takes: -1234 → '-12.34'. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A numeric(…,2) column's text or number as cents: '12.34' → 1234 (string arithmetic, no float). */
export function decimalToCents(value: string | number | null): number | null {
  if (value === null) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(typeof value === 'number' ? value.toFixed(2) : value.trim());
  if (!match) throw new Error(`Not an amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Payment statuses, the one place: pending → paid or cancelled; paid and cancelled are final. */
export const commissionPaymentStatusFlow = defineStatusFlow<CommissionPaymentStatus>('a commission payment', {
  [CommissionPaymentStatus.Pending]: [CommissionPaymentStatus.Paid, CommissionPaymentStatus.Cancelled],
  [CommissionPaymentStatus.Paid]: [],
  [CommissionPaymentStatus.Cancelled]: [],
});

/**
 * Issue 30: what the partner reads about the fraud review of a referral. Never the signals (what
 * was found stays with the office): "under review" while it waits; the admin's own reason once it
 * is rejected.
 */
export const UNDER_REVIEW_WORDS = 'Under review: our office is checking this referral before any commission. You do not need to do anything.';
export const CLEARED_WORDS = 'Checked by our office: this referral earns its commission.';
export const rejectedWords = (reason: string | null) => `Not accepted after review, so it earns no commission. Our office's reason: ${reason ?? 'none given'}`;
export function reviewInWords(state: ReferralReviewState | null, reason: string | null): string | null {
  if (state === null) return null;
  if (state === ReferralReviewState.UnderReview) return UNDER_REVIEW_WORDS;
  if (state === ReferralReviewState.Cleared) return CLEARED_WORDS;
  return rejectedWords(reason);
}

export const NEVER_CONVERTS_NOTE = 'A referral that never converts earns no commission.';
