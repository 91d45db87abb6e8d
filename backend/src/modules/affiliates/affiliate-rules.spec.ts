import { decisionRefusal, ReviewDecision } from './referral-review-flow';
import { paidAdEvidence } from './referral-signals';
import { ConflictException } from '@nestjs/common';
import { AFFILIATE_CODE_ALPHABET, AFFILIATE_CODE_LENGTH, AFFILIATE_CODE_PATTERN, newAffiliateCode, normaliseAffiliateCode } from './affiliate-code';
import { earnsCommission } from './affiliate-lead-stages';
import { partnerStatusFlow } from './affiliate-status-flow';
import { readAffiliateTaxFlags, writeAffiliateTaxFlags } from './affiliate-text-flags';
import { AffiliateStatus, ReferralReviewState } from './affiliates.enums';

describe('affiliate codes', () => {
  it('uses capitals and digits without look-alikes', () => {
    for (const confusable of ['0', 'O', '1', 'I', 'L']) expect(AFFILIATE_CODE_ALPHABET).not.toContain(confusable);
    expect(AFFILIATE_CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
    expect(new Set(AFFILIATE_CODE_ALPHABET).size).toBe(AFFILIATE_CODE_ALPHABET.length);
  });

  it('makes 8-character codes from the alphabet that the pattern accepts, and rarely the same one twice', () => {
    const codes = Array.from({ length: 500 }, newAffiliateCode);
    for (const code of codes) {
      expect(code).toHaveLength(AFFILIATE_CODE_LENGTH);
      expect([...code].every((c) => AFFILIATE_CODE_ALPHABET.includes(c))).toBe(true);
      expect(code).toMatch(AFFILIATE_CODE_PATTERN);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('reads a typed code in any case, trimmed', () => {
    expect(normaliseAffiliateCode('  tq4x7kmp ')).toBe('TQ4X7KMP');
  });
});

describe('affiliate-status-flow', () => {
  it('allows pending → active/rejected and active ↔ suspended only', () => {
    expect(partnerStatusFlow.allowed(AffiliateStatus.Pending)).toEqual([AffiliateStatus.Active, AffiliateStatus.Rejected]);
    expect(partnerStatusFlow.allowed(AffiliateStatus.Active)).toEqual([AffiliateStatus.Suspended]);
    expect(partnerStatusFlow.allowed(AffiliateStatus.Suspended)).toEqual([AffiliateStatus.Active]);
    expect(partnerStatusFlow.allowed(AffiliateStatus.Rejected)).toEqual([]);
    expect(Object.keys(partnerStatusFlow.moves).sort()).toEqual(Object.values(AffiliateStatus).sort());
  });

  it("refuses other moves with 409 'A partner cannot move from {from} to {to}.'", () => {
    expect(() => partnerStatusFlow.assert(AffiliateStatus.Rejected, AffiliateStatus.Active)).toThrow(
      new ConflictException('A partner cannot move from rejected to active.'),
    );
    expect(() => partnerStatusFlow.assert(AffiliateStatus.Pending, AffiliateStatus.Suspended)).toThrow(ConflictException);
    expect(() => partnerStatusFlow.assert(AffiliateStatus.Suspended, AffiliateStatus.Active)).not.toThrow();
  });
});

describe('the text-boolean mapper of taxIdProvided and w9Submitted', () => {
  it("reads only the text 'true' as true", () => {
    expect(readAffiliateTaxFlags({ taxIdProvided: 'true', w9Submitted: 'false' })).toEqual({ taxIdProvided: true, w9Submitted: false });
    expect(readAffiliateTaxFlags({ taxIdProvided: ' TRUE ', w9Submitted: 'yes' })).toEqual({ taxIdProvided: true, w9Submitted: false });
  });

  it('writes only the flags given, as the texts true and false', () => {
    expect(writeAffiliateTaxFlags({ w9Submitted: true })).toEqual({ w9Submitted: 'true' });
    expect(writeAffiliateTaxFlags({ taxIdProvided: false, w9Submitted: false })).toEqual({ taxIdProvided: 'false', w9Submitted: 'false' });
    expect(writeAffiliateTaxFlags({})).toEqual({});
  });
});

describe('earnsCommission', () => {
  it('is false while a flag waits for an admin', () => {
    expect(earnsCommission({ reviewState: null })).toBe(true);
    expect(earnsCommission({ reviewState: ReferralReviewState.UnderReview })).toBe(false);
    expect(earnsCommission({ reviewState: ReferralReviewState.Cleared })).toBe(true);
    expect(earnsCommission({ reviewState: ReferralReviewState.Rejected })).toBe(false);
  });
});

describe('referral review', () => {
  it('lets an admin decide once: under review → cleared or rejected; a second decision is refused in a sentence', () => {
    expect(decisionRefusal(ReferralReviewState.UnderReview, ReviewDecision.Clear)).toBeNull();
    expect(decisionRefusal(ReferralReviewState.UnderReview, ReviewDecision.Reject)).toBeNull();
    expect(decisionRefusal(ReferralReviewState.Cleared, ReviewDecision.Reject)).toBe(
      'A referral review cannot move from cleared to rejected. This referral was already cleared; a decision cannot be changed.',
    );
    expect(decisionRefusal(ReferralReviewState.Rejected, ReviewDecision.Clear)).toMatch(/already rejected/);
    expect(decisionRefusal(null, ReviewDecision.Clear)).toMatch(/no flag to review/);
  });

  it('reads paid-ad evidence from the utm medium, an ad click id in the landing URL or an ad network referrer', () => {
    expect(paidAdEvidence({ utmMedium: 'CPC' })).toBe('utm_medium is "cpc"');
    expect(paidAdEvidence({ adClickParam: 'gclid' })).toMatch(/gclid/);
    // Facebook marks every outbound link, a partner's unpaid post included: not evidence of an ad.
    expect(paidAdEvidence({ adClickParam: 'fbclid' })).toBeNull();
    expect(paidAdEvidence({ referrerHost: 'googleads.g.doubleclick.net' })).toMatch(/doubleclick/);
    expect(paidAdEvidence({ utmMedium: 'email', adClickParam: null, referrerHost: 'www.facebook.com' })).toBeNull();
  });
});
