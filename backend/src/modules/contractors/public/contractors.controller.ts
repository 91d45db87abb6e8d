import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiGoneResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { RateLimited } from '../../../common/rate-limit';
import { ContractorSubmissionsService } from './contractor-submissions.service';
import {
  ConfirmContractorInquiryDto,
  ContractorInquiryConfirmedResponseDto,
  ContractorInquiryResponseDto,
  ContractorReviewSubmittedResponseDto,
} from './dto/contractor-submission-response.dto';
import { CreateContractorInquiryDto } from './dto/create-contractor-inquiry.dto';
import { CreateContractorReviewDto } from './dto/create-contractor-review.dto';
import { ContractorsService } from './contractors.service';
import {
  ContractorResponseDto,
  ContractorSearchResponseDto,
  PaginatedContractorReviewsResponseDto,
  PaginatedContractorsResponseDto,
} from '../dto/contractor-response.dto';
import { ListContractorReviewsQueryDto, ListContractorsQueryDto } from './dto/list-contractors-query.dto';
import { SearchContractorsQueryDto } from './dto/search-contractors-query.dto';

const BAD_QUERY = 'A parameter is unknown or has a value it cannot take; one message per parameter.';
const NOT_FOUND = 'No approved listing has this id or slug.';
const BAD_BODY = 'A field is missing or invalid, or unknown; one message per field.';

@ApiTags('contractors')
@Controller('contractors')
export class ContractorsController {
  constructor(
    private readonly contractors: ContractorsService,
    private readonly submissions: ContractorSubmissionsService,
  ) {}

  /** The contractor directory: approved listings by rating, then name; filters by specialty, service city and the Verified badge. */
  @Get()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_QUERY })
  listContractors(@Query() query: ListContractorsQueryDto): Promise<PaginatedContractorsResponseDto> {
    return this.contractors.list(query);
  }

  /** Find a contractor near a ZIP code or city: nearest first, 10 a page, the nearest 3 when none is within reach. */
  @Get('search')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_QUERY })
  searchContractors(@Query() query: SearchContractorsQueryDto): Promise<ContractorSearchResponseDto> {
    return this.contractors.search(query);
  }

  /** A public profile by id or slug: details, specialties, areas and the service cities they cover. */
  @Get(':idOrSlug')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  getContractor(@Param('idOrSlug') idOrSlug: string): Promise<ContractorResponseDto> {
    return this.contractors.get(idOrSlug);
  }

  /** A listing's published reviews, newest first. */
  @Get(':idOrSlug/reviews')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_QUERY })
  listContractorReviews(@Param('idOrSlug') idOrSlug: string, @Query() query: ListContractorReviewsQueryDto): Promise<PaginatedContractorReviewsResponseDto> {
    return this.contractors.listReviews(idOrSlug, query);
  }

  /**
   * The homeowner opened the link e-mailed to them: their request goes to the contractor (Reply-To
   * the homeowner) and to the office. Using the link again answers alike and sends nothing.
   */
  @Post('inquiries/confirm')
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_BODY })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No request has this link.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The link expired (72 hours), or the listing is no longer public.' })
  confirmContractorInquiry(@Body() body: ConfirmContractorInquiryDto): Promise<ContractorInquiryConfirmedResponseDto> {
    return this.submissions.confirmInquiry(body);
  }

  /**
   * "Request this contractor": stores the homeowner's request and e-mails them a link to confirm
   * it; only then does it go to this listing (Reply-To the homeowner) and to the office.
   */
  @Post(':idOrSlug/inquiries')
  @RateLimited()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_BODY })
  createContractorInquiry(@Param('idOrSlug') idOrSlug: string, @Body() body: CreateContractorInquiryDto): Promise<ContractorInquiryResponseDto> {
    return this.submissions.createInquiry(idOrSlug, body);
  }

  /**
   * A homeowner's review through the one-time link e-mailed when their job was marked done
   * (issue 31): published at once, with the request's e-mail (private). Reviews come only this way.
   */
  @Post(':idOrSlug/reviews')
  @RateLimited()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_BODY })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description: 'No review link, or not a link of this contractor: reviews come only from homeowners who hired through the directory.',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The review link was used already.' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'The review link expired.' })
  createContractorReview(@Param('idOrSlug') idOrSlug: string, @Body() body: CreateContractorReviewDto): Promise<ContractorReviewSubmittedResponseDto> {
    return this.submissions.createReview(idOrSlug, body);
  }
}
