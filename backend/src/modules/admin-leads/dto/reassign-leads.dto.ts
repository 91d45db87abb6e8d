import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray } from 'class-validator';
import { BodyInt, EachBodyInt } from '../../../common/body-int';
import { Optional } from '../../../common/validation';

export const MAX_REASSIGNED_LEADS = 500;
export const REASSIGN_WHICH_MESSAGE = "Send either leadIds (the leads to move) or fromOwnerId (all of that rep's open leads), not both.";
export const NEW_OWNER_NOT_STAFF_MESSAGE = 'The new owner must be an admin or a sales rep.';

/** reassignLeads: which leads (listed, or every open lead of one owner) and who gets them. */
export class ReassignLeadsDto {
  /** The leads to move (one lead from its page, or a selection). */
  @Optional()
  @IsArray({ message: `Lead ids must be a list of 1 to ${MAX_REASSIGNED_LEADS} lead ids.` })
  @ArrayMinSize(1, { message: `Lead ids must be a list of 1 to ${MAX_REASSIGNED_LEADS} lead ids.` })
  @ArrayMaxSize(MAX_REASSIGNED_LEADS, { message: `Lead ids must be a list of 1 to ${MAX_REASSIGNED_LEADS} lead ids.` })
  @EachBodyInt(1, 2_147_483_647)
  @ApiProperty({ required: false, type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: MAX_REASSIGNED_LEADS })
  leadIds?: number[];

  /** Every open lead (not won or lost) this staff member owns, e.g. a rep who left. */
  @Optional()
  @BodyInt(1, 2_147_483_647)
  @ApiProperty({ required: false, type: 'integer' })
  fromOwnerId?: number;

  /** The new owner: an admin or sales rep. */
  @BodyInt(1, 2_147_483_647)
  toOwnerId: number;
}

export class ReassignLeadsResponseDto {
  /** How many leads changed owner (those the new owner already had are left alone). */
  @ApiProperty({ type: 'integer' })
  reassigned: number;
}
