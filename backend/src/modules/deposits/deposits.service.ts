import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Raw, Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import type { RequestOrigin } from '../../common/client-network';
import { DOUBLE_SUBMIT_WINDOW_MINUTES } from '../../common/rate-limit';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { DesignsService } from '../designs/designs.service';
import { DepositAgreementService, toDepositSignatureDto } from './agreement/deposit-agreement.service';
import { depositConfirmation, depositNotice } from './deposit-emails';
import { DEPOSIT_NEXT_STEPS, DEPOSIT_PAYMENT_TERMS, stripeNextSteps, stripePaymentTerms } from './deposit-terms';
import { DepositPaymentProvider, DepositStatus } from './deposits.enums';
import { DEFAULT_DEPOSIT_STATE } from './deposit-rules';
import { CreateDepositDto } from './dto/create-deposit.dto';
import { DepositResponseDto } from './dto/deposit-response.dto';
import { DepositTermsResponseDto } from './dto/deposit-terms-response.dto';
import { Deposit } from './entities/deposit.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payments/payment-provider';

export const NO_DEPOSIT_MESSAGE = 'You have no request to reserve this plan yet.';
/** issue 25 item 1: a request to reserve holds a build slot in someone's name; the address must be theirs. */
export const confirmEmailFirstMessage = (email: string) =>
  `Confirm your e-mail address first: we sent a link to ${email} when you created your account. Open it, then send your request to reserve again (or ask us to send the link again).`;

/** The fields a buyer sends, as stored (a repeat must match all of them). */
interface DepositValues {
  userId: number;
  designId: number;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  expectedStartDate: string;
  siteVisitRequired: boolean;
  additionalNotes: string | null;
}

export function toDepositResponse(deposit: Deposit, design: Pick<Deposit['design'], 'id' | 'slug' | 'name' | 'category'>): DepositResponseDto {
  return {
    id: deposit.id,
    design: { id: design.id, slug: design.slug, name: design.name, category: design.category },
    amount: deposit.amount,
    status: deposit.status,
    createdAt: deposit.createdAt.toISOString(),
    street: deposit.street,
    city: deposit.city,
    state: deposit.state,
    zipCode: deposit.zipCode,
    expectedStartDate: deposit.expectedStartDate,
    siteVisitRequired: deposit.siteVisitRequired,
    additionalNotes: deposit.additionalNotes,
    paymentProvider: deposit.paymentProvider,
    holdExpiresAt: deposit.holdExpiresAt?.toISOString() ?? null,
    paidAt: deposit.paidAt?.toISOString() ?? null,
    refundedAmount: deposit.refundedAmount,
    checkoutUrl: null,
    // Load the deposit with its `signature` relation (or set it) for the signature to show.
    signature: deposit.signature ? toDepositSignatureDto(deposit.signature) : null,
  };
}

/** A new Stripe deposit's hold and its first Checkout Session's number. */
function stripeStart(holdDays: number): Pick<Deposit, 'holdExpiresAt' | 'checkoutAttempts'> {
  return { holdExpiresAt: new Date(Date.now() + holdDays * 86_400_000), checkoutAttempts: 1 };
}

@Injectable()
export class DepositsService {
  constructor(
    @InjectRepository(Deposit) private readonly deposits: Repository<Deposit>,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly designs: DesignsService,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly agreements: DepositAgreementService,
  ) {}

  /** The configured amount, how it is paid and what follows (the buyer's e-mail says the same). */
  terms(): DepositTermsResponseDto {
    const holdDays = this.config.depositHoldDays;
    const provider = this.payments.kind;
    return provider === DepositPaymentProvider.Stripe
      ? { amount: this.config.depositAmountCents, provider, holdDays, payment: stripePaymentTerms(holdDays), nextSteps: stripeNextSteps(holdDays) }
      : { amount: this.config.depositAmountCents, provider, holdDays, payment: DEPOSIT_PAYMENT_TERMS, nextSteps: [...DEPOSIT_NEXT_STEPS] };
  }

