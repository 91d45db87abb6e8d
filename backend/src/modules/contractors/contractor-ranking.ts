/**
 * The order of /contractors/find (issue 25 item 16), in one place: the TypeScript rule below and
 * the SQL the search runs (RANKING_ORDER_SQL) say the same thing, and the unit test holds them to it.
 *
 * 1. Distance band: within 25 miles, 25 to 50, 50 to 100, over 100 (a homeowner cares whether a
 *    contractor is near, not whether it is 3.1 or 3.4 miles away).
 * 2. Within a band, listings our office verified first.
 * 3. Then the review score: a Bayesian average that starts every listing at PRIOR_MEAN worth
 *    PRIOR_WEIGHT reviews, so a new listing without reviews (3.5) never outranks a 4.7★ one with
 *    many (4.7 from 20 reviews scores 4.46), and one 5★ review (3.75) does not either.
 * 4. Then the distance at the tenth of a mile the card shows, then the name.
 */

/** Upper bounds (miles, inclusive) of the distance bands; past the last is the last band. */
export const DISTANCE_BANDS = [25, 50, 100] as const;
/** The rating every listing starts from, worth PRIOR_WEIGHT reviews. */
export const PRIOR_MEAN = 3.5;
export const PRIOR_WEIGHT = 5;

export interface RankedListing {
  name: string;
  id: number;
  distance: number;
  verified: boolean;
  averageRating: number;
  reviewCount: number;
}

/** 0 for within 25 miles … 3 for over 100. */
export function distanceBand(miles: number): number {
  const band = DISTANCE_BANDS.findIndex((limit) => miles <= limit);
  return band === -1 ? DISTANCE_BANDS.length : band;
}

/** The Bayesian review score (PRIOR_MEAN with no reviews, towards the average as reviews come). */
export function reviewScore(averageRating: number, reviewCount: number): number {
  return (PRIOR_MEAN * PRIOR_WEIGHT + averageRating * reviewCount) / (PRIOR_WEIGHT + reviewCount);
}

const tenth = (miles: number) => Math.round(miles * 10) / 10;

/** Negative when `a` comes before `b` in the search. */
export function compareListings(a: RankedListing, b: RankedListing): number {
  return (
    distanceBand(a.distance) - distanceBand(b.distance) ||
    Number(b.verified) - Number(a.verified) ||
    reviewScore(b.averageRating, b.reviewCount) - reviewScore(a.averageRating, a.reviewCount) ||
    tenth(a.distance) - tenth(b.distance) ||
    (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0) ||
    a.id - b.id
  );
}

/** The SQL of the same order, on the search's "near" row `n` (distance) and contractor `c` (verified: `verifiedExpr`). */
export function rankingOrderSql(verifiedExpr: string): string {
  const band = `CASE ${DISTANCE_BANDS.map((limit, i) => `WHEN n."distance" <= ${limit} THEN ${i}`).join(' ')} ELSE ${DISTANCE_BANDS.length} END`;
  const score = `((${PRIOR_MEAN} * ${PRIOR_WEIGHT} + c."averageRating" * c."reviewCount") / (${PRIOR_WEIGHT} + c."reviewCount"))`;
  return `${band} ASC, ${verifiedExpr} DESC, ${score} DESC, round(n."distance"::numeric, 1) ASC, lower(c."name") ASC, c."id" ASC`;
}

const bandLabel = (band: number) =>
  band === 0
    ? `within ${DISTANCE_BANDS[0]} miles`
    : band < DISTANCE_BANDS.length
      ? `${DISTANCE_BANDS[band - 1]} to ${DISTANCE_BANDS[band]} miles away`
      : `over ${DISTANCE_BANDS[DISTANCE_BANDS.length - 1]} miles away`;
const rating = (listing: RankedListing) =>
  listing.reviewCount === 0
    ? 'no reviews yet'
    : `${listing.averageRating.toFixed(1)}★ from ${listing.reviewCount} review${listing.reviewCount === 1 ? '' : 's'}`;

/** Why `first` heads the results, against the runner-up `second` (none: the only result): a sentence for its card. */
export function rankReason(first: RankedListing, second?: RankedListing): string {
  const band = distanceBand(first.distance);
  if (!second) return `Listed first: the only listing in this search (${bandLabel(band)}).`;
  if (band < distanceBand(second.distance)) return `Listed first: the only one ${bandLabel(band)}${band === 0 ? ' of you' : ''}.`;
  if (first.verified && !second.verified) return `Listed first: ${bandLabel(band)}${band === 0 ? ' of you' : ''} and verified by our office.`;
  const scoreFirst = reviewScore(first.averageRating, first.reviewCount);
  if (scoreFirst > reviewScore(second.averageRating, second.reviewCount)) {
    return `Listed first: ${bandLabel(band)}${band === 0 ? ' of you' : ''}${first.verified ? ', verified by our office' : ''}, and the best reviewed (${rating(first)}).`;
  }
  return `Listed first: the nearest of equally placed listings (${tenth(first.distance)} miles away).`;
}
