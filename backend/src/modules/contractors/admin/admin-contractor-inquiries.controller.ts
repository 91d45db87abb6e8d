import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type Actor, StaffActor } from '../../../common/auth/actor';
import { NoStore, Roles } from '../../../common/auth/roles.decorator';
import { UserRole } from '../../../common/auth/user-role';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { IdParam } from '../../../common/path-params';
import { AdminContractorInquiriesService } from './admin-contractor-inquiries.service';
import {
  AdminContractorInquiryResponseDto,
  ListAdminContractorInquiriesQueryDto,
  PaginatedAdminContractorInquiriesResponseDto,
} from './dto/admin-contractor-inquiry.dto';

/** The office's view of a listing's homeowner requests, "Mark job done" on its behalf and a lost review link sent again (issue 31). */
@ApiTags('admin-contractors')
@Controller('admin')
export class AdminContractorInquiriesController {
  constructor(private readonly inquiries: AdminContractorInquiriesService) {}

  /** A listing's confirmed homeowner requests, newest first; by status; 25 a page by default. */
  @Get('contractors/:id/inquiries')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No contractor listing has this id.' })
  listAdminContractorInquiries(
    @IdParam('id', "The listing's id.") id: number,
    @Query() query: ListAdminContractorInquiriesQueryDto,
  ): Promise<PaginatedAdminContractorInquiriesResponseDto> {
    return this.inquiries.list(id, query);
  }

  /** The homeowner hired the contractor and the job is done: e-mails them the one-time review link (once). */
  @Post('contractor-inquiries/:id/job-done')
  @HttpCode(HttpStatus.OK)
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No confirmed homeowner request has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The listing is not public, or a move inquiry-status-flow.ts refuses.' })
  markInquiryJobDoneByOffice(@StaffActor() actor: Actor, @IdParam('id', "The request's id.") id: number): Promise<AdminContractorInquiryResponseDto> {
    return this.inquiries.markJobDone(actor, id);
  }

  /** The homeowner lost the review link (or it expired unused): a new one, e-mailed; the old one stops working. At most once a day. */
  @Post('contractor-inquiries/:id/review-link')
  @HttpCode(HttpStatus.OK)
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No confirmed homeowner request has this id.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'The job is not marked done, the homeowner already reviewed it, a link went out less than a day ago, or the listing is not public.',
  })
  resendContractorReviewLink(@StaffActor() actor: Actor, @IdParam('id', "The request's id.") id: number): Promise<AdminContractorInquiryResponseDto> {
    return this.inquiries.resendReviewLink(actor, id);
  }
}
