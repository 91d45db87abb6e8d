import { retryDelaySeconds } from './mail-delivery.job';

describe('mail retry back-off', () => {
  it('doubles from 30 s after each failed attempt and stops growing at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });
});
