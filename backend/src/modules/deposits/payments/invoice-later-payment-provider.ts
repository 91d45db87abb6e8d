import { Injectable } from '@nestjs/common';
import type { DepositPayment, PaymentProvider } from './payment-provider';

/**
 * Payment taken offline (issue 6): nothing is charged on the site. The office invoices the
 * buyer from the new-deposit notice, and the deposit stays pending until the office records
 * the payment.
 */
@Injectable()
export class InvoiceLaterPaymentProvider implements PaymentProvider {
  async startPayment(_payment: DepositPayment): Promise<void> {
    // Nothing to start: the notice e-mail queued in the same transaction is the office's cue to invoice.
  }
}
