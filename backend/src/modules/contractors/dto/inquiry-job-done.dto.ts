import { ApiProperty } from '@nestjs/swagger';
import { JobDoneBy } from '../contractors.enums';

/** An inquiry's job marked done and its review link (issue 31). */
export class InquiryJobDoneDto {
  @ApiProperty({ type: 'string', format: 'date-time' })
  markedAt: Date;
  /** contractor: from the dashboard; office: by our office. */
  @ApiProperty({ enum: JobDoneBy, enumName: 'JobDoneBy' })
  markedBy: JobDoneBy;
  /** The review link e-mailed to the homeowner works until then. */
  @ApiProperty({ type: 'string', format: 'date-time' })
  reviewLinkExpiresAt: Date;
  /** The homeowner wrote their review through the link. */
  reviewed: boolean;
}
