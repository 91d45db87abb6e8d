import { Injectable } from '@nestjs/common';
import { DepositPaymentProvider } from '../deposits.enums';
import type { DepositPayment, PaymentProvider, StartedPayment } from './payment-provider';

/**
 * Payment taken offline (issue 6), the provider when STRIPE_SECRET_KEY is not set: nothing is
 * charged on the site. The office invoices the buyer from the new-deposit notice, and the
 * deposit stays pending until the office records the payment.
 */
@Injectable()
export class InvoiceLaterPaymentProvider implements PaymentProvider {
  readonly kind = DepositPaymentProvider.Invoice;

  async startPayment(_payment: DepositPayment): Promise<StartedPayment> {
    // Nothing to start: the notice e-mail queued in the same transaction is the office's cue to invoice.
    return { checkoutUrl: null };
  }
}
