import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Affiliate } from './entities/affiliate.entity';
import { AffiliateLead } from './entities/affiliate-lead.entity';
import { ReferralClick } from './entities/referral-click.entity';
import { PartnerResource } from './entities/partner-resource.entity';
import { FilesModule } from '../files/files.module';
import { ReferralSignal } from './entities/referral-signal.entity';
import { AffiliatePayoutMethod } from './entities/affiliate-payout-method.entity';
import { AffiliateTaxForm } from './entities/affiliate-tax-form.entity';
import { DataCipher } from '../../common/crypto/data-cipher';
import { AppConfig } from '../../config/app-config';
import { PartnerTaxController } from './partner-tax.controller';
import { PartnerTaxRecords } from './partner-tax-records';
import { MailModule } from '../../mail/mail.module';
import { AuthModule } from '../auth/auth.module';
import { AdminAffiliatesController } from './admin-affiliates.controller';
import { AdminAffiliatesService } from './admin-affiliates.service';
import { AffiliateLeads } from './affiliate-leads';
import { AffiliatesController } from './affiliates.controller';
import { AffiliatesService } from './affiliates.service';
import { PromoCodeAttribution } from './promo-code-attribution';
import { ReferralClicks } from './referral-clicks';
import { ReferralPartners } from './referral-partners';
import { ReferralStats } from './referral-stats';
import { AdminPartnerResourcesController, PartnerResourcesController } from './partner-resources.controller';
import { PartnerResourcesService } from './partner-resources.service';
import { ReferralSignals } from './referral-signals';

/**
 * Referral partners (issue 14): applications, the office's review, the partner lead form, and
 * referral-link attribution (AffiliateLeads, exported for the lead and contact forms), and the
 * partners and referrals as the commission ledger reads and changes them (ReferralPartners,
 * exported for the commissions module, which never queries these tables' entities itself).
 * Issue 30: the clicks of partners' links and their first-touch cookie (ReferralClicks, used by the
 * site's link handler), the partner's link numbers (ReferralStats), the promo code the office
 * enters on a lead (PromoCodeAttribution), the partner resources (files in the FileStore, listed
 * on every active partner's dashboard), and the partners' W-9s and payout methods (PartnerTaxRecords).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Affiliate, AffiliateLead, ReferralClick, ReferralSignal, PartnerResource, AffiliateTaxForm, AffiliatePayoutMethod]),
    MailModule,
    AuthModule,
    FilesModule,
  ],
  controllers: [AffiliatesController, AdminAffiliatesController, AdminPartnerResourcesController, PartnerResourcesController, PartnerTaxController],
  providers: [
    AffiliatesService,
    AdminAffiliatesService,
    AffiliateLeads,
    ReferralPartners,
    ReferralSignals,
    ReferralClicks,
    ReferralStats,
    PromoCodeAttribution,
    PartnerResourcesService,
    PartnerTaxRecords,
    { provide: DataCipher, useFactory: (config: AppConfig) => new DataCipher(config.dataEncryptionKey, config.dataEncryptionKeyPrevious), inject: [AppConfig] },
  ],
  exports: [AffiliateLeads, ReferralPartners, ReferralClicks, ReferralStats, PromoCodeAttribution, PartnerTaxRecords],
})
export class AffiliatesModule {}