  /**
   * Places a pending deposit on an active plan. In one transaction (ARCHITECTURE: data that must
   * never be lost): the row, the payment provider's start, the buyer's e-mail and the business's
   * notice. The same deposit again within the double-submit window answers the first one and
   * stores and sends nothing more. 409 until the buyer has confirmed their e-mail address.
   * Issue 29: the buyer signs the reservation agreement with it (409 when the text they read is
   * not the current one); the signature row is written with the deposit, and the buyer's e-mail
   * carries the signed agreement's PDF.
   */
  async create(user: AuthenticatedUser, dto: CreateDepositDto, origin: RequestOrigin): Promise<DepositResponseDto> {
    if (!user.emailConfirmed) throw new ConflictException(confirmEmailFirstMessage(user.email));
    const design = await this.designs.findActive(dto.designId);
    const agreement = this.agreements.agreementSigned(design, dto);
    const values: DepositValues = {
      userId: user.id,
      designId: design.id,
      street: dto.street,
      city: dto.city,
      state: dto.state ?? DEFAULT_DEPOSIT_STATE,
      zipCode: dto.zipCode,
      expectedStartDate: dto.expectedStartDate,
      siteVisitRequired: dto.siteVisitRequired ?? false,
      additionalNotes: dto.additionalNotes ?? null,
    };

    return this.dataSource.transaction(async (manager) => {
      // One buyer's deposits are written one at a time, so a double click finds the first one.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`deposit:${user.id}`]);
      const repeat = await this.findRepeat(manager, values);
      if (repeat) return toDepositResponse(repeat, design);

      const payment = this.payments.kind === DepositPaymentProvider.Stripe ? stripeStart(this.config.depositHoldDays) : {};
      const deposit = await manager.save(
        manager.create(Deposit, {
          ...values,
          amount: this.config.depositAmountCents,
          status: DepositStatus.Pending,
          paymentProvider: this.payments.kind,
          ...payment,
        }),
      );
      // The signature goes with the deposit it signs (the agreement checked above, before any write).
      const signed = await this.agreements.sign(manager, { deposit, design, user, signerName: dto.signerName, agreement, origin });
      deposit.signature = signed.signature;
      // The payment seam: the invoice-later provider charges nothing; Stripe opens a Checkout
      // Session. Either way the deposit stays pending: `paid` comes only from the verified webhook.
      const started = await this.payments.startPayment({
        depositId: deposit.id,
        amount: deposit.amount,
        designName: design.name,
        designSlug: design.slug,
        buyerEmail: user.email,
        holdExpiresAt: deposit.holdExpiresAt ?? new Date(),
      });
      if (started.checkoutSessionId) await manager.update(Deposit, { id: deposit.id }, { stripeCheckoutSessionId: started.checkoutSessionId });
      const mail = { deposit, design, buyer: user };
      await this.mail.enqueue(manager, { ...depositConfirmation(this.config, mail), attachments: [signed.pdf] });
      await this.mail.enqueue(manager, depositNotice(this.config, mail));
      return { ...toDepositResponse(deposit, design), checkoutUrl: started.checkoutUrl };
    });
  }

  /** The caller's deposits, newest first, each with its plan (archived plans included). */
  async listOwn(user: AuthenticatedUser): Promise<DepositResponseDto[]> {
    const deposits = await this.deposits.find({
      where: { userId: user.id },
      relations: { design: true, signature: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return deposits.map((deposit) => toDepositResponse(deposit, deposit.design));
  }

  /** The caller's newest deposit on a plan (by id or slug, whatever the plan's status); 404 when none. */
  async latestOwn(user: AuthenticatedUser, idOrSlug: string): Promise<DepositResponseDto> {
    const designId = await this.designs.findId(idOrSlug);
    const deposit =
      designId === null
        ? null
        : await this.deposits.findOne({
            where: { userId: user.id, designId },
            relations: { design: true, signature: true },
            order: { createdAt: 'DESC', id: 'DESC' },
          });
    if (!deposit) throw new NotFoundException(NO_DEPOSIT_MESSAGE);
    return toDepositResponse(deposit, deposit.design);
  }

  /** The same deposit from this buyer, still pending, placed moments ago (a double click or a resend). */
  private findRepeat(manager: EntityManager, values: DepositValues): Promise<Deposit | null> {
    return manager.findOne(Deposit, {
      where: {
        ...values,
        additionalNotes: values.additionalNotes ?? IsNull(),
        status: DepositStatus.Pending,
        createdAt: Raw((column) => `${column} > now() - make_interval(mins => :minutes)`, { minutes: DOUBLE_SUBMIT_WINDOW_MINUTES }),
      },
      relations: { signature: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }
}
