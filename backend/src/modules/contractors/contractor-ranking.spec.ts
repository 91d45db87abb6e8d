import fc from 'fast-check';
import { compareListings, distanceBand, PRIOR_MEAN, rankReason, reviewScore, type RankedListing } from './contractor-ranking';

const listing = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  name: fc.string({ minLength: 1, maxLength: 12 }),
  distance: fc.double({ min: 0, max: 300, noNaN: true }),
  verified: fc.boolean(),
  averageRating: fc.integer({ min: 100, max: 500 }).map((cents) => cents / 100),
  reviewCount: fc.integer({ min: 1, max: 500 }),
});
const base: RankedListing = { id: 1, name: 'Aa', distance: 10, verified: false, averageRating: 0, reviewCount: 0 };

describe('contractor ranking (issue 25 item 16)', () => {
  it('the issue’s case: a new listing without reviews comes after a verified 4.7★ one at the same distance', () => {
    const fresh = { ...base, id: 1, name: 'Aardvark New Builders', distance: 8 };
    const proven = { ...base, id: 2, name: 'Zephyr Framing', distance: 8, verified: true, averageRating: 4.7, reviewCount: 23 };
    expect([fresh, proven].sort(compareListings).map((l) => l.id)).toEqual([2, 1]);
    // Even unverified, the reviews win over none.
    expect([fresh, { ...proven, verified: false }].sort(compareListings).map((l) => l.id)).toEqual([2, 1]);
  });

  it.each([
    [0, 0],
    [25, 0],
    [25.01, 1],
    [50, 1],
    [99.9, 2],
    [100, 2],
    [100.1, 3],
    [400, 3],
  ])('%d miles is band %d', (miles, band) => expect(distanceBand(miles)).toBe(band));

  it('a nearer band always comes first, whatever the badge and reviews', () => {
    fc.assert(
      fc.property(listing, listing, (a, b) => {
        fc.pre(distanceBand(a.distance) < distanceBand(b.distance));
        expect(compareListings(a, b)).toBeLessThan(0);
      }),
    );
  });

  it('within a band, a verified listing comes before an unverified one', () => {
    fc.assert(
      fc.property(listing, listing, (a, b) => {
        fc.pre(distanceBand(a.distance) === distanceBand(b.distance));
        expect(compareListings({ ...a, verified: true }, { ...b, verified: false })).toBeLessThan(0);
      }),
    );
  });

  it('within a band and badge, no reviews never outranks reviews averaging above the prior', () => {
    fc.assert(
      fc.property(listing, listing, (a, b) => {
        fc.pre(distanceBand(a.distance) === distanceBand(b.distance) && a.averageRating > PRIOR_MEAN);
        expect(compareListings({ ...a, verified: b.verified }, { ...b, averageRating: 0, reviewCount: 0 })).toBeLessThan(0);
      }),
    );
  });

  it('is a consistent order: antisymmetric, and zero only for the same listing', () => {
    fc.assert(
      fc.property(listing, listing, (a, b) => {
        expect(Math.sign(compareListings(a, b))).toBe(-Math.sign(compareListings(b, a)));
        if (a.id !== b.id) expect(compareListings(a, b)).not.toBe(0);
      }),
    );
  });

  it('the review score starts at the prior and moves towards the average with more reviews', () => {
    expect(reviewScore(0, 0)).toBe(PRIOR_MEAN);
    expect(reviewScore(5, 1)).toBeLessThan(reviewScore(4.7, 20));
    expect(reviewScore(4.7, 200)).toBeGreaterThan(reviewScore(4.7, 20));
  });

  it.each<[string, RankedListing, RankedListing | undefined, string]>([
    ['alone', { ...base, distance: 40 }, undefined, 'Listed first: the only listing in this search (25 to 50 miles away).'],
    ['nearer band', { ...base, distance: 12 }, { ...base, distance: 30, verified: true }, 'Listed first: the only one within 25 miles of you.'],
    [
      'verified',
      { ...base, verified: true },
      { ...base, averageRating: 5, reviewCount: 40 },
      'Listed first: within 25 miles of you and verified by our office.',
    ],
    [
      'reviews',
      { ...base, verified: true, averageRating: 4.7, reviewCount: 23 },
      { ...base, verified: true },
      'Listed first: within 25 miles of you, verified by our office, and the best reviewed (4.7★ from 23 reviews).',
    ],
    ['a tie but distance', { ...base, distance: 3.04 }, { ...base, distance: 6 }, 'Listed first: the nearest of equally placed listings (3 miles away).'],
  ])('says why it is first: %s', (_case, first, second, reason) => expect(rankReason(first, second)).toBe(reason));
});
