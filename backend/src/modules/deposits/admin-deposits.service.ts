import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { containsPatterns } from '../../common/like-pattern';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { SortOrder } from '../../common/dto/sort-order';
import { depositStatusEmail } from './deposit-emails';
import { depositStatusFlow } from './deposit-status-flow';
import { AdminDepositSort, DepositStatus } from './deposits.enums';
import { toDepositResponse } from './deposits.service';
import {
  AdminDepositDetailResponseDto,
  AdminDepositResponseDto,
  DepositStatusChangeDto,
  PaginatedAdminDepositsResponseDto,
} from './dto/admin-deposit-response.dto';
import { ListAdminDepositsQueryDto } from './dto/list-admin-deposits-query.dto';
import { UpdateDepositStatusDto } from './dto/update-deposit-status.dto';
import { DepositStatusChange } from './entities/deposit-status-change.entity';
import { Deposit } from './entities/deposit.entity';

export const DEPOSIT_NOT_FOUND_MESSAGE = 'There is no deposit with this id.';

/** A deposit loaded with its plan and buyer, through its own `design` and `user` relations (never another module's repository). */
export function toAdminDepositResponse(deposit: Deposit): AdminDepositResponseDto {
  const { user } = deposit;
  return {
    ...toDepositResponse(deposit, deposit.design),
    buyer: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
    allowedStatuses: [...depositStatusFlow.moves[deposit.status]],
  };
}

function toDepositStatusChange(change: DepositStatusChange): DepositStatusChangeDto {
  return {
    id: change.id,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    note: change.note,
    admin: change.admin ? { id: change.admin.id, name: `${change.admin.firstName} ${change.admin.lastName}` } : null,
    createdAt: change.createdAt.toISOString(),
  };
}

const SORT_COLUMNS: Record<AdminDepositSort, string> = {
  [AdminDepositSort.CreatedAt]: 'd.createdAt',
  [AdminDepositSort.Amount]: 'd.amount',
};

/** The office's side of deposits (issue 13): the list, one deposit with its history, and status changes. */
@Injectable()
export class AdminDepositsService {
  // The admin audit trail: every change, with the admin's id.
  private readonly logger = new Logger('Admin');

  constructor(
    @InjectRepository(Deposit) private readonly deposits: Repository<Deposit>,
    @InjectRepository(DepositStatusChange) private readonly changes: Repository<DepositStatusChange>,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** One page of deposits matching the filters, with the total over all pages. */
  async list(query: ListAdminDepositsQueryDto): Promise<PaginatedAdminDepositsResponseDto> {
    const qb = this.deposits.createQueryBuilder('d').innerJoinAndSelect('d.design', 'design').innerJoinAndSelect('d.user', 'buyer');
    if (query.status) qb.andWhere('d.status = :status', { status: query.status });
    containsPatterns(query.q).forEach((pattern, i) =>
      qb.andWhere(`("buyer"."firstName" || ' ' || "buyer"."lastName" ILIKE :word${i} OR "buyer"."email" ILIKE :word${i} OR "design"."name" ILIKE :word${i})`, {
        [`word${i}`]: pattern,
      }),
    );
    const direction = query.order === SortOrder.Asc ? 'ASC' : 'DESC';
    qb.orderBy(SORT_COLUMNS[query.sort], direction);
    // Ties: newest first (by date) or in the asked direction (by id); one key each, as TypeORM keeps one order per column.
    if (query.sort !== AdminDepositSort.CreatedAt) qb.addOrderBy('d.createdAt', 'DESC');
    const [rows, total] = await qb
      .addOrderBy('d.id', query.sort === AdminDepositSort.CreatedAt ? direction : 'DESC')
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getManyAndCount();
    return { items: rows.map(toAdminDepositResponse), total, page: query.page, pageSize: query.pageSize };
  }

  /** One deposit with its buyer, plan and status history (newest first); 404 when there is none. */
  async get(id: number): Promise<AdminDepositDetailResponseDto> {
    const deposit = await this.deposits.findOne({ where: { id }, relations: { design: true, user: true } });
    if (!deposit) throw new NotFoundException(DEPOSIT_NOT_FOUND_MESSAGE);
    const history = await this.changes.find({ where: { depositId: id }, relations: { admin: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return { ...toAdminDepositResponse(deposit), history: history.map(toDepositStatusChange) };
  }

  /**
   * Moves a deposit along deposit-status-flow.ts (else 409). One transaction writes the new
   * status, its history row and the buyer's e-mail, so none goes without the others; the row is
   * locked, so two admins acting at once cannot both move it from the same status.
   */
  async updateStatus(admin: AuthenticatedUser, id: number, dto: UpdateDepositStatusDto): Promise<AdminDepositDetailResponseDto> {
    const from = await this.dataSource.transaction(async (manager) => {
      const deposit = await manager.findOne(Deposit, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!deposit) throw new NotFoundException(DEPOSIT_NOT_FOUND_MESSAGE);
      depositStatusFlow.assert(deposit.status, dto.status);
      const note = dto.note ?? null;
      await manager.update(Deposit, { id }, { status: dto.status });
      await manager.insert(DepositStatusChange, { depositId: id, fromStatus: deposit.status, toStatus: dto.status, note, adminId: admin.id });
      // The plan and the buyer through the deposit's own relations (one query, no other module's repository).
      const { design, user: buyer } = await manager.findOneOrFail(Deposit, { where: { id }, relations: { design: true, user: true } });
      // depositStatusFlow.assert let it through, so the new status is never pending (no move leads there).
      const status = dto.status as Exclude<DepositStatus, DepositStatus.Pending>;
      await this.mail.enqueue(manager, depositStatusEmail(this.config, { deposit, design, buyer }, status, note));
      return deposit.status;
    });
    this.logger.log(`deposit ${id} moved from ${from} to ${dto.status} by admin ${admin.id}`);
    return this.get(id);
  }
}
