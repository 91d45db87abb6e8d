import { nearestRankPercentile } from './percentile';

describe('nearestRankPercentile', () => {
  it.each([
    // [values, percent, expected]: rank = ceil(p/100 × n), 1-based, ascending.
    [[7], 50, 7],
    [[7], 90, 7],
    [[4, 1, 3, 2], 50, 2], // rank ceil(2) = 2: the lower middle value, not 2.5
    [[4, 1, 3, 2], 90, 4], // rank ceil(3.6) = 4
    [[1, 2, 3, 4, 5], 50, 3], // rank ceil(2.5) = 3
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 90, 90], // rank 9
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110], 90, 100], // rank ceil(9.9) = 10
    [[3, 3, 3, 100], 90, 100],
    [[0.5, 12.25, 3], 100, 12.25],
  ])('%j at p%d is %d', (values, percent, expected) => {
    expect(nearestRankPercentile(values, percent)).toBe(expected);
  });

  it('has no value for no leads, and leaves its input in order', () => {
    expect(nearestRankPercentile([], 50)).toBeNull();
    const values = [3, 1, 2];
    nearestRankPercentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses a percent outside (0, 100]', () => {
    expect(() => nearestRankPercentile([1], 0)).toThrow(RangeError);
    expect(() => nearestRankPercentile([1], 101)).toThrow(RangeError);
  });
});
