import { Global, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hadEarlierContactMessage } from './modules/contact/earlier-messages';
import { SiteLeadLookup } from './modules/affiliates/site-lead-lookup';
import { hadEarlierLead } from './modules/leads/earlier-leads';

/** Partner attribution asks leads and contact, which own the site's leads (see SiteLeadLookup). */
const siteLeadLookup: SiteLeadLookup = {
  async isEarlierSiteLead(manager: EntityManager, email: string) {
    return (await hadEarlierLead(manager, email)) || (await hadEarlierContactMessage(manager, email));
  },
};

/** Global so that AffiliatesModule, below leads and contact in the module graph, can inject it. */
@Global()
@Module({ providers: [{ provide: SiteLeadLookup, useValue: siteLeadLookup }], exports: [SiteLeadLookup] })
export class SiteLeadLookupModule {}
