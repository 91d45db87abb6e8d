import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { DesignsModule } from '../designs/designs.module';
import { DepositsController } from './deposits.controller';
import { DepositsService } from './deposits.service';

/** Deposits on plans (spec §3 deposits), their e-mails, and the seam where a payment provider plugs in. */
@Module({
  imports: [MailModule, DesignsModule],
  controllers: [DepositsController],
  providers: [DepositsService],
})
export class DepositsModule {}
