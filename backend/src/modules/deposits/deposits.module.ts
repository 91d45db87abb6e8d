import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { AppConfig } from '../../config/app-config';
import { MailModule } from '../../mail/mail.module';
import { DesignsModule } from '../designs/designs.module';
import { AdminDepositsController } from './admin-deposits.controller';
import { DepositAgreementService } from './agreement/deposit-agreement.service';
import { AdminDepositsService } from './admin-deposits.service';
import { DepositHoldsJob } from './deposit-holds.job';
import { DepositPaymentsService } from './deposit-payments.service';
import { DepositsController } from './deposits.controller';
import { DepositsService } from './deposits.service';
import { DepositRefund } from './entities/deposit-refund.entity';
import { DepositSignature } from './entities/deposit-signature.entity';
import { DepositStatusChange } from './entities/deposit-status-change.entity';
import { Deposit } from './entities/deposit.entity';
import { StripeWebhookEvent } from './entities/stripe-webhook-event.entity';
import { InvoiceLaterPaymentProvider } from './payments/invoice-later-payment-provider';
import { PAYMENT_PROVIDER } from './payments/payment-provider';
import { createStripeClient, STRIPE_CLIENT } from './payments/stripe-client';
import { StripePaymentProvider } from './payments/stripe-payment-provider';
import { StripeWebhookController } from './stripe-webhook.controller';

/**
 * Deposits on plans (spec §3 deposits), the office's side of them (issue 13), their e-mails, and
 * how they are paid (issue 29): through Stripe Checkout when STRIPE_SECRET_KEY is set (its
 * webhook, refunds and the job releasing unpaid holds), else invoiced by the office.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Deposit, DepositStatusChange, DepositRefund, StripeWebhookEvent, DepositSignature]), MailModule, DesignsModule],
  controllers: [DepositsController, AdminDepositsController, StripeWebhookController],
  providers: [
    DepositsService,
    DepositAgreementService,
    AdminDepositsService,
    DepositPaymentsService,
    DepositHoldsJob,
    InvoiceLaterPaymentProvider,
    { provide: STRIPE_CLIENT, useFactory: createStripeClient, inject: [AppConfig] },
    // null without STRIPE_SECRET_KEY: the buyer's payment route then answers 409 and the webhook 404.
    {
      provide: StripePaymentProvider,
      useFactory: (client: Stripe | null, config: AppConfig) => (client ? new StripePaymentProvider(client, config) : null),
      inject: [STRIPE_CLIENT, AppConfig],
    },
    // The configuration picks the provider: Stripe when its key is set, else invoice later.
    {
      provide: PAYMENT_PROVIDER,
      useFactory: (stripe: StripePaymentProvider | null, invoice: InvoiceLaterPaymentProvider) => stripe ?? invoice,
      inject: [StripePaymentProvider, InvoiceLaterPaymentProvider],
    },
  ],
})
export class DepositsModule {}
