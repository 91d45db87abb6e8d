import { isEarlierTouch, type LeadTouch, mergeTouches, touchChannel, touchFromTracking } from './lead-touches';

const touch = (at: string, fields: Partial<LeadTouch> = {}): LeadTouch => ({
  at,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
  referrerHost: null,
  landingPage: null,
  partner: null,
  ...fields,
});

describe('touchFromTracking', () => {
  it('takes the tracking as sent, trimmed, the referrer host lower-cased and ref as the partner', () => {
    expect(
      touchFromTracking(
        { utmSource: ' Facebook ', utmMedium: '', utmTerm: 'barn', referrerHost: 'M.Facebook.com', landingPage: '/plans', ref: 'AFF1' },
        new Date('2026-03-02T15:00:00Z'),
      ),
    ).toEqual(
      touch('2026-03-02T15:00:00.000Z', { utmSource: 'Facebook', utmTerm: 'barn', referrerHost: 'm.facebook.com', landingPage: '/plans', partner: 'AFF1' }),
    );
    expect(touchFromTracking(null, new Date('2026-03-02T15:00:00Z'))).toEqual(touch('2026-03-02T15:00:00.000Z'));
  });
});

describe('touchChannel (the source report defaults)', () => {
  it.each<[string, LeadTouch | null, { source: string; medium: string; campaign: string }]>([
    [
      'utm values win, lower-cased',
      touch('x', { utmSource: 'Facebook', utmMedium: 'Paid-Social', utmCampaign: 'Spring', partner: 'AFF1', referrerHost: 'a.com' }),
      { source: 'facebook', medium: 'paid-social', campaign: 'spring' },
    ],
    ['a partner code without utm', touch('x', { partner: 'AFF1', referrerHost: 'a.com' }), { source: 'partner', medium: 'referral', campaign: '(none)' }],
    ['a referring site without utm', touch('x', { referrerHost: 'www.bing.com' }), { source: 'www.bing.com', medium: 'referral', campaign: '(none)' }],
    ['a utm source alone', touch('x', { utmSource: 'YouTube' }), { source: 'youtube', medium: '(none)', campaign: '(none)' }],
    [
      'a utm medium with a referrer',
      touch('x', { utmMedium: 'email', referrerHost: 'mail.example' }),
      { source: 'mail.example', medium: 'email', campaign: '(none)' },
    ],
    ['nothing', touch('x'), { source: '(direct)', medium: '(none)', campaign: '(none)' }],
    ['no touch at all', null, { source: '(direct)', medium: '(none)', campaign: '(none)' }],
  ])('%s', (_name, value, expected) => {
    expect(touchChannel(value)).toEqual(expected);
  });
});

describe('mergeTouches (two leads become one)', () => {
  const early = touch('2026-01-01T10:00:00.000Z', { utmSource: 'google' });
  const middle = touch('2026-02-01T10:00:00.000Z', { utmSource: 'facebook' });
  const late = touch('2026-03-01T10:00:00.000Z', { partner: 'AFF1' });

  it('keeps the earlier first touch and the later last touch, whichever side they are on', () => {
    expect(mergeTouches({ firstTouch: middle, lastTouch: late }, { firstTouch: early, lastTouch: middle })).toEqual({ firstTouch: early, lastTouch: late });
    expect(mergeTouches({ firstTouch: early, lastTouch: middle }, { firstTouch: middle, lastTouch: late })).toEqual({ firstTouch: early, lastTouch: late });
  });

  it('a side without touches gives way; two without stay without', () => {
    expect(mergeTouches({ firstTouch: null, lastTouch: null }, { firstTouch: middle, lastTouch: late })).toEqual({ firstTouch: middle, lastTouch: late });
    expect(mergeTouches({ firstTouch: early, lastTouch: early }, { firstTouch: null, lastTouch: null })).toEqual({ firstTouch: early, lastTouch: early });
    expect(mergeTouches({ firstTouch: null, lastTouch: null }, { firstTouch: null, lastTouch: null })).toEqual({ firstTouch: null, lastTouch: null });
  });

  it('a tie: the first side gives the first touch, the second side the last', () => {
    const twin = touch(early.at, { utmSource: 'bing' });
    expect(isEarlierTouch(early, twin)).toBe(true);
    expect(mergeTouches({ firstTouch: early, lastTouch: early }, { firstTouch: twin, lastTouch: twin })).toEqual({ firstTouch: early, lastTouch: twin });
  });
});
