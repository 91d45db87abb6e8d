import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { UserRole } from '../../common/auth/user-role';
import { CommissionPaymentsService } from './commission-payments.service';
import {
  CommissionPaymentResponseDto,
  CreateCommissionPaymentDto,
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

  /** Pays one or more earned commissions of one partner (their earned clawbacks deducted); the payment starts pending. */
  @NoStore()
  @Post()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A bad or unknown field.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No affiliate has this id.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'The partner has no W-9 on file; a commission that is not earned, not this partner’s, or already in a payment; or clawbacks outweigh the commissions.',
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
