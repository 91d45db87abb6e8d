import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { containsPatterns } from '../../common/like-pattern';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { SortOrder } from '../../common/dto/sort-order';
import { depositStatusEmail, type OfficeMailStatus } from './deposit-emails';
import { depositOfficeFlows } from './deposit-status-flow';
import { AdminDepositSort, DepositStatus } from './deposits.enums';
import { toDepositResponse } from './deposits.service';
import {
  AdminDepositDetailResponseDto,
  AdminDepositResponseDto,
  DepositRefundDto,
  DepositStatusChangeDto,
  PaginatedAdminDepositsResponseDto,
} from './dto/admin-deposit-response.dto';
import { ListAdminDepositsQueryDto } from './dto/list-admin-deposits-query.dto';
import { UpdateDepositStatusDto } from './dto/update-deposit-status.dto';
import { DepositRefund } from './entities/deposit-refund.entity';
import { DepositStatusChange } from './entities/deposit-status-change.entity';
import { Deposit } from './entities/deposit.entity';
import { StripePaymentProvider } from './payments/stripe-payment-provider';

export const DEPOSIT_NOT_FOUND_MESSAGE = 'There is no deposit with this id.';

/** A deposit loaded with its plan and buyer, through its own `design` and `user` relations (never another module's repository). */
export function toAdminDepositResponse(deposit: Deposit): AdminDepositResponseDto {
  const { user } = deposit;
  return {
    ...toDepositResponse(deposit, deposit.design),
    buyer: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone },
    // The office's own moves only (payment moves are Stripe's, expiry the hold job's).
    allowedStatuses: depositOfficeFlows[deposit.paymentProvider].allowed(deposit.status),
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

function toDepositRefund(refund: DepositRefund): DepositRefundDto {
  return {
    id: refund.id,
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status,
    admin: refund.admin ? { id: refund.admin.id, name: `${refund.admin.firstName} ${refund.admin.lastName}` } : null,
    createdAt: refund.createdAt.toISOString(),
    completedAt: refund.completedAt?.toISOString() ?? null,
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
    @Inject(StripePaymentProvider) private readonly stripe: StripePaymentProvider | null,
  ) {}

  /** One page of deposits matching the filters, with the total over all pages. */
  async list(query: ListAdminDepositsQueryDto): Promise<PaginatedAdminDepositsResponseDto> {
    const qb = this.deposits
      .createQueryBuilder('d')
      .innerJoinAndSelect('d.design', 'design')
      .innerJoinAndSelect('d.user', 'buyer')
      .leftJoinAndSelect('d.signature', 'signature');
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
    const deposit = await this.deposits.findOne({ where: { id }, relations: { design: true, user: true, signature: true } });
    if (!deposit) throw new NotFoundException(DEPOSIT_NOT_FOUND_MESSAGE);
    const history = await this.changes.find({ where: { depositId: id }, relations: { admin: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    const refunds = await this.dataSource
      .getRepository(DepositRefund)
      .find({ where: { depositId: id }, relations: { admin: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return { ...toAdminDepositResponse(deposit), history: history.map(toDepositStatusChange), refunds: refunds.map(toDepositRefund) };
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
      // The office's moves for this deposit's provider (a Stripe deposit's payment is Stripe's word).
      depositOfficeFlows[deposit.paymentProvider].assert(deposit.status, dto.status);
      const note = dto.note ?? null;
      await manager.update(
        Deposit,
        { id },
        {
          status: dto.status,
          // An invoice deposit the office records paid was really paid (the dashboard counts it); one it records refunded, in full.
          ...(dto.status === DepositStatus.Paid ? { paidAt: new Date() } : {}),
          ...(dto.status === DepositStatus.Refunded ? { refundedAmount: deposit.amount } : {}),
        },
      );
      await manager.insert(DepositStatusChange, { depositId: id, fromStatus: deposit.status, toStatus: dto.status, note, adminId: admin.id });
      // The plan and the buyer through the deposit's own relations (one query, no other module's repository).
      const { design, user: buyer } = await manager.findOneOrFail(Deposit, { where: { id }, relations: { design: true, user: true } });
      // The office's flow let it through, so the new status is one of its own moves' (never pending, nor a payment's).
      const status = dto.status as OfficeMailStatus;
      await this.mail.enqueue(manager, depositStatusEmail(this.config, { deposit, design, buyer }, status, note));
      return deposit;
    });
    this.logger.log(`deposit ${id} moved from ${from.status} to ${dto.status} by admin ${admin.id}`);
    // A cancelled Stripe reservation can no longer be paid: its open Checkout Session is closed.
    if (dto.status === DepositStatus.Cancelled && from.stripeCheckoutSessionId) await this.stripe?.closeSession(from.stripeCheckoutSessionId);
    return this.get(id);
  }
}
