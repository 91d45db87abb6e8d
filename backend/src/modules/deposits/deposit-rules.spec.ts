import { START_DATE_FORMAT_MESSAGE, START_DATE_REQUIRED_MESSAGE, START_DATE_PAST_MESSAGE, START_DATE_TOO_FAR_MESSAGE, startDateProblem } from './deposit-rules';
import { businessToday } from '../../shared/business-calendar';

describe('businessToday: the date in Missouri (America/Chicago), whatever the server’s zone', () => {
  it.each([
    // Winter, CST = UTC-6: Missouri's midnight is 06:00 UTC.
    ['2027-01-15T05:59:59.999Z', '2027-01-14'],
    ['2027-01-15T06:00:00.000Z', '2027-01-15'],
    // Summer, CDT = UTC-5: 05:00 UTC.
    ['2027-07-04T04:59:59.999Z', '2027-07-03'],
    ['2027-07-04T05:00:00.000Z', '2027-07-04'],
    // Already the new year in UTC, still New Year's Eve in Missouri.
    ['2027-01-01T03:00:00.000Z', '2026-12-31'],
    // Around the clock changes (2 a.m. local on 14 March and 7 November 2027): the next
    // midnight is an hour earlier in UTC after spring forward, an hour later after fall back.
    ['2027-03-15T04:59:59.000Z', '2027-03-14'],
    ['2027-03-15T05:00:00.000Z', '2027-03-15'],
    ['2027-11-07T04:59:59.000Z', '2027-11-06'],
    ['2027-11-08T05:59:59.000Z', '2027-11-07'],
    ['2027-11-08T06:00:00.000Z', '2027-11-08'],
  ])('%s is %s', (instant, date) => {
    expect(businessToday(new Date(instant))).toBe(date);
  });
});

describe('startDateProblem', () => {
  const today = '2027-03-09';

  it('accepts tomorrow and any day up to five years out', () => {
    expect(startDateProblem('2027-03-10', today)).toBeNull();
    expect(startDateProblem('2028-02-29', today)).toBeNull();
    expect(startDateProblem('2032-03-09', today)).toBeNull();
  });

  it('refuses today and the past', () => {
    expect(startDateProblem(today, today)).toBe(START_DATE_PAST_MESSAGE);
    expect(startDateProblem('2027-03-08', today)).toBe(START_DATE_PAST_MESSAGE);
    expect(startDateProblem('1999-12-31', today)).toBe(START_DATE_PAST_MESSAGE);
  });

  it('refuses a day past five years', () => {
    expect(startDateProblem('2032-03-10', today)).toBe(START_DATE_TOO_FAR_MESSAGE);
    expect(startDateProblem('2099-01-01', today)).toBe(START_DATE_TOO_FAR_MESSAGE);
  });

  it('from 29 February, allows up to 28 February five years later', () => {
    expect(startDateProblem('2033-02-28', '2028-02-29')).toBeNull();
    expect(startDateProblem('2033-03-01', '2028-02-29')).toBe(START_DATE_TOO_FAR_MESSAGE);
  });

  it.each([[''], [null], [undefined]])('asks for a missing start date (%j)', (value) => {
    expect(startDateProblem(value, today)).toBe(START_DATE_REQUIRED_MESSAGE);
  });

  it.each([['2027-02-30'], ['2027-02-29'], ['2027-13-01'], ['2027-3-10'], ['03/10/2027'], ['2027-03-10T00:00:00Z'], [20270310]])(
    'refuses %j as not a date',
    (value) => {
      expect(startDateProblem(value, today)).toBe(START_DATE_FORMAT_MESSAGE);
    },
  );

  it('judges "after today" by Missouri’s date: late evening in Missouri, UTC’s today is still tomorrow there', () => {
    // 02:00 UTC on the 10th is 20:00 on the 9th in St. Joseph: the 10th is a valid start.
    const lateEvening = businessToday(new Date('2027-03-10T02:00:00Z'));
    expect(startDateProblem('2027-03-10', lateEvening)).toBeNull();
    // Once it is the 10th in Missouri, the 10th is today.
    expect(startDateProblem('2027-03-10', businessToday(new Date('2027-03-10T06:00:00Z')))).toBe(START_DATE_PAST_MESSAGE);
  });
});
