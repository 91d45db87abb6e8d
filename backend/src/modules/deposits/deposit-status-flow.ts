import { defineStatusFlow, type StatusFlow } from '../../common/status-flow';
import { DepositPaymentProvider, DepositStatus } from './deposits.enums';

type Moves = Readonly<Record<DepositStatus, readonly DepositStatus[]>>;

const S = DepositStatus;
const none = (): Record<DepositStatus, DepositStatus[]> => Object.fromEntries(Object.values(DepositStatus).map((status) => [status, []])) as never;

/**
 * The office's own moves (PATCH /api/admin/deposits/{id}), by the way the deposit is paid.
 * Invoice deposits keep issue 13's moves: the office invoices, records the payment it received
 * and a refund it made. A Stripe deposit's payment and refund are Stripe's word, never the
 * office's: the office may only cancel one that is not paid (pending, or failed).
 */
const OFFICE_MOVES: Readonly<Record<DepositPaymentProvider, Moves>> = {
  [DepositPaymentProvider.Invoice]: {
    ...none(),
    [S.Pending]: [S.Invoiced, S.Cancelled],
    [S.Invoiced]: [S.Paid, S.Cancelled],
    [S.Paid]: [S.Refunded],
  },
  [DepositPaymentProvider.Stripe]: {
    ...none(),
    [S.Pending]: [S.Cancelled],
    [S.Failed]: [S.Cancelled],
  },
};

/**
 * Moves only a verified Stripe webhook makes (issue 29): the payment is under way (a bank debit
 * clears in days), went through, or failed; a failed payment may be tried again.
 */
export const PAYMENT_MOVES: Moves = {
  ...none(),
  [S.Pending]: [S.Processing, S.Paid, S.Failed],
  [S.Processing]: [S.Paid, S.Failed],
  [S.Failed]: [S.Processing, S.Paid],
};

/** Moves only the hold job makes: an unpaid reservation is released after DEPOSIT_HOLD_DAYS. */
export const HOLD_MOVES: Moves = { ...none(), [S.Pending]: [S.Expired], [S.Failed]: [S.Expired] };

/** Moves only a completed refund makes (Stripe's refund webhook, or the office recording its offline refund). */
export const REFUND_MOVES: Moves = { ...none(), [S.Paid]: [S.Refunded] };

function union(...tables: Moves[]): Moves {
  const all = none();
  for (const table of tables)
    for (const [from, tos] of Object.entries(table) as [DepositStatus, DepositStatus[]][])
      for (const to of tos) if (!all[from].includes(to)) all[from].push(to);
  return all;
}

/**
 * Every legal move of a deposit (issues 13 and 29), the one place this rule lives: the union of
 * the office's moves (per provider), the payment webhook's, the hold job's and a refund's.
 * Refunded (as a status), cancelled and expired are final; a further part refund keeps a
 * refunded deposit refunded.
 */
export const depositStatusFlow = defineStatusFlow<DepositStatus>(
  'a deposit',
  union(OFFICE_MOVES[DepositPaymentProvider.Invoice], OFFICE_MOVES[DepositPaymentProvider.Stripe], PAYMENT_MOVES, HOLD_MOVES, REFUND_MOVES),
);

/** Each provider's office moves as a flow: `allowedStatuses` of the admin answers and the PATCH's 409 come from it. */
export const depositOfficeFlows: Readonly<Record<DepositPaymentProvider, StatusFlow<DepositStatus>>> = {
  [DepositPaymentProvider.Invoice]: defineStatusFlow('a deposit', OFFICE_MOVES[DepositPaymentProvider.Invoice]),
  [DepositPaymentProvider.Stripe]: defineStatusFlow('a deposit paid through Stripe', OFFICE_MOVES[DepositPaymentProvider.Stripe]),
};

/** Who moves a deposit other than the office. */
export enum DepositMover {
  StripeWebhook = 'stripe-webhook',
  HoldJob = 'hold-job',
  Refund = 'refund',
}

const MOVER_MOVES: Readonly<Record<DepositMover, Moves>> = {
  [DepositMover.StripeWebhook]: PAYMENT_MOVES,
  [DepositMover.HoldJob]: HOLD_MOVES,
  [DepositMover.Refund]: REFUND_MOVES,
};

/** Whether `mover` may move a deposit from `from` to `to` (a webhook's move that is not, say out of order, changes nothing). */
export function canMoveBy(mover: DepositMover, from: DepositStatus, to: DepositStatus): boolean {
  return MOVER_MOVES[mover][from].includes(to);
}

/** Statuses a deposit may be paid (again) from: Checkout is opened for these only. */
export const PAYABLE_STATUSES: readonly DepositStatus[] = [S.Pending, S.Failed];

/** Statuses whose deposit was really paid (with paidAt set): the dashboard's and the report's "paid". */
export const PAID_STATUSES: readonly DepositStatus[] = [S.Paid, S.Refunded];

/**
 * SQL condition of a deposit that was really paid, for the read models that count deposits in
 * SQL (admin dashboard, source report): paid or refunded, and paidAt set (only a verified
 * webhook, or the office's invoiced → paid move for an invoice deposit, sets it).
 */
export function paidDepositSql(alias: string): string {
  return `(${alias}.status IN (${PAID_STATUSES.map((s) => `'${s}'`).join(', ')}) AND ${alias}."paidAt" IS NOT NULL)`;
}
