import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { type Actor, StaffActor } from '../../../common/auth/actor';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { NoStore, Roles } from '../../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { IdParam } from '../../../common/path-params';
import { UserRole } from '../../../common/auth/user-role';
import { AdminContractorsService } from './admin-contractors.service';
import {
  AdminContractorDetailResponseDto,
  ListAdminContractorsQueryDto,
  PaginatedAdminContractorsResponseDto,
  ReviewContractorApplicationDto,
  UpdateContractorStatusDto,
  VerifyContractorDto,
} from './dto/admin-contractor.dto';
import {
  ListReviewsForModerationQueryDto,
  ModerateContractorReviewDto,
  ModerationReviewResponseDto,
  PaginatedModerationReviewsResponseDto,
} from './dto/admin-contractor-review.dto';

const BAD_QUERY = 'A parameter is malformed or unknown; one `errors` entry each.';
const NO_LISTING = 'No contractor listing has this id.';
const MOVE_REFUSED = "A move contractor-status-flow.ts refuses ('A contractor cannot move from rejected to approved.').";

/** The back office's contractor network (issue 15): /admin/contractors and /admin/contractor-reviews. */
@ApiTags('admin-contractors')
@Controller('admin')
export class AdminContractorsController {
  constructor(private readonly admin: AdminContractorsService) {}

  /** Listings and applications: pending first, then the sort asked for; 25 a page by default. */
  @Get('contractors')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_QUERY })
  listAdminContractors(@Query() query: ListAdminContractorsQueryDto): Promise<PaginatedAdminContractorsResponseDto> {
    return this.admin.listContractors(query);
  }

  /** One listing: every field, its areas and its verification history. */
  @Get('contractors/:id')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  getAdminContractor(@IdParam('id', "The listing's id.") id: number): Promise<AdminContractorDetailResponseDto> {
    return this.admin.getContractor(id);
  }

  /** Approve (publish, contractor account, set-password e-mail) or reject (a note, e-mailed) a pending application. */
  @Post('contractors/:id/decision')
  @HttpCode(HttpStatus.OK)
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid or unknown, or a rejection has no note.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Not pending, or the e-mail belongs to an admin or affiliate account (or to another listing’s account).',
  })
  reviewContractorApplication(
    @StaffActor() actor: Actor,
    @IdParam('id', "The listing's id.") id: number,
    @Body() body: ReviewContractorApplicationDto,
  ): Promise<AdminContractorDetailResponseDto> {
    return this.admin.reviewApplication(actor, id, body);
  }

  /** Unpublish or republish a listing (from pending, approval and rejection work as the decision does). */
  @Patch('contractors/:id/status')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid or unknown, or a rejection has no note.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  @ApiConflictResponse({ type: ErrorResponseDto, description: MOVE_REFUSED })
  updateContractorStatus(
    @StaffActor() actor: Actor,
    @IdParam('id', "The listing's id.") id: number,
    @Body() body: UpdateContractorStatusDto,
  ): Promise<AdminContractorDetailResponseDto> {
    return this.admin.updateStatus(actor, id, body);
  }

  /** Verify (licence number, insurance end after today, note) or unverify (note) an approved listing; kept in its history. */
  @Post('contractors/:id/verification')
  @HttpCode(HttpStatus.OK)
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing, invalid or unknown (the insurance must end after today in Missouri).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The listing is not approved, or (unverify) not verified.' })
  verifyContractor(
    @StaffActor() actor: Actor,
    @IdParam('id', "The listing's id.") id: number,
    @Body() body: VerifyContractorDto,
  ): Promise<AdminContractorDetailResponseDto> {
    return this.admin.verify(actor, id, body);
  }

  /** Reviews to moderate: pending first; by status, listing, verified customer and words; 25 a page by default. */
  @Get('contractor-reviews')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_QUERY })
  listReviewsForModeration(@Query() query: ListReviewsForModerationQueryDto): Promise<PaginatedModerationReviewsResponseDto> {
    return this.admin.listReviews(query);
  }

  /** Publish, reject or unpublish a review, or mark a verified customer; the listing's rating is recomputed in the same transaction. */
  @Patch('contractor-reviews/:id')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid or unknown, or neither is given.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No review has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "A move review-status-flow.ts refuses ('A review cannot move from rejected to pending.')." })
  moderateContractorReview(
    @StaffActor() actor: Actor,
    @IdParam('id', "The review's id.") id: number,
    @Body() body: ModerateContractorReviewDto,
  ): Promise<ModerationReviewResponseDto> {
    return this.admin.moderateReview(actor, id, body);
  }
}
