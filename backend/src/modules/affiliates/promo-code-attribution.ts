import { ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { normaliseAffiliateCode } from './affiliate-code';
import { AffiliateLeadFlag, AffiliateLeadStatus, PROMO_CODE_SOURCE } from './affiliates.enums';
import { AffiliateLead } from './entities/affiliate-lead.entity';
import { AffiliateLeads, siteCustomerReferral, type ReferredCustomer } from './affiliate-leads';

/** What the office learns when a mentioned code is entered on a lead. */
export interface PromoCodeAttributionResult {
  affiliateId: number;
  affiliateCode: string;
  partnerName: string;
  affiliateLeadId: number;
  message: string;
}

export const inactivePromoCodeMessage = (code: string) =>
  `No active referral partner has the code ${code}. Check the spelling with the customer; a suspended or rejected partner's code does not count.`;

/**
 * Issue 30: the promo code a customer mentions at the consultation ("mention RIVER"). The office
 * enters it on the lead and the customer becomes that partner's referral, as through the partner's
 * link (first touch: a customer some partner already has stays theirs), with `source` 'promo code'.
 * Runs in the caller's transaction; the partner's code is their affiliate code.
 */
@Injectable()
export class PromoCodeAttribution {
  constructor(private readonly affiliateLeads: AffiliateLeads) {}

  async attribute(manager: EntityManager, code: string, customer: ReferredCustomer): Promise<PromoCodeAttributionResult> {
    const wanted = normaliseAffiliateCode(code);
    const affiliate = await this.affiliateLeads.activeAffiliate(manager, wanted);
    if (!affiliate) throw new UnprocessableEntityException(inactivePromoCodeMessage(wanted));
    await this.affiliateLeads.lockCustomer(manager, customer.email);
    const existing = await manager
      .getRepository(AffiliateLead)
      .createQueryBuilder('l')
      .innerJoinAndSelect('l.affiliate', 'a')
      .where('l."customerEmail" = :email AND l."leadStatus" <> :lost', { email: customer.email.trim().toLowerCase(), lost: AffiliateLeadStatus.Lost })
      .orderBy('l.id', 'ASC')
      .getOne();
    if (existing?.affiliate) {
      throw new ConflictException(
        `This customer is already a referral of ${partnerName(existing.affiliate)} (code ${existing.affiliate.affiliateCode ?? 'none'}); first touch wins, so a code mentioned later does not change the partner.`,
      );
    }
    const lead = await this.affiliateLeads.record(
      manager,
      affiliate,
      siteCustomerReferral(customer, PROMO_CODE_SOURCE),
      // The customer is a site lead by definition here (the office is looking at the lead): only a self-referral is flagged.
      this.affiliateLeads.isSelfReferral(affiliate, customer.email, customer.phone) ? AffiliateLeadFlag.SelfReferral : null,
    );
    const name = partnerName(affiliate);
    return {
      affiliateId: affiliate.id,
      affiliateCode: affiliate.affiliateCode!,
      partnerName: name,
      affiliateLeadId: lead.id,
      message: `This lead is now a referral of ${name} (code ${affiliate.affiliateCode}).`,
    };
  }
}

function partnerName(affiliate: { businessName: string | null; firstName: string; lastName: string }): string {
  return affiliate.businessName?.trim() || `${affiliate.firstName} ${affiliate.lastName}`;
}
