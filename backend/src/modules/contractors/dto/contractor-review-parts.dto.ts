import { ApiProperty } from '@nestjs/swagger';
import { ReviewRemovalReason } from '../contractors.enums';

/** The contractor's one public reply to a review (issue 31). */
export class ContractorReviewReplyDto {
  /** Plain text. */
  body: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: Date;
}

/** 'N reviews removed: {reason}' on a profile: the office removed them for this published reason (issue 31). */
export class RemovedReviewsLineDto {
  @ApiProperty({ enum: ReviewRemovalReason, enumName: 'ReviewRemovalReason' })
  reason: ReviewRemovalReason;
  @ApiProperty({ type: 'integer', minimum: 1 })
  count: number;
  /** '1 review removed: contained personal information': show as it is. */
  text: string;
}
