import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../mail/mail.module';
import { DesignsModule } from '../designs/designs.module';
import { AdminDepositsController } from './admin-deposits.controller';
import { AdminDepositsService } from './admin-deposits.service';
import { DepositsController } from './deposits.controller';
import { DepositsService } from './deposits.service';
import { DepositStatusChange } from './entities/deposit-status-change.entity';
import { Deposit } from './entities/deposit.entity';
import { InvoiceLaterPaymentProvider } from './payments/invoice-later-payment-provider';
import { PAYMENT_PROVIDER } from './payments/payment-provider';

/** Deposits on plans (spec §3 deposits), the office's side of them (issue 13), their e-mails, and the seam where a payment provider plugs in. */
@Module({
  imports: [TypeOrmModule.forFeature([Deposit, DepositStatusChange]), MailModule, DesignsModule],
  controllers: [DepositsController, AdminDepositsController],
  // Payment is taken offline for now; bind a card provider's implementation here to take it on the site.
  providers: [DepositsService, AdminDepositsService, { provide: PAYMENT_PROVIDER, useClass: InvoiceLaterPaymentProvider }],
})
export class DepositsModule {}
