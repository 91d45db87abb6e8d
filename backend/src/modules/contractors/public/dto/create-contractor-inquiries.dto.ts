import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { PG_INTEGER_MAX } from '../../../../common/whole-number';
import { TrimmedString } from '../../../../common/validation';
import { CreateContractorInquiryDto } from './create-contractor-inquiry.dto';

/** A homeowner's one request goes to at most this many contractors, the ones they pick (issue 31). */
export const MAX_PICKED_CONTRACTORS = 3;
export const PICKED_CONTRACTORS_MESSAGE = `Pick 1 to ${MAX_PICKED_CONTRACTORS} contractors. Your request goes only to the contractors you pick.`;
export const PICKED_CONTRACTOR_GONE_MESSAGE = 'A contractor you picked is no longer listed in our network. Search again and pick from the results.';
export const PICKED_CONTRACTOR_ID_MESSAGE = 'Each picked contractor must be a listing id from the search results (a whole number).';

/** One message for the list, whatever is wrong with it. */
function pickedProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_PICKED_CONTRACTORS) return PICKED_CONTRACTORS_MESSAGE;
  return value.every((id) => Number.isInteger(id) && (id as number) >= 1 && (id as number) <= PG_INTEGER_MAX) ? null : PICKED_CONTRACTOR_ID_MESSAGE;
}

/**
 * `createContractorInquiries`: one request from the search results to the 1 to 3 contractors the
 * homeowner picked; each gets its own copy once the homeowner confirms, and nobody else does.
 */
export class CreateContractorInquiriesDto extends CreateContractorInquiryDto {
  /** The listings' ids (from the search results): 1 to 3; a repeat counts once. */
  @ValidateBy({
    name: 'pickedContractors',
    validator: { validate: (value) => pickedProblem(value) === null, defaultMessage: (args) => pickedProblem(args!.value) ?? '' },
  })
  @ApiProperty({ type: 'array', items: { type: 'integer', minimum: 1, maximum: PG_INTEGER_MAX }, minItems: 1, maxItems: MAX_PICKED_CONTRACTORS })
  contractorIds: number[];
}

/** The request was stored for each picked contractor and the confirmation link e-mailed (or it repeated one from the last 10 minutes). */
export class ContractorInquiriesResponseDto {
  /** 'Check your e-mail to send your request to A, B and C.', to show as it is. */
  message: string;
  /** The picked listings' names, in the order picked. */
  contractorNames: string[];
}

/** The token of the review link e-mailed to a homeowner after a job done (/contractor-reviews/write#token=…). */
export class OpenContractorReviewLinkDto {
  @TrimmedString({ max: 128, requiredMessage: 'This page needs the review link from our e-mail. Open the link in the e-mail again.' })
  token: string;
}

/** Whose review a link is for (the review page's heading and the name it fills in). */
export class ContractorReviewLinkResponseDto {
  contractorName: string;
  /** The review is posted to /api/contractors/{contractorSlug}/reviews. */
  contractorSlug: string;
  /** The homeowner's name from their request: the form's default, editable. */
  reviewerName: string;
  /** The link works until then. */
  @ApiProperty({ type: 'string', format: 'date-time' })
  expiresAt: Date;
}
