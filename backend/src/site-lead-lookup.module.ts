import { Global, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hadEarlierContactMessage } from './modules/contact/earlier-messages';
import { SiteLeadLookup } from './modules/affiliates/site-lead-lookup';
import { ReferralIntake } from './modules/affiliates/referral-intake';
import { hadEarlierLead } from './modules/leads/earlier-leads';
import { LeadsModule } from './modules/leads/leads.module';
import { LeadsService } from './modules/leads/leads.service';

/** Partner attribution asks leads and contact, which own the site's leads (see SiteLeadLookup). */
const siteLeadLookup: SiteLeadLookup = {
  async isEarlierSiteLead(manager: EntityManager, email: string) {
    return (await hadEarlierLead(manager, email)) || (await hadEarlierContactMessage(manager, email));
  },
};

/**
 * Global so that AffiliatesModule, below leads and contact in the module graph, can inject them:
 * partner attribution's question (SiteLeadLookup) and the hand-over of a partner's referral to the
 * lead desk (ReferralIntake, answered by LeadsService with an owner at once).
 */
@Global()
@Module({
  imports: [LeadsModule],
  providers: [
    { provide: SiteLeadLookup, useValue: siteLeadLookup },
    {
      provide: ReferralIntake,
      useFactory: (leads: LeadsService): ReferralIntake => ({ intake: (manager, referral) => leads.acceptPartnerReferral(manager, referral) }),
      inject: [LeadsService],
    },
  ],
  exports: [SiteLeadLookup, ReferralIntake],
})
export class SiteLeadLookupModule {}
