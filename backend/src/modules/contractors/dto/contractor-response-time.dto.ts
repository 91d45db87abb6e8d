import { ApiProperty } from '@nestjs/swagger';
import { ResponseTimeBand } from '../contractor-response-time';

/** The response-time badge (issue 31): the median business hours to a first reply over the last 90 days, as a band. */
export class ContractorResponseTimeDto {
  @ApiProperty({ enum: ResponseTimeBand, enumName: 'ResponseTimeBand' })
  band: ResponseTimeBand;
  /** 'Usually replies within a day': show as it is. */
  label: string;
  /** The homeowner requests it is computed from (at least 3). */
  @ApiProperty({ type: 'integer', minimum: 3 })
  sampleSize: number;
}
