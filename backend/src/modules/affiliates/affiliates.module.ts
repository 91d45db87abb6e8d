import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Affiliate } from './entities/affiliate.entity';
import { AffiliateLead } from './entities/affiliate-lead.entity';
import { MailModule } from '../../mail/mail.module';
import { AuthModule } from '../auth/auth.module';
import { AdminAffiliatesController } from './admin-affiliates.controller';
import { AdminAffiliatesService } from './admin-affiliates.service';
import { AffiliateLeads } from './affiliate-leads';
import { AffiliatesController } from './affiliates.controller';
import { AffiliatesService } from './affiliates.service';
import { ReferralPartners } from './referral-partners';

/**
 * Referral partners (issue 14): applications, the office's review, the partner lead form, and
 * referral-link attribution (AffiliateLeads, exported for the lead and contact forms), and the
 * partners and referrals as the commission ledger reads and changes them (ReferralPartners,
 * exported for the commissions module, which never queries these tables' entities itself).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Affiliate, AffiliateLead]), MailModule, AuthModule],
  controllers: [AffiliatesController, AdminAffiliatesController],
  providers: [AffiliatesService, AdminAffiliatesService, AffiliateLeads, ReferralPartners],
  exports: [AffiliateLeads, ReferralPartners],
})
export class AffiliatesModule {}
