import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type Actor, StaffActor } from '../../../common/auth/actor';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Owned, Roles } from '../../../common/auth/roles.decorator';
import { UserRole } from '../../../common/auth/user-role';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { IdParam } from '../../../common/path-params';
import { ContractorDashboardReviewsService } from './contractor-dashboard-reviews.service';
import { MyContractorInquiryResponseDto } from './dto/my-contractor-inquiries.dto';
import {
  ListMyContractorReviewsQueryDto,
  MyContractorReviewResponseDto,
  PaginatedMyContractorReviewsResponseDto,
  ReplyToContractorReviewDto,
} from './dto/my-contractor-reviews.dto';

/** The Contractor Dashboard's part of reviews from real jobs (issue 31): job done, the listing's reviews and the contractor's replies. */
@ApiTags('contractor-portal')
@Controller('contractor/me')
export class ContractorDashboardReviewsController {
  constructor(private readonly reviews: ContractorDashboardReviewsService) {}

  /**
   * The homeowner hired you and the job is done: the inquiry moves to job done and the homeowner
   * is e-mailed a one-time link to review you. Marking it again sends nothing.
   */
  @NoStore()
  @Post('inquiries/:id/job-done')
  @HttpCode(HttpStatus.OK)
  @Roles(UserRole.Contractor)
  @Owned('contractors.userId')
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'No confirmed inquiry with this id for your listing (another contractor’s included), or no listing.',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The listing is not public, or a move inquiry-status-flow.ts refuses.' })
  markInquiryJobDone(@CurrentUser() user: AuthenticatedUser, @StaffActor() actor: Actor, @IdParam('id') id: number): Promise<MyContractorInquiryResponseDto> {
    return this.reviews.markJobDone(user, actor, id);
  }

  /** Your listing's published reviews, newest first, with your replies, and the lines of the reviews our office removed. */
  @NoStore()
  @Get('reviews')
  @Roles(UserRole.Contractor)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no contractor listing.' })
  listMyContractorReviews(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListMyContractorReviewsQueryDto,
  ): Promise<PaginatedMyContractorReviewsResponseDto> {
    return this.reviews.listReviews(user, query);
  }

  /** Your one public reply to a published review of your listing, shown under it on your profile; it cannot be changed. */
  @NoStore()
  @Post('reviews/:id/reply')
  @Roles(UserRole.Contractor)
  @Owned('contractors.userId')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The reply is missing, too short or too long, or a field is unknown.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No review with this id on your listing (another contractor’s included), or no listing.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'You have replied to this review already, or it is not published.' })
  replyToContractorReview(
    @CurrentUser() user: AuthenticatedUser,
    @StaffActor() actor: Actor,
    @IdParam('id') id: number,
    @Body() body: ReplyToContractorReviewDto,
  ): Promise<MyContractorReviewResponseDto> {
    return this.reviews.reply(user, actor, id, body);
  }
}
