import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { UserRole } from '../../common/auth/user-role';
import { AdminDepositsService } from './admin-deposits.service';
import { AdminDepositDetailResponseDto, PaginatedAdminDepositsResponseDto } from './dto/admin-deposit-response.dto';
import { ListAdminDepositsQueryDto } from './dto/list-admin-deposits-query.dto';
import { UpdateDepositStatusDto } from './dto/update-deposit-status.dto';

/** The office's deposits (/admin/deposits, issue 13): list, one deposit with its history, status changes. */
@ApiTags('admin-deposits')
@Controller('admin/deposits')
export class AdminDepositsController {
  constructor(private readonly deposits: AdminDepositsService) {}

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
}
