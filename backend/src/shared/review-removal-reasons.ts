/**
 * The only reasons our office removes a contractor review (issue 31), published on every profile
 * and in docs/contractors.md. A review is never removed for being negative (the FTC's 2024 rule on
 * consumer reviews, 16 CFR Part 465, forbids suppressing reviews for their rating or sentiment).
 * Plain TypeScript with no imports: the API stores the value, and the pages show the same words.
 */
export const REVIEW_REMOVAL_REASONS = ['personal_data', 'off_topic', 'abuse', 'conflict_of_interest'] as const;

export type ReviewRemovalReasonValue = (typeof REVIEW_REMOVAL_REASONS)[number];

/** The office's choice in the moderation page: the rule as a reviewer would read it. */
export const REVIEW_REMOVAL_REASON_LABEL: Readonly<Record<ReviewRemovalReasonValue, string>> = {
  personal_data: 'Personal information (a phone number, address, e-mail or someone’s private details)',
  off_topic: 'Off-topic (not about work the contractor did or offered)',
  abuse: 'Abuse (threats, slurs, harassment or obscenity)',
  conflict_of_interest: 'Conflict of interest (written by the contractor, a relative, an employee or a competitor)',
};

/** The end of the profile's line: '1 review removed: contained personal information'. */
export const REVIEW_REMOVAL_REASON_PUBLIC: Readonly<Record<ReviewRemovalReasonValue, string>> = {
  personal_data: 'contained personal information',
  off_topic: 'was not about the contractor’s work',
  abuse: 'contained abusive language',
  conflict_of_interest: 'was written by someone with a conflict of interest',
};

/** '1 review removed: contained personal information', '2 reviews removed: contained abusive language'. */
export function removedReviewsLine(reason: ReviewRemovalReasonValue, count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'} removed: ${REVIEW_REMOVAL_REASON_PUBLIC[reason]}`;
}

/** What the moderation page and the profile say about negative reviews. */
export const NEGATIVE_REVIEWS_POLICY =
  'We never remove a review for being negative. A review comes down only for one of the published reasons: personal information, off-topic, abuse, or a conflict of interest.';
