import { RESPONSE_TIME_BANDS, ResponseTimeBand, responseTimeBand } from './contractor-response-time';

describe('the response-time bands (issue 31)', () => {
  it.each([
    [0, ResponseTimeBand.FewHours],
    [4, ResponseTimeBand.FewHours],
    [4.01, ResponseTimeBand.OneDay],
    [9, ResponseTimeBand.OneDay],
    [9.5, ResponseTimeBand.TwoDays],
    [18, ResponseTimeBand.TwoDays],
    [18.5, ResponseTimeBand.OneWeek],
    [45, ResponseTimeBand.OneWeek],
    [45.5, ResponseTimeBand.OverAWeek],
    [500, ResponseTimeBand.OverAWeek],
  ])('a median of %s business hours is %s', (hours, band) => {
    expect(responseTimeBand(hours).band).toBe(band);
  });

  it('words every band once, fastest first', () => {
    expect(RESPONSE_TIME_BANDS.map((entry) => entry.label)).toEqual([
      'Usually replies within a few hours',
      'Usually replies within a day',
      'Usually replies within 2 days',
      'Usually replies within a week',
      'Usually takes more than a week to reply',
    ]);
    expect(RESPONSE_TIME_BANDS.map((entry) => entry.band)).toEqual(Object.values(ResponseTimeBand));
  });
});
