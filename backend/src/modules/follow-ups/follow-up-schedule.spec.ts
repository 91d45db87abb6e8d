import { LeadFollowUpState } from '../leads/leads.enums';
import { followUpStatus, isStepLate, isWindowOpen, nextWindowOpening } from './follow-up-schedule';
import { FollowUpConfigError, parseFollowUpDelays, parseFollowUpsCron, parseSendWindow } from '../../config/follow-up-settings';

const DAY = 86_400;
const officeHours = parseSendWindow('Mon-Fri 09:00-15:00')!;
const at = (iso: string) => new Date(iso);

describe('FOLLOW_UPS_DELAYS', () => {
  it('takes one to three ascending durations in m, h or d', () => {
    expect(parseFollowUpDelays('2d,5d,10d')).toEqual([2 * DAY, 5 * DAY, 10 * DAY]);
    expect(parseFollowUpDelays('2m, 5m, 10m')).toEqual([120, 300, 600]);
    expect(parseFollowUpDelays('36h')).toEqual([36 * 3600]);
  });

  it.each(['', '2d,5d,10d,20d', '5d,2d', '2d,2d', '0d', '2w', '2', '-1d', '2d,,5d', '1.5d'])('refuses %j with one line naming the variable', (raw) => {
    expect(() => parseFollowUpDelays(raw)).toThrow(FollowUpConfigError);
    expect(() => parseFollowUpDelays(raw)).toThrow(/^FOLLOW_UPS_DELAYS must be one to 3 ascending durations in m, h or d/);
  });
});

describe('FOLLOW_UPS_CRON', () => {
  it('takes five-field expressions, every minute included', () => {
    expect(parseFollowUpsCron('*/15 * * * *')).toBe('*/15 * * * *');
    expect(parseFollowUpsCron('* * * * *')).toBe('* * * * *');
    expect(parseFollowUpsCron(' 0  9 * * 1-5 ')).toBe('0 9 * * 1-5');
  });

  it.each(['* * * * * *', '*/15 * * *', 'every minute', '61 * * * *'])('refuses %j (seconds included: more often than every minute)', (raw) => {
    expect(() => parseFollowUpsCron(raw)).toThrow(/^FOLLOW_UPS_CRON must be a cron expression of five fields/);
  });
});

describe('FOLLOW_UPS_SEND_WINDOW', () => {
  it('takes always, day ranges and lists', () => {
    expect(parseSendWindow('always')).toBeNull();
    expect([...officeHours.days]).toEqual([1, 2, 3, 4, 5]);
    expect(officeHours).toMatchObject({ startMinute: 540, endMinute: 900 });
    expect([...parseSendWindow('Mon,Wed,Fri 10:00-12:30')!.days]).toEqual([1, 3, 5]);
    expect([...parseSendWindow('Fri-Mon 00:00-24:00')!.days].sort()).toEqual([0, 1, 5, 6]);
  });

  it.each(['Mon-Fri', 'Mon-Fri 15:00-09:00', 'Mon-Fri 9:00-15:00', 'Funday 09:00-15:00', 'Mon-Tue-Wed 09:00-10:00', 'Mon 24:00-24:30', 'Mon 09:00-09:00'])(
    'refuses %j',
    (raw) => {
      expect(() => parseSendWindow(raw)).toThrow(/^FOLLOW_UPS_SEND_WINDOW must be "always" or days and hours/);
    },
  );
});

