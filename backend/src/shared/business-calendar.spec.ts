import fc from 'fast-check';
import { addBusinessMinutes, businessMinutesBetween, OFFICE_WINDOW } from './business-calendar';

const at = (iso: string) => new Date(iso);

describe('addBusinessMinutes (the response clock: Mon-Fri 9:00-15:00, Missouri time)', () => {
  it.each([
    ['a lead at 8 pm on a Friday is due at 9:05 on Monday', '2026-11-28T02:00:00Z', 5, '2026-11-30T15:05:00Z'],
    ['inside the window the clock runs straight on', '2026-11-30T16:00:00Z', 5, '2026-11-30T16:05:00Z'],
    ['two minutes before closing: two today, three at the next opening', '2026-12-01T20:58:00Z', 5, '2026-12-02T15:03:00Z'],
    ['before opening the clock starts at 9:00', '2026-12-02T12:30:00Z', 30, '2026-12-02T15:30:00Z'],
    ['on a Sunday it waits for Monday', '2026-11-29T18:00:00Z', 5, '2026-11-30T15:05:00Z'],
    ['a whole office day (360 minutes) from Monday 9:00 ends at 15:00', '2026-11-30T15:00:00Z', 360, '2026-11-30T21:00:00Z'],
    ['across the autumn clock change: Friday 14:58 CDT + 5 is Monday 9:03 CST', '2026-10-30T19:58:00Z', 5, '2026-11-02T15:03:00Z'],
    ['across the spring clock change: Friday 8 pm CST + 5 is Monday 9:05 CDT', '2026-03-07T02:00:00Z', 5, '2026-03-09T14:05:00Z'],
    ['no time at all after hours is the next opening', '2026-11-28T02:00:00Z', 0, '2026-11-30T15:00:00Z'],
  ])('%s', (_case, start, minutes, due) => {
    expect(addBusinessMinutes(at(start), minutes).toISOString()).toBe(at(due).toISOString());
  });

  it('follows another window when the office sets one (Saturdays 8:00-12:00 only)', () => {
    const saturdays = { days: [6], openMinute: 8 * 60, closeMinute: 12 * 60 };
    expect(addBusinessMinutes(at('2026-11-30T15:00:00Z'), 10, saturdays).toISOString()).toBe('2026-12-05T14:10:00.000Z');
  });

  it('refuses a window with no working day instead of looping', () => {
    expect(() => addBusinessMinutes(at('2026-11-30T15:00:00Z'), 5, { ...OFFICE_WINDOW, days: [] })).toThrow('no working day');
  });
});

describe('businessMinutesBetween (how fast the office answered, in office minutes)', () => {
  it.each([
    ['Friday 8 pm to Monday 9:05', '2026-11-28T02:00:00Z', '2026-11-30T15:05:00Z', 5],
    ['Tuesday 14:50 to Wednesday 9:20', '2026-12-01T20:50:00Z', '2026-12-02T15:20:00Z', 30],
    ['all of Saturday and Sunday', '2026-11-28T06:00:00Z', '2026-11-30T06:00:00Z', 0],
    ['a full week, Monday 0:00 to Monday 0:00', '2026-11-30T06:00:00Z', '2026-12-07T06:00:00Z', 5 * 360],
    ['an end before the start', '2026-11-30T17:00:00Z', '2026-11-30T16:00:00Z', 0],
  ])('%s', (_case, start, end, minutes) => {
    expect(businessMinutesBetween(at(start), at(end))).toBe(minutes);
  });

  it('agrees with addBusinessMinutes for any start and length (fast-check prints its seed on a failure)', () => {
    const anyStart = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(anyStart, fc.integer({ min: 0, max: 5000 }), (start, minutes) => {
        const due = addBusinessMinutes(start, minutes);
        expect(due.getTime()).toBeGreaterThanOrEqual(start.getTime());
        expect(businessMinutesBetween(start, due)).toBeCloseTo(minutes, 6);
      }),
    );
  });
});
