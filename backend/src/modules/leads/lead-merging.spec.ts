import type { DiscoveryCallLead } from './entities/discovery-call-lead.entity';
import { combinedLeadValues } from './lead-merging';
import { touchFromTracking } from './lead-touches';

const touch = (at: string, utmSource: string) => touchFromTracking({ utmSource }, new Date(at));

function lead(values: Partial<DiscoveryCallLead>): DiscoveryCallLead {
  return {
    lastName: null,
    phone: null,
    quizAnswers: null,
    expectedCloseDate: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    calendarScheduled: false,
    accessUnlocked: true,
    followUpsPaused: false,
    followUpCount: 0,
    followUpsStoppedReason: null,
    unsubscribedAt: null,
    lastContacted: null,
    firstResponseAt: null,
    responseNoticeSentAt: null,
    responseEscalatedAt: null,
    firstTouch: null,
    lastTouch: null,
    ...values,
  } as DiscoveryCallLead;
}

describe('combinedLeadValues (the kept lead after a merge)', () => {
  const kept = lead({
    createdAt: new Date('2026-05-10T15:00:00Z'),
    phone: '(573) 555-0101',
    utmSource: 'google',
    followUpCount: 1,
    lastContacted: new Date('2026-05-12T15:00:00Z'),
    firstTouch: touch('2026-05-10T15:00:00.000Z', 'google'),
    lastTouch: touch('2026-05-10T15:00:00.000Z', 'google'),
  });
  const merged = lead({
    createdAt: new Date('2026-04-01T15:00:00Z'),
    phone: '5735550101',
    lastName: 'Price',
    utmSource: 'facebook',
    utmMedium: 'paid',
    followUpCount: 3,
    followUpsStoppedReason: 'replied',
    unsubscribedAt: new Date('2026-04-20T15:00:00Z'),
    calendarScheduled: true,
    firstResponseAt: new Date('2026-04-01T16:00:00Z'),
    lastContacted: new Date('2026-04-02T15:00:00Z'),
    firstTouch: touch('2026-04-01T15:00:00.000Z', 'facebook'),
    lastTouch: touch('2026-06-01T15:00:00.000Z', 'newsletter'),
  });

  it('takes the first touch, campaign fields and first date of the earlier lead, even when it is the one merged away', () => {
    const values = combinedLeadValues(kept, merged);
    expect(values).toMatchObject({ utmSource: 'facebook', utmMedium: 'paid', createdAt: merged.createdAt });
    expect(values.firstTouch?.utmSource).toBe('facebook');
    expect(values.lastTouch?.utmSource).toBe('newsletter');
  });

  it("keeps the kept lead's own values and fills only its gaps", () => {
    expect(combinedLeadValues(kept, merged)).toMatchObject({ phone: '(573) 555-0101', lastName: 'Price' });
  });

  it('keeps every stop of the follow-ups and the earliest response, and continues after the furthest step', () => {
    expect(combinedLeadValues(kept, merged)).toMatchObject({
      followUpCount: 3,
      followUpsStoppedReason: 'replied',
      unsubscribedAt: merged.unsubscribedAt,
      calendarScheduled: true,
      firstResponseAt: merged.firstResponseAt,
      lastContacted: kept.lastContacted,
    });
  });

  it('keeps the campaign of the kept lead when it came first', () => {
    expect(combinedLeadValues(merged, kept)).toMatchObject({ utmSource: 'facebook', createdAt: merged.createdAt, phone: '5735550101' });
  });
});
