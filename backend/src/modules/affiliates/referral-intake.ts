import type { EntityManager } from 'typeorm';

/** The customer of a partner's referral, as the lead desk takes them. */
export interface PartnerReferral {
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  /** Where the customer wants to build, as the partner typed it (routing reads the county from it). */
  location: string | null;
  /** The partner's code. */
  ref: string;
}

/**
 * "A partner sent us this customer: put them on the lead desk" (issue 27: every lead, a partner's
 * referral included, has an owner from the moment it arrives). The leads module does it; it sits
 * above affiliates in the module graph, so the app wires it in (src/site-lead-lookup.module.ts) and
 * affiliates only names the request, as with SiteLeadLookup.
 */
export abstract class ReferralIntake {
  abstract intake(manager: EntityManager, referral: PartnerReferral): Promise<void>;
}
