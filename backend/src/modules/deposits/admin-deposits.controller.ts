import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { StaffActor, type Actor } from '../../common/auth/actor';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { UserRole } from '../../common/auth/user-role';
import { AdminDepositsService } from './admin-deposits.service';
import { DepositPaymentsService } from './deposit-payments.service';
import { RefundDepositDto } from './dto/refund-deposit.dto';
import { AdminDepositDetailResponseDto, PaginatedAdminDepositsResponseDto } from './dto/admin-deposit-response.dto';
import { ListAdminDepositsQueryDto } from './dto/list-admin-deposits-query.dto';
import { UpdateDepositStatusDto } from './dto/update-deposit-status.dto';

/** The office's deposits (/admin/deposits, issue 13): list, one deposit with its history, status changes. */
@ApiTags('admin-deposits')
@Controller('admin/deposits')
export class AdminDepositsController {
  constructor(
    private readonly deposits: AdminDepositsService,
    private readonly payments: DepositPaymentsService,
  ) {}

  /** Deposits filtered by status and searched by buyer name, e-mail or plan, sorted by date or amount, a page at a time. */
  @NoStore()
  @Get()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  listAdminDeposits(@Query() query: ListAdminDepositsQueryDto): Promise<PaginatedAdminDepositsResponseDto> {
    return this.deposits.list(query);
  }

  /** One deposit with its buyer, plan, the statuses it may move to and its status history (newest first). */
  @NoStore()
  @Get(':id')
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No deposit has this id.' })
  getAdminDeposit(@IdParam('id', "The deposit's id.") id: number): Promise<AdminDepositDetailResponseDto> {
    return this.deposits.get(id);
  }

  /**
   * Moves a deposit to another status (pending → invoiced or cancelled, invoiced → paid or
   * cancelled, paid → refunded) and e-mails the buyer, with the note if one is given.
   */
  @NoStore()
  @Patch(':id')
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Not a status, a note over 2000 characters, or an id out of range.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No deposit has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "'A deposit cannot move from {from} to {to}.'" })
  updateDepositStatus(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam('id', "The deposit's id.") id: number,
    @Body() body: UpdateDepositStatusDto,
  ): Promise<AdminDepositDetailResponseDto> {
    return this.deposits.updateStatus(admin, id, body);
  }

  /**
   * Refunds part or all of a paid deposit (issue 29), with the reason the buyer is told. A Stripe
   * deposit's refund is asked of Stripe and shows as requested until Stripe's webhook completes
   * it (one at a time); an invoice deposit's refund is one the office made itself and is recorded
   * as done. The buyer is e-mailed when it completes.
   */
  @NoStore()
  @Post(':id/refunds')
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No amount in cents, or no reason (or one over 500 characters).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No deposit has this id.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Not paid, already refunded in full, more than is left to refund, or a Stripe refund still waiting (the sentence says which).',
  })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'Stripe did not answer; nothing was changed.' })
  async refundDeposit(
    @StaffActor() actor: Actor,
    @IdParam('id', "The deposit's id.") id: number,
    @Body() body: RefundDepositDto,
  ): Promise<AdminDepositDetailResponseDto> {
    await this.payments.refund(actor, id, body);
    return this.deposits.get(id);
  }
}
