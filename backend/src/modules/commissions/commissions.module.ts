import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { ReferralsAdminController } from './referrals-admin.controller';
import { ReferralsAdminService } from './referrals-admin.service';

/** Referral stages, the commission ledger, payouts and the partner's statement (issue 14). */
@Module({
  imports: [MailModule],
  controllers: [ReferralsAdminController],
  providers: [ReferralsAdminService],
})
export class CommissionsModule {}
