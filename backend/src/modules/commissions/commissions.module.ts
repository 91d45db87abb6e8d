import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommissionEntry } from './entities/commission-entry.entity';
import { CommissionPayment } from './entities/commission-payment.entity';
import { MailModule } from '../../mail/mail.module';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { CommissionHoldJob } from './commission-hold.job';
import { CommissionPaymentsAdminController, PayableCommissionsAdminController } from './commission-payments-admin.controller';
import { CommissionPaymentsService } from './commission-payments.service';
import { PartnerReferralStatsController } from './partner-referral-stats.controller';
import { PartnerCommissionsController } from './partner-commissions.controller';
import { PartnerCommissionsService } from './partner-commissions.service';
import { ReferralFlagsAdminController } from './referral-flags-admin.controller';
import { ReferralFlagsAdminService } from './referral-flags-admin.service';
import { ReferralsAdminController } from './referrals-admin.controller';
import { ReferralsAdminService } from './referrals-admin.service';

/** Referral stages, the commission ledger, payouts, the partner's statement (issue 14) and the fraud review queue (issue 30). */
@Module({
  imports: [TypeOrmModule.forFeature([CommissionEntry, CommissionPayment]), MailModule, AffiliatesModule],
  controllers: [
    ReferralsAdminController,
    ReferralFlagsAdminController,
    CommissionPaymentsAdminController,
    PayableCommissionsAdminController,
    PartnerCommissionsController,
    PartnerReferralStatsController,
  ],
  providers: [ReferralsAdminService, ReferralFlagsAdminService, CommissionPaymentsService, CommissionHoldJob, PartnerCommissionsService],
})
export class CommissionsModule {}
