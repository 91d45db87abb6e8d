import { PersonName, TrimmedEmail, TrimmedString } from '../../../../common/validation';
import { BodyInt } from '../../../../common/body-int';

export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_BODY_MESSAGE = 'Write your review in 20 to 2000 characters.';

/** `createContractorReview`: 'Write a review' on a profile; stored pending until the office publishes it. */
export class CreateContractorReviewDto {
  /** Whole stars, 1 to 5. */
  @BodyInt(1, 5)
  rating: number;

  @TrimmedString({
    min: REVIEW_BODY_MIN,
    max: REVIEW_BODY_MAX,
    multiline: true,
    requiredMessage: REVIEW_BODY_MESSAGE,
    shortMessage: REVIEW_BODY_MESSAGE,
    longMessage: REVIEW_BODY_MESSAGE,
  })
  body: string;

  /** Shown with the review once published. */
  @PersonName({ max: 100 })
  reviewerName: string;

  /** Private: the office's, to match the reviewer to a job; never shown. */
  @TrimmedEmail('Please enter a valid email address')
  reviewerEmail: string;
}
