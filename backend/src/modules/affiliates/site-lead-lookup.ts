import type { EntityManager } from 'typeorm';

/**
 * "Was this customer already a lead of the site before this transaction?" (a partner's referral of
 * such a customer is flagged as a duplicate). The modules that own those records answer it (leads
 * for the quiz and discovery forms, contact for the contact form); they sit above affiliates in the
 * module graph, so the app wires their answers in (src/site-lead-lookup.module.ts) and affiliates
 * only names the question.
 */
export abstract class SiteLeadLookup {
  abstract isEarlierSiteLead(manager: EntityManager, email: string): Promise<boolean>;
}
