import { longDate } from './deposit-emails';
import { formatDollars } from './deposit-terms';

describe('formatDollars', () => {
  it('shows whole dollars without cents (spec §9), and cents only when there are some', () => {
    expect(formatDollars(250_000)).toBe('$2,500');
    expect(formatDollars(100)).toBe('$1');
    expect(formatDollars(100_000_000)).toBe('$1,000,000');
    expect(formatDollars(250_050)).toBe('$2,500.50');
    expect(formatDollars(199)).toBe('$1.99');
  });
});

describe('longDate', () => {
  it('writes a calendar date out without shifting it by a time zone', () => {
    expect(longDate('2027-05-03')).toBe('May 3, 2027');
    expect(longDate('2028-01-01')).toBe('January 1, 2028');
  });
});
