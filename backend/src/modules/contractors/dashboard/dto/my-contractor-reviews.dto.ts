import { StaffPageDto, StaffPageQueryDto } from '../../../../common/dto/staff-page.dto';
import { TrimmedString } from '../../../../common/validation';
import { ContractorReviewResponseDto } from '../../dto/contractor-response.dto';
import { RemovedReviewsLineDto } from '../../dto/contractor-review-parts.dto';

export const REVIEW_REPLY_MIN = 10;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPLY_MESSAGE = `Write your reply in ${REVIEW_REPLY_MIN} to ${REVIEW_REPLY_MAX} characters.`;

/** `listMyContractorReviews`: the listing's published reviews, newest first, as the profile shows them. */
export class ListMyContractorReviewsQueryDto extends StaffPageQueryDto {}

/** A published review of the caller's listing, and whether it can still get the one reply. */
export class MyContractorReviewResponseDto extends ContractorReviewResponseDto {
  /** No reply yet: "Reply publicly" (one reply per review, never edited). */
  canReply: boolean;
}

export class PaginatedMyContractorReviewsResponseDto extends StaffPageDto {
  items: MyContractorReviewResponseDto[];
  /** The reviews the office removed, one line per published reason, as the profile shows them. */
  removed: RemovedReviewsLineDto[];
}

/** `replyToContractorReview`: the contractor's one public reply, shown under the review on the profile. */
export class ReplyToContractorReviewDto {
  /** Plain text, 10 to 1000 characters; public, and it cannot be changed once posted. */
  @TrimmedString({
    min: REVIEW_REPLY_MIN,
    max: REVIEW_REPLY_MAX,
    multiline: true,
    requiredMessage: REVIEW_REPLY_MESSAGE,
    shortMessage: REVIEW_REPLY_MESSAGE,
    longMessage: REVIEW_REPLY_MESSAGE,
  })
  body: string;
}