describe('the send window (Missouri time)', () => {
  it('is open Friday 14:59 and closed from 15:00, then opens Monday 09:00', () => {
    // 2026-02-27 is a Friday; CST is UTC-6.
    expect(isWindowOpen(officeHours, at('2026-02-27T20:59:00Z'))).toBe(true);
    expect(isWindowOpen(officeHours, at('2026-02-27T21:00:00Z'))).toBe(false);
    expect(nextWindowOpening(officeHours, at('2026-02-27T21:00:00Z'))).toEqual(at('2026-03-02T15:00:00Z'));
    expect(isWindowOpen(officeHours, at('2026-03-02T14:59:59Z'))).toBe(false);
    expect(isWindowOpen(officeHours, at('2026-03-02T15:00:00Z'))).toBe(true);
  });

  it('follows the clocks over the DST weekends: 09:00 is 14:00 UTC after spring forward and 15:00 UTC after fall back', () => {
    // Clocks go forward on Sunday 2026-03-08: Friday closes at 21:00 UTC, Monday opens at 14:00 UTC.
    expect(isWindowOpen(officeHours, at('2026-03-06T20:59:00Z'))).toBe(true);
    expect(nextWindowOpening(officeHours, at('2026-03-06T21:00:00Z'))).toEqual(at('2026-03-09T14:00:00Z'));
    expect(isWindowOpen(officeHours, at('2026-03-09T13:59:00Z'))).toBe(false);
    expect(isWindowOpen(officeHours, at('2026-03-09T14:00:00Z'))).toBe(true);
    expect(isWindowOpen(officeHours, at('2026-03-13T19:59:00Z'))).toBe(true); // Friday 14:59 CDT
    expect(isWindowOpen(officeHours, at('2026-03-13T20:00:00Z'))).toBe(false); // Friday 15:00 CDT
    // Clocks go back on Sunday 2026-11-01.
    expect(nextWindowOpening(officeHours, at('2026-10-30T20:00:00Z'))).toEqual(at('2026-11-02T15:00:00Z'));
  });

  it("answers the same day's opening before it, and none without a window", () => {
    expect(nextWindowOpening(officeHours, at('2026-03-03T12:00:00Z'))).toEqual(at('2026-03-03T15:00:00Z'));
    expect(nextWindowOpening(officeHours, at('2026-03-03T16:00:00Z'))).toEqual(at('2026-03-04T15:00:00Z'));
    expect(isWindowOpen(null, at('2026-03-07T03:00:00Z'))).toBe(true);
    expect(nextWindowOpening(null, at('2026-03-07T03:00:00Z'))).toBeNull();
  });
});

describe('late steps', () => {
  const created = at('2026-03-02T16:00:00Z'); // Monday 10:00 CST
  const delays = [2 * DAY, 5 * DAY, 10 * DAY];

  it('a step is late once it is more than its own delay past due', () => {
    expect(isStepLate(created, delays, 1, at('2026-03-06T16:00:00Z'), officeHours)).toBe(false); // exactly 2 days late
    expect(isStepLate(created, delays, 1, at('2026-03-06T16:00:01Z'), officeHours)).toBe(true);
    expect(isStepLate(created, delays, 1, at('2026-03-06T16:00:01Z'), null)).toBe(true);
  });

  it("counts from the window's opening when the step fell due outside it (a weekend never makes a step late)", () => {
    // Due Friday 15:00 CST, just as the window closes: sendable from Monday 09:00 CDT (14:00 UTC).
    const wednesday = at('2026-03-04T21:00:00Z');
    expect(isStepLate(wednesday, delays, 1, at('2026-03-09T14:00:00Z'), officeHours)).toBe(false);
    expect(isStepLate(wednesday, delays, 1, at('2026-03-11T14:00:00Z'), officeHours)).toBe(false);
    expect(isStepLate(wednesday, delays, 1, at('2026-03-11T14:00:01Z'), officeHours)).toBe(true);
    // Without a window it counts from the due time.
    expect(isStepLate(wednesday, delays, 1, at('2026-03-09T14:00:00Z'), null)).toBe(true);
  });

  it('never within a minute of being due, even with minute delays', () => {
    expect(isStepLate(created, [10], 1, new Date(created.getTime() + 70_000), null)).toBe(false);
    expect(isStepLate(created, [10], 1, new Date(created.getTime() + 70_001), null)).toBe(true);
  });
});

describe('followUpStatus', () => {
  const base = { createdAt: at('2026-03-02T16:00:00Z'), followUpCount: 0, followUpsPaused: false, followUpsStoppedReason: null, unsubscribedAt: null };
  const delays = [2 * DAY, 5 * DAY, 10 * DAY];

  it('gives the next step and when it is due, or why it ended', () => {
    expect(followUpStatus(base, delays)).toEqual({ state: LeadFollowUpState.Active, nextStep: 1, nextDueAt: at('2026-03-04T16:00:00Z'), stoppedReason: null });
    expect(followUpStatus({ ...base, followUpCount: 1, followUpsPaused: true }, delays)).toMatchObject({ state: LeadFollowUpState.Paused, nextStep: 2 });
    expect(followUpStatus({ ...base, followUpCount: 3 }, delays).state).toBe(LeadFollowUpState.Finished);
    expect(followUpStatus({ ...base, followUpsStoppedReason: 'call-booked' }, delays)).toMatchObject({
      state: LeadFollowUpState.Stopped,
      stoppedReason: 'call-booked',
    });
    expect(followUpStatus({ ...base, unsubscribedAt: new Date() }, delays)).toMatchObject({ state: LeadFollowUpState.Stopped, stoppedReason: 'unsubscribed' });
  });
});
