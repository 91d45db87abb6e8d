import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { QueryBoolean } from '../../../common/query-params';
import { Optional } from '../../../common/validation';

/** POST /api/admin/follow-ups/run body: `dryRun` (default true) previews without writing anything. */
export class RunFollowUpsDto {
  /** true (the default): answer what a run would do now and write nothing; false: send, inside the send window. */
  @Optional()
  @IsBoolean({ message: 'Dry run must be true or false.' })
  @ApiProperty({ required: false, default: true })
  dryRun?: boolean;
}

/** The same switch as a query parameter (`?dryRun=false`), for a call without a body. */
export class RunFollowUpsQueryDto {
  @QueryBoolean("true (the default): preview only; false: send. The body's dryRun wins when both are given.")
  dryRun?: boolean;
}
