import { ApiProperty } from '@nestjs/swagger';
import { LeadStatus } from '../leads.enums';

/** A lead named on another record's page (a quote request from the same e-mail), with a link by id. */
export class LeadReferenceDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  firstName: string;
  lastName: string | null;
  @ApiProperty({ enum: LeadStatus, enumName: 'LeadStatus' })
  status: LeadStatus;
}
