import { BadGatewayException, BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In, LessThanOrEqual } from 'typeorm';
import type Stripe from 'stripe';
import type { Actor } from '../../common/auth/actor';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { AuditTrail } from '../../common/audit/audit-trail';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { DEPOSIT_NOT_FOUND_MESSAGE } from './admin-deposits.service';
import {
  depositPaymentEmail,
  depositPaymentFailedNotice,
  depositPaymentOnClosedNotice,
  depositRefundEmail,
  depositRefundFailedNotice,
  type DepositMailValues,
  type PaymentMailStatus,
  withArticle,
} from './deposit-emails';
import { canMoveBy, DepositMover, PAYABLE_STATUSES } from './deposit-status-flow';
import { formatDollars } from './deposit-terms';
import { DepositPaymentProvider, DepositRefundStatus, DepositStatus } from './deposits.enums';
import type { DepositCheckoutResponseDto } from './dto/deposit-response.dto';
import type { RefundDepositDto } from './dto/refund-deposit.dto';
import type { StripeWebhookResponseDto } from './dto/stripe-webhook-response.dto';
import { DepositRefund } from './entities/deposit-refund.entity';
import { DepositStatusChange } from './entities/deposit-status-change.entity';
import { Deposit } from './entities/deposit.entity';
import { StripeWebhookEvent } from './entities/stripe-webhook-event.entity';
import { depositIdOf, StripePaymentProvider } from './payments/stripe-payment-provider';

export const PAYMENT_OFF_MESSAGE = 'Payment on this site is not switched on: we e-mail you an invoice.';
export const NOT_YOUR_DEPOSIT_MESSAGE = 'You have no deposit with this id.';
export const INVOICE_DEPOSIT_MESSAGE = 'This deposit is paid by invoice: we e-mail you one, so there is nothing to pay here.';
export const HOLD_EXPIRED_MESSAGE = 'This reservation was released because it was not paid in time: send a new request to reserve the plan.';
export const STRIPE_WEBHOOK_OFF_MESSAGE = 'Stripe payments are not configured on this site.';
export const STRIPE_SIGNATURE_MESSAGE = 'Invalid Stripe signature.';
export const REFUND_WAITING_MESSAGE = 'A refund of this deposit is still waiting for Stripe: wait for it to complete before starting another.';

/** Why a deposit in `status` cannot be paid now, as the buyer reads it. */
function notPayableMessage(status: DepositStatus): string {
  switch (status) {
    case DepositStatus.Paid:
    case DepositStatus.Refunded:
      return `This deposit is ${status}; there is nothing to pay.`;
    case DepositStatus.Processing:
      return 'Your bank payment for this deposit is already on its way; there is nothing more to pay.';
    case DepositStatus.Expired:
      return HOLD_EXPIRED_MESSAGE;
    default:
      return `This deposit is ${status}; there is nothing to pay.`;
  }
}

/** The history note of each move Stripe or the hold job makes (the office reads it on the deposit's page). */
const MOVE_NOTES: Readonly<Partial<Record<DepositStatus, string>>> = {
  [DepositStatus.Processing]: 'Bank payment started on Stripe; it clears in a few business days',
  [DepositStatus.Paid]: 'Payment confirmed by Stripe',
  [DepositStatus.Failed]: 'Payment failed, as reported by Stripe',
  [DepositStatus.Expired]: 'Reservation released: not paid before the hold ran out',
};

/** A reservation that is over: a payment arriving for it is the office's to sort out. */
const CLOSED_STATUSES: readonly DepositStatus[] = [DepositStatus.Cancelled, DepositStatus.Expired];

const ASYNC_SESSION_EVENTS = ['checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed'];

/**
 * Issue 29: deposits paid through Stripe Checkout. The buyer's (re)start of a payment, the
 * verified webhook that alone moves a payment's state, the office's refunds and the job that
 * releases unpaid holds. Every move is checked against deposit-status-flow.ts, made on a locked
 * row, and written with its history row and e-mails in one transaction.
 */
