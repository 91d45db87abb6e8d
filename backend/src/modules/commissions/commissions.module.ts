import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommissionEntry } from './entities/commission-entry.entity';
import { CommissionPayment } from './entities/commission-payment.entity';
import { MailModule } from '../../mail/mail.module';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { CommissionHoldJob } from './commission-hold.job';
import { CommissionPaymentsAdminController, PayableCommissionsAdminController } from './commission-payments-admin.controller';
import { CommissionPaymentsService } from './commission-payments.service';
import { PartnerCommissionsController } from './partner-commissions.controller';
import { PartnerCommissionsService } from './partner-commissions.service';
import { ReferralsAdminController } from './referrals-admin.controller';
import { ReferralsAdminService } from './referrals-admin.service';

/** Referral stages, the commission ledger, payouts and the partner's statement (issue 14). */
@Module({
  imports: [TypeOrmModule.forFeature([CommissionEntry, CommissionPayment]), MailModule, AffiliatesModule],
  controllers: [ReferralsAdminController, CommissionPaymentsAdminController, PayableCommissionsAdminController, PartnerCommissionsController],
  providers: [ReferralsAdminService, CommissionPaymentsService, CommissionHoldJob, PartnerCommissionsService],
})
export class CommissionsModule {}
