import { ApiProperty } from '@nestjs/swagger';
import { Optional, PersonName, TrimmedString } from '../../../../common/validation';
import { BodyInt } from '../../../../common/body-int';

export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_BODY_MESSAGE = 'Write your review in 20 to 2000 characters.';

/**
 * `createContractorReview`: a homeowner's review through the one-time link e-mailed after the
 * job was marked done (issue 31); published at once. Without a valid link of this listing: 403.
 * The reviewer's e-mail is the request's, never typed.
 */
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

  /** Shown with the review (the review page fills in the name from the request). */
  @PersonName({ max: 100 })
  reviewerName: string;

  /** The review link's token (from #token=… of the e-mailed link). Required: without it the answer is 403. */
  @Optional()
  @TrimmedString({ max: 128 })
  @ApiProperty({ type: 'string', maxLength: 128, required: false })
  token?: string;
}
