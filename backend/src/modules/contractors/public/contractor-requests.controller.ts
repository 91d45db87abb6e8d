import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiGoneResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { RateLimited } from '../../../common/rate-limit';
import { ReviewLinksService } from '../reviews/review-links.service';
import { ContractorSubmissionsService } from './contractor-submissions.service';
import {
  ContractorInquiriesResponseDto,
  ContractorReviewLinkResponseDto,
  CreateContractorInquiriesDto,
  OpenContractorReviewLinkDto,
} from './dto/create-contractor-inquiries.dto';

/**
 * issue 31, the public side of trust: one request to the contractors a homeowner picks from the
 * search (at most 3), and the review link e-mailed after a job done.
 */
@ApiTags('contractors')
@Controller('contractors')
export class ContractorRequestsController {
  constructor(
    private readonly submissions: ContractorSubmissionsService,
    private readonly reviewLinks: ReviewLinksService,
  ) {}

  /**
   * One request to the 1 to 3 contractors the homeowner picked from the search results: stored
   * for each and confirmed by one e-mailed link; then each contractor receives its own copy, and
   * nobody else does. A 4th contractor is refused (400).
   */
  @Post('inquiries')
  @RateLimited()
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A field is missing or invalid, or unknown; more than 3 contractors picked, or one no longer listed (at contractorIds).',
  })
  createContractorInquiries(@Body() body: CreateContractorInquiriesDto): Promise<ContractorInquiriesResponseDto> {
    return this.submissions.createInquiries(body);
  }

  /** The review page reads its link: whose review it is and the name to fill in. Changes nothing. */
  @Post('review-links/open')
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No token.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'No review link has this token.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The link was used already, or the contractor is no longer listed.' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'The link expired (60 days after the job was marked done).' })
  openContractorReviewLink(@Body() body: OpenContractorReviewLinkDto): Promise<ContractorReviewLinkResponseDto> {
    return this.reviewLinks.open(body.token);
  }
}
