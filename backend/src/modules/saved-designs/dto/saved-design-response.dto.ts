import { ApiProperty } from '@nestjs/swagger';
import { DesignSummaryDto } from '../../designs/dto/design-summary.dto';

/** One plan the signed-in user saved (spec §3 saved_designs), with the plan as the catalogue lists it. */
export class SavedDesignResponseDto {
  design: DesignSummaryDto;
  /** When it was saved; saving it again keeps the first time. */
  @ApiProperty({ type: 'string', format: 'date-time' })
  savedAt: string;
}