@Injectable()
export class DepositPaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    @Inject(StripePaymentProvider) private readonly stripe: StripePaymentProvider | null,
  ) {}

  /** Stripe is in force (STRIPE_SECRET_KEY set). */
  get stripeEnabled(): boolean {
    return Boolean(this.stripe);
  }

  /**
   * startDepositPayment: the Checkout page to pay the buyer's own deposit on. The open session is
   * reused; a finished or expired one is replaced by a new one (a new idempotency key). 409 when
   * Stripe is off, the deposit is not payable, or its hold ran out; 404 when it is not theirs.
   */
  async startPayment(user: AuthenticatedUser, depositId: number): Promise<DepositCheckoutResponseDto> {
    return this.dataSource.transaction(async (manager) => {
      const deposit = await manager.findOne(Deposit, { where: { id: depositId, userId: user.id }, lock: { mode: 'pessimistic_write' } });
      if (!deposit) throw new NotFoundException(NOT_YOUR_DEPOSIT_MESSAGE);
      if (!this.stripe) throw new ConflictException(PAYMENT_OFF_MESSAGE);
      if (deposit.paymentProvider !== DepositPaymentProvider.Stripe) throw new ConflictException(INVOICE_DEPOSIT_MESSAGE);
      if (!PAYABLE_STATUSES.includes(deposit.status)) throw new ConflictException(notPayableMessage(deposit.status));
      if (deposit.holdExpiresAt && deposit.holdExpiresAt.getTime() <= Date.now()) throw new ConflictException(HOLD_EXPIRED_MESSAGE);

      if (deposit.stripeCheckoutSessionId) {
        const open = await this.stripeCall(() => this.stripe!.retrieveSession(deposit.stripeCheckoutSessionId!));
        if (open.status === 'open' && open.url) return { checkoutUrl: open.url };
      }
      const { design } = await manager.findOneOrFail(Deposit, { where: { id: depositId }, relations: { design: true } });
      const attempt = deposit.checkoutAttempts + 1;
      const session = await this.stripeCall(() =>
        this.stripe!.createSession(
          {
            depositId,
            amount: deposit.amount,
            designName: design.name,
            designSlug: design.slug,
            buyerEmail: user.email,
            holdExpiresAt: deposit.holdExpiresAt ?? new Date(Date.now() + this.config.depositHoldDays * 86_400_000),
          },
          attempt,
        ),
      );
      await manager.update(Deposit, { id: depositId }, { stripeCheckoutSessionId: session.id, checkoutAttempts: attempt });
      this.logger.log(`deposit ${depositId}: Checkout Session ${session.id} opened (attempt ${attempt})`);
      return { checkoutUrl: session.url! };
    });
  }

  /**
   * receiveStripeWebhook: checks the signature on the raw bytes (400 and a warning otherwise;
   * 404 when Stripe is not configured), then handles the event once: its id is inserted first,
   * in the same transaction as what it does, so a redelivery changes nothing.
   */
  async receiveWebhook(rawBody: Buffer | undefined, signature: string | undefined, ip: string | undefined): Promise<StripeWebhookResponseDto> {
    if (!this.stripe) throw new NotFoundException(STRIPE_WEBHOOK_OFF_MESSAGE);
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error(signature ? 'no body' : 'no Stripe-Signature header');
      event = this.stripe.verifyEvent(rawBody, signature);
    } catch (error) {
      this.logger.warn(`refused a Stripe webhook call from ${ip ?? 'unknown'}: ${error instanceof Error ? error.message : String(error)}`);
      throw new BadRequestException(STRIPE_SIGNATURE_MESSAGE);
    }
    const object = event.data.object as { id?: string; metadata?: Stripe.Metadata | null; client_reference_id?: string | null };
    const depositId = depositIdOf(object);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO stripe_webhook_events (id, type, "depositId", "objectId", outcome) VALUES ($1, $2, $3, $4, 'received') ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type, depositId, object.id ?? null],
      );
      if (!inserted.length) return 'duplicate';
      const result = await this.handle(manager, event, depositId);
      await manager.update(StripeWebhookEvent, { id: event.id }, { outcome: result });
      return result;
    });
    const line = `Stripe event ${event.id} (${event.type}) for deposit ${depositId ?? '-'}: ${outcome}`;
    if (outcome === 'duplicate' || outcome.startsWith('ignored')) this.logger.warn(line);
    else this.logger.log(line);
    return { received: true, outcome };
  }

  private async handle(manager: EntityManager, event: Stripe.Event, depositId: number | null): Promise<string> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // An async outcome of the same session that arrived first wins: a late "completed" changes nothing.
        const later = await manager.count(StripeWebhookEvent, { where: { objectId: session.id, type: In(ASYNC_SESSION_EVENTS) } });
        if (later) return 'ignored: the payment outcome of this session arrived before it';
        const to = session.payment_status === 'unpaid' ? DepositStatus.Processing : DepositStatus.Paid;
        return this.moveBySession(manager, depositId, session, to);
      }
      case 'checkout.session.async_payment_succeeded':
        return this.moveBySession(manager, depositId, event.data.object, DepositStatus.Paid);
      case 'checkout.session.async_payment_failed':
        return this.moveBySession(manager, depositId, event.data.object, DepositStatus.Failed);
      case 'checkout.session.expired':
        return 'logged: the Checkout Session expired unpaid (the deposit stays payable while its hold lasts)';
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
        return this.completeRefund(manager, depositId, event.data.object);
      default:
        return `ignored: ${event.type} is not handled`;
    }
  }

  /** A payment move reported for a Checkout Session, if the session is the deposit's latest and the flow allows it. */
  private async moveBySession(manager: EntityManager, depositId: number | null, session: Stripe.Checkout.Session, to: PaymentMailStatus): Promise<string> {
    const deposit = depositId === null ? null : await lockDeposit(manager, depositId);
    if (!deposit) return 'ignored: no such deposit';
    if (deposit.paymentProvider !== DepositPaymentProvider.Stripe) return 'ignored: the deposit is paid by invoice, not through Stripe';
    if (deposit.stripeCheckoutSessionId && deposit.stripeCheckoutSessionId !== session.id)
      return `ignored: ${session.id} is not the deposit's latest Checkout Session`;
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    if (!canMoveBy(DepositMover.StripeWebhook, deposit.status, to)) {
      // Money arrived for a reservation already closed: nothing moves, but a person must act.
      if (to !== DepositStatus.Failed && CLOSED_STATUSES.includes(deposit.status)) {
        await this.mail.enqueue(manager, depositPaymentOnClosedNotice(this.config, await mailValues(manager, deposit.id), deposit.status, paymentIntent));
        return `ignored: a payment for ${withArticle(deposit.status)} deposit (the office was told)`;
      }
      return `ignored: ${deposit.status} → ${to} is not a move a payment makes`;
    }
    const now = new Date();
    await manager.update(
      Deposit,
      { id: deposit.id },
      {
        status: to,
        ...(paymentIntent ? { stripePaymentIntentId: paymentIntent } : {}),
        ...(to === DepositStatus.Paid ? { paidAt: now } : {}),
      },
    );
    const values = await this.moved(manager, deposit, to);
    await this.mail.enqueue(manager, depositPaymentEmail(this.config, values, to, now));
    if (to === DepositStatus.Failed) await this.mail.enqueue(manager, depositPaymentFailedNotice(this.config, values));
    return to;
  }

  /** Writes the history row of a move (no admin: Stripe or the hold job) and answers the e-mails' values, as moved. */
  private async moved(manager: EntityManager, deposit: Deposit, to: DepositStatus, note = MOVE_NOTES[to] ?? null): Promise<DepositMailValues> {
    await manager.insert(DepositStatusChange, { depositId: deposit.id, fromStatus: deposit.status, toStatus: to, note, adminId: null });
    return mailValues(manager, deposit.id);
  }

  /** A Stripe refund's webhook: succeeded completes it (deposit refunded, buyer e-mailed); failed or canceled tells the office. */
  private async completeRefund(manager: EntityManager, depositId: number | null, stripeRefund: Stripe.Refund): Promise<string> {
    const refundId = Number(stripeRefund.metadata?.refundId);
    const deposit = depositId === null ? null : await lockDeposit(manager, depositId);
    if (!deposit || !Number.isSafeInteger(refundId)) return 'ignored: not a refund made from this site';
    const refund = await manager.findOne(DepositRefund, { where: { id: refundId, depositId: deposit.id } });
    if (!refund) return 'ignored: no such refund';
    if (refund.status !== DepositRefundStatus.Requested) return `ignored: the refund is already ${refund.status}`;
    if (stripeRefund.status === 'succeeded') {
      await this.finishRefund(manager, deposit, refund, null, stripeRefund.id);
      return 'refund succeeded';
    }
    if (stripeRefund.status === 'failed' || stripeRefund.status === 'canceled') {
      await manager.update(DepositRefund, { id: refund.id }, { status: DepositRefundStatus.Failed, completedAt: new Date(), stripeRefundId: stripeRefund.id });
      await this.mail.enqueue(manager, depositRefundFailedNotice(this.config, await mailValues(manager, deposit.id), refund));
      return 'refund failed';
    }
    return `logged: refund ${stripeRefund.status ?? 'pending'}`;
  }

  /** A refund completed: its row succeeded, the deposit's refundedAmount grows, paid → refunded (history), the buyer e-mailed. */
  private async finishRefund(
    manager: EntityManager,
    deposit: Deposit,
    refund: DepositRefund,
    adminId: number | null,
    stripeRefundId: string | null,
  ): Promise<void> {
    await manager.update(
      DepositRefund,
      { id: refund.id },
      { status: DepositRefundStatus.Succeeded, completedAt: new Date(), ...(stripeRefundId ? { stripeRefundId } : {}) },
    );
    await manager.update(Deposit, { id: deposit.id }, { refundedAmount: deposit.refundedAmount + refund.amount, status: DepositStatus.Refunded });
    const note = `Refunded ${formatDollars(refund.amount)}: ${refund.reason}`;
    if (canMoveBy(DepositMover.Refund, deposit.status, DepositStatus.Refunded))
      await manager.insert(DepositStatusChange, { depositId: deposit.id, fromStatus: deposit.status, toStatus: DepositStatus.Refunded, note, adminId });
    await this.mail.enqueue(manager, depositRefundEmail(this.config, await mailValues(manager, deposit.id), refund));
  }

  /**
   * refundDeposit: an admin refunds part or all of a paid deposit. Stripe deposits: Stripe is
   * asked (idempotency key per refund row) and the row stays requested until the refund's
   * webhook; one at a time. Invoice deposits: the office records the refund it made offline, done
   * at once. An audit row either way. 409 when the deposit is not paid or the amount is more
   * than what is left to refund.
   */
  async refund(actor: Actor, depositId: number, dto: RefundDepositDto): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const deposit = await lockDeposit(manager, depositId);
      if (!deposit) throw new NotFoundException(DEPOSIT_NOT_FOUND_MESSAGE);
      const left = deposit.amount - deposit.refundedAmount;
      if (!(deposit.status === DepositStatus.Paid || (deposit.status === DepositStatus.Refunded && left > 0)))
        throw new ConflictException(
          `Only a paid deposit can be refunded; this one is ${deposit.status}${deposit.status === DepositStatus.Refunded ? ' in full' : ''}.`,
        );
      if (dto.amount > left)
        throw new ConflictException(
          `You can refund at most ${formatDollars(left)} of this deposit (${formatDollars(deposit.refundedAmount)} of ${formatDollars(deposit.amount)} was refunded already).`,
        );
      const stripe = deposit.paymentProvider === DepositPaymentProvider.Stripe;
      if (stripe && (await manager.count(DepositRefund, { where: { depositId, status: DepositRefundStatus.Requested } })))
        throw new ConflictException(REFUND_WAITING_MESSAGE);

      const refund = await manager.save(
        manager.create(DepositRefund, { depositId, amount: dto.amount, reason: dto.reason, adminId: actor.id, status: DepositRefundStatus.Requested }),
      );
      await AuditTrail.record(manager, actor, {
        operationId: 'refundDeposit',
        target: { type: 'deposit', id: depositId },
        changes: { refund: { before: null, after: { id: refund.id, amount: dto.amount, reason: dto.reason, provider: deposit.paymentProvider } } },
      });
      if (!stripe) {
        await this.finishRefund(manager, deposit, refund, actor.id, null);
        return;
      }
      if (!this.stripe || !deposit.stripePaymentIntentId)
        throw new ConflictException('This deposit has no Stripe payment to refund: refund it from the Stripe dashboard.');
      const made = await this.stripeCall(() => this.stripe!.createRefund(deposit.stripePaymentIntentId!, dto.amount, depositId, refund.id));
      await manager.update(DepositRefund, { id: refund.id }, { stripeRefundId: made.id });
    });
    this.logger.log(`deposit ${depositId}: refund of ${dto.amount} cents by admin ${actor.id}`);
  }

  /**
   * The hold job's run: Stripe deposits still pending or failed whose hold has passed move to
   * expired (history row, buyer e-mailed), one locked row at a time. Answers how many.
   */
  async expireHolds(now: Date = new Date()): Promise<number> {
    const due = await this.dataSource.getRepository(Deposit).find({
      select: { id: true },
      where: { paymentProvider: DepositPaymentProvider.Stripe, status: In(PAYABLE_STATUSES), holdExpiresAt: LessThanOrEqual(now) },
      order: { id: 'ASC' },
    });
    let expired = 0;
    for (const { id } of due) {
      const done = await this.dataSource.transaction(async (manager) => {
        const deposit = await lockDeposit(manager, id);
        if (!deposit || !deposit.holdExpiresAt || deposit.holdExpiresAt > now || !canMoveBy(DepositMover.HoldJob, deposit.status, DepositStatus.Expired))
          return false;
        await manager.update(Deposit, { id }, { status: DepositStatus.Expired });
        const values = await this.moved(manager, deposit, DepositStatus.Expired);
        await this.mail.enqueue(manager, depositPaymentEmail(this.config, values, DepositStatus.Expired, now));
        return deposit;
      });
      if (!done) continue;
      expired++;
      // A released reservation can no longer be paid: its open Checkout Session is closed.
      if (done.stripeCheckoutSessionId) await this.stripe?.closeSession(done.stripeCheckoutSessionId);
    }
    if (expired) this.logger.log(`released ${expired} unpaid deposit hold(s)`);
    return expired;
  }

  /** A call to Stripe; its failure becomes a 502 with a sentence (nothing is written: the transaction rolls back). */
  private async stripeCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.logger.error(`Stripe call failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new BadGatewayException('Stripe did not answer as expected. Nothing was changed; please try again in a minute.');
    }
  }
}

/** The deposit, locked for this transaction (its plan and buyer are loaded apart: FOR UPDATE takes no outer joins). */
function lockDeposit(manager: EntityManager, id: number): Promise<Deposit | null> {
  return manager.findOne(Deposit, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** A deposit as its e-mails read it: the row as it is now, with its plan and buyer. */
async function mailValues(manager: EntityManager, id: number): Promise<DepositMailValues> {
  const deposit = await manager.findOneOrFail(Deposit, { where: { id }, relations: { design: true, user: true } });
  return { deposit, design: deposit.design, buyer: deposit.user };
}
