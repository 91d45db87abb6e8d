import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { type Actor, StaffActor } from '../../common/auth/actor';
import { CurrentUser, NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { UserRole } from '../../common/auth/user-role';
import { CommissionPaymentsService } from './commission-payments.service';
import {
  CommissionPaymentResponseDto,
  CreateCommissionPaymentDto,
  Export1099ListQueryDto,
  ExportCommissionPayoutQueryDto,
  ListCommissionPaymentsQueryDto,
  PaginatedCommissionPaymentsResponseDto,
  PayableCommissionsResponseDto,
  UpdateCommissionPaymentDto,
} from './dto/commission-payment.dto';

/** The office's commission payouts (issue 14). */
@ApiTags('admin-partners')
@Controller('admin/commission-payments')
export class CommissionPaymentsAdminController {
  constructor(private readonly payments: CommissionPaymentsService) {}

  /** Payments, by partner and status, sorted by date or amount, a page at a time, each with the entries it pays. */
  @NoStore()
  @Get()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  listCommissionPayments(@Query() query: ListCommissionPaymentsQueryDto): Promise<PaginatedCommissionPaymentsResponseDto> {
    return this.payments.list(query);
  }

  /**
   * The payout batch CSV (bank or PayPal upload; columns: README). A POST: it records, in the same
   * transaction, a pending payment per partner for what the file pays, so a second export never
   * includes the same commissions.
   */
  @NoStore()
  @Post('payout.csv')
  @HttpCode(HttpStatus.OK)
  @Roles(UserRole.Admin)
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'RFC 4180 CSV, UTF-8 with a byte-order mark, one header row, one record per partner (and per pending payment created).',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  exportCommissionPayoutCsv(@CurrentUser() admin: AuthenticatedUser, @Query() query: ExportCommissionPayoutQueryDto): Promise<StreamableFile> {
    return this.payments.exportPayoutCsv(admin, query);
  }

  /**
   * The NACHA (ACH) credit file of the partners paid by direct deposit (issue 30): the same
   * balances as the payout CSV (W-9 on file, at least MIN_PAYOUT_CENTS), a pending payment
   * recorded per entry, each payment's reference the entry's trace number.
   */
  @NoStore()
  @Post('payout.ach')
  @HttpCode(HttpStatus.OK)
  @Roles(UserRole.Admin)
  @ApiProduces('text/plain')
  @ApiOkResponse({
    description: 'A NACHA file: 94-character records, CRLF, blocked to a multiple of ten lines; one PPD and/or CCD credit batch.',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: "The office's ACH bank details are not configured, or no partner paid by direct deposit is due.",
  })
  exportNachaPayoutFile(@CurrentUser() admin: AuthenticatedUser, @Query() query: ExportCommissionPayoutQueryDto): Promise<StreamableFile> {
    return this.payments.exportNachaFile(admin, query);
  }

  /** The year-end 1099-NEC list for the accountant: partners paid at or above the year's threshold, with their W-9 details (TIN's last four only). */
  @NoStore()
  @Get('1099-list.csv')
  @Roles(UserRole.Admin)
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'RFC 4180 CSV, UTF-8 with a byte-order mark, one header row, one record per partner paid at or above the threshold in the year.',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (the year is 2000 to 2100).' })
  export1099List(@StaffActor() actor: Actor, @Query() query: Export1099ListQueryDto): Promise<StreamableFile> {
    return this.payments.export1099List(actor, query);
  }

  /**
   * The same 1099-NEC list with each TIN written out in full, for the accountant who files the
   * forms. A separate export so the everyday list never holds a TIN; each download is recorded in
   * the staff audit log (who, when, from where, which year).
   */
  @NoStore()
  @Get('1099-list-full-tins.csv')
  @Roles(UserRole.Admin)
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'As export1099List, the TIN column in full (123-45-6789, 12-3456789). Handle as confidential: it holds taxpayer identification numbers.',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (the year is 2000 to 2100).' })
  export1099ListWithFullTins(@StaffActor() actor: Actor, @Query() query: Export1099ListQueryDto): Promise<StreamableFile> {
    return this.payments.export1099List(actor, query, true);
  }

  /** Pays one or more earned commissions of one partner (their earned clawbacks deducted); the payment starts pending. */
  @NoStore()
  @Post()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A bad or unknown field.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No affiliate has this id.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'The partner has no W-9 on file; a commission that is not earned, not this partner’s, or already in a payment; clawbacks outweigh the commissions; or the payment is below the minimum payout.',
  })
  createCommissionPayment(@CurrentUser() admin: AuthenticatedUser, @Body() body: CreateCommissionPaymentDto): Promise<CommissionPaymentResponseDto> {
    return this.payments.create(admin, body);
  }

  /** Marks a pending payment paid (the partner is e-mailed) or cancelled (its commissions can be paid again). */
  @NoStore()
  @Patch(':id')
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A bad or unknown field.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No commission payment has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "'A commission payment cannot move from {from} to {to}.'" })
  updateCommissionPayment(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam('id', "The payment's id.") id: number,
    @Body() body: UpdateCommissionPaymentDto,
  ): Promise<CommissionPaymentResponseDto> {
    return this.payments.update(admin, id, body);
  }
}

/** What the office can pay a partner now: the form of a new payment lists these (issue 14). */
@ApiTags('admin-partners')
@Controller('admin/affiliates')
export class PayableCommissionsAdminController {
  constructor(private readonly payments: CommissionPaymentsService) {}

  /** The partner's earned commissions no payment holds yet, and the earned clawbacks the next payment deducts. */
  @NoStore()
  @Get(':id/payable-commissions')
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No affiliate has this id.' })
  listPayableCommissions(@IdParam('id', "The partner's (affiliate's) id.") id: number): Promise<PayableCommissionsResponseDto> {
    return this.payments.payable(id);
  }
}
