import { ApiProperty } from '@nestjs/swagger';
import { TrimmedString } from '../../../common/validation';

/** Which plan's reservation agreement to show (GET /api/deposits/agreement?design=…). */
export class DepositAgreementQueryDto {
  /** The plan, by id or slug (as in /checkout/{designId}); it must be an active plan. */
  @TrimmedString({ max: 100, requiredMessage: 'Choose a plan to reserve.' })
  @ApiProperty({ example: 'rose-mount' })
  design: string;
}
