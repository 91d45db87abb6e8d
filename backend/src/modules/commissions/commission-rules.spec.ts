import { AffiliateLeadType, ReferralReviewState } from '../affiliates/affiliates.enums';
import { centsToDecimal, commissionCents, decimalToCents, rateBasisPoints } from './commission-rules';
import { earnsCommission } from '../affiliates/affiliate-lead-stages';

describe('commission rules', () => {
  it('a done_deal earns rate × net profit, a raw_lead the configured share of it, rounded half up to the cent', () => {
    expect(commissionCents(1_000_000, 20, AffiliateLeadType.DoneDeal, 5000)).toBe(200_000);
    expect(commissionCents(1_000_000, 20, AffiliateLeadType.RawLead, 5000)).toBe(100_000);
    expect(commissionCents(12_345, '12.5', AffiliateLeadType.DoneDeal, 5000)).toBe(1543); // 1543.125
    expect(commissionCents(12_347, 10, AffiliateLeadType.RawLead, 5000)).toBe(617); // 617.35
    expect(commissionCents(2_147_483_647, '99.99', AffiliateLeadType.DoneDeal, 5000)).toBe(2_147_268_899); // 2147268898.635…
    expect(commissionCents(0, 20, AffiliateLeadType.DoneDeal, 5000)).toBe(0);
  });

  it('turns rates and amounts into integers without floating point', () => {
    expect(rateBasisPoints(20)).toBe(2000);
    expect(rateBasisPoints('7.25')).toBe(725);
    expect(centsToDecimal(123_456)).toBe('1234.56');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(decimalToCents('1234.5')).toBe(123_450);
    expect(decimalToCents(0.29)).toBe(29);
    expect(decimalToCents('-0.05')).toBe(-5);
  });

  it('a flagged referral earns nothing until cleared', () => {
    expect(earnsCommission({ reviewState: null })).toBe(true);
    expect(earnsCommission({ reviewState: ReferralReviewState.UnderReview })).toBe(false);
    expect(earnsCommission({ reviewState: ReferralReviewState.Cleared })).toBe(true);
    expect(earnsCommission({ reviewState: ReferralReviewState.Rejected })).toBe(false);
  });
});
