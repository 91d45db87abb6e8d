import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { type Actor, StaffActor } from '../../common/auth/actor';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { UserRole } from '../../common/auth/user-role';
import { AdminQuoteRequestsService } from './admin-quote-requests.service';
import { ListQuoteRequestsQueryDto } from './dto/list-quote-requests-query.dto';
import { PaginatedQuoteRequestsResponseDto, QuoteRequestResponseDto } from './dto/quote-request-response.dto';
import { QuoteRequestEmailResponseDto, SendQuoteRequestEmailDto } from './dto/send-quote-request-email.dto';
import { UpdateQuoteRequestDto } from './dto/update-quote-request.dto';

/** The back office's quote requests (issue 13): /admin/quote-requests and /admin/quote-requests/{id}. */
@ApiTags('admin-quote-requests')
@Controller('admin/quote-requests')
export class AdminQuoteRequestsController {
  constructor(private readonly adminQuoteRequests: AdminQuoteRequestsService) {}

  /** The quote requests list: filters, search, sort and page (25 rows by default). */
  @Get()
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  listQuoteRequests(@Query() query: ListQuoteRequestsQueryDto): Promise<PaginatedQuoteRequestsResponseDto> {
    return this.adminQuoteRequests.listQuoteRequests(query);
  }

  /** One quote request, with the lead that has the same e-mail. */
  @Get(':id')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No quote request has this id.' })
  getQuoteRequest(@IdParam('id', "The quote request's id.") id: number): Promise<QuoteRequestResponseDto> {
    return this.adminQuoteRequests.getQuoteRequest(id);
  }

  /** "Mark replied", "Close", "Reopen". */
  @Patch(':id')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a status, or an unknown field.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No quote request has this id.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: "A move quote-request-status.ts refuses ('A quote request cannot move from closed to replied.').",
  })
  updateQuoteRequest(
    @StaffActor() actor: Actor,
    @IdParam('id', "The quote request's id.") id: number,
    @Body() body: UpdateQuoteRequestDto,
  ): Promise<QuoteRequestResponseDto> {
    return this.adminQuoteRequests.updateQuoteRequest(actor, id, body);
  }

  /**
   * "Write a reply": e-mails the customer through the outbox with the request's reply address as
   * Reply-To (their answer lands on the request's thread), records it on the thread and moves a new
   * request to replied.
   */
  @Post(':id/emails')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'The subject (200) or message (10,000 characters) is blank or too long, or a field is unknown.',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No quote request has this id.' })
  sendQuoteRequestEmail(
    @StaffActor() actor: Actor,
    @IdParam('id', "The quote request's id.") id: number,
    @Body() body: SendQuoteRequestEmailDto,
  ): Promise<QuoteRequestEmailResponseDto> {
    return this.adminQuoteRequests.sendEmail(actor, id, body);
  }
}
