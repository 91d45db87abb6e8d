import { ApiProperty } from '@nestjs/swagger';
import { DesignCategory } from '../../designs/designs.enums';
import { DepositStatus } from '../deposits.enums';

/** The plan a deposit is on, enough to name it and link to it. */
export class DepositDesignDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** /designs/{slug}. */
  slug: string;
  name: string;
  @ApiProperty({ enum: DesignCategory, enumName: 'DesignCategory' })
  category: DesignCategory;
}

/** One of the signed-in buyer's deposits (spec §3 deposits). Money in US cents (spec §9). */
export class DepositResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  design: DepositDesignDto;
  /** US cents. */
  @ApiProperty({ type: 'integer', example: 250000 })
  amount: number;
  @ApiProperty({ enum: DepositStatus, enumName: 'DepositStatus' })
  status: DepositStatus;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: 'string', nullable: true })
  street: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  city: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'MO' })
  state: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '64501' })
  zipCode: string | null;
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  expectedStartDate: string | null;
  siteVisitRequired: boolean;
  @ApiProperty({ type: 'string', nullable: true })
  additionalNotes: string | null;
}
