import { ApiProperty } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';
import { Optional, OptionalNullable, TrimmedString } from '../../../common/validation';
import { AffiliateLeadStatus } from '../../affiliates/affiliates.enums';
import { CentsField } from './money-fields';

const STAGES = Object.values(AffiliateLeadStatus);

/**
 * The office moves a referral to another stage and/or records its quality and notes. Converting
 * needs the deal's conversion value and net profit, in cents: the commission follows from them.
 */
export class UpdateAffiliateLeadStageDto {
  @Optional()
  @IsEnum(AffiliateLeadStatus, { message: `Please choose a stage: ${STAGES.join(', ')}.` })
  @ApiProperty({ enum: AffiliateLeadStatus, enumName: 'AffiliateLeadStatus', required: false })
  leadStatus?: AffiliateLeadStatus;

  /** The office's grade of the referral (e.g. hot, warm, cold). */
  @OptionalNullable()
  @TrimmedString({ max: 50 })
  leadQuality?: string | null;

  /** The office's notes on the referral (spec §9: up to 2000 characters). */
  @OptionalNullable()
  @TrimmedString({ max: 2000, multiline: true })
  notes?: string | null;

  @Optional()
  @CentsField('The signed contract value, in US cents (only with leadStatus converted).')
  conversionValueCents?: number;

  @Optional()
  @CentsField("The deal's net profit, in US cents: the commission is the partner's rate of it (only with leadStatus converted).")
  netProfitCents?: number;
}
