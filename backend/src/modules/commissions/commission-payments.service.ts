import { ConflictException, Injectable, Logger, NotFoundException, StreamableFile } from '@nestjs/common';
import { csvRecord } from '../../common/csv';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { W9_ON_FILE_SQL } from '../affiliates/affiliate-text-flags';
import { ReferralPartners } from '../affiliates/referral-partners';
import { SortOrder } from '../../common/dto/sort-order';
import { commissionPaidEmail } from './commission-emails';
import { commissionPaymentStatusFlow, centsToDecimal, decimalToCents, PAYABLE_SQL, paymentRefusal } from './commission-rules';
import { CommissionEntryKind, CommissionPaymentSort, CommissionPaymentStatus } from './commissions.enums';
import {
  CommissionPaymentEntryDto,
  CommissionPaymentResponseDto,
  CreateCommissionPaymentDto,
  ExportCommissionPayoutQueryDto,
  ListCommissionPaymentsQueryDto,
  MyCommissionPaymentResponseDto,
  PaginatedCommissionPaymentsResponseDto,
  PayableCommissionsResponseDto,
  UpdateCommissionPaymentDto,
} from './dto/commission-payment.dto';
import { CommissionPayment } from './entities/commission-payment.entity';

export const AFFILIATE_NOT_FOUND_MESSAGE = 'There is no affiliate with this id.';
export const PAYMENT_NOT_FOUND_MESSAGE = 'There is no commission payment with this id.';
export const notPayableMessage = (ids: number[]) =>
  `Commission ${ids.length === 1 ? 'entry' : 'entries'} ${ids.join(', ')} ${ids.length === 1 ? 'is' : 'are'} not an earned, unpaid commission of this partner.`;
export const NOTHING_TO_PAY_MESSAGE = "The partner's clawbacks outweigh these commissions: there is nothing to pay.";

interface PaymentRow {
  id: number;
  affiliateId: number;
  affiliateFirstName: string;
  affiliateLastName: string;
  affiliateEmail: string;
  affiliateCode: string;
  amount: string;
  paymentMethod: string | null;
  paymentReference: string | null;
  paymentDate: Date | null;
  status: CommissionPaymentStatus;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const PAYMENT_SELECT = `SELECT p.id, p."affiliateId", a."firstName" AS "affiliateFirstName", a."lastName" AS "affiliateLastName", a.email AS "affiliateEmail",
  a."affiliateCode", p.amount::text AS amount, p."paymentMethod", p."paymentReference", p."paymentDate", p.status, p.notes, p."createdAt", p."updatedAt"
  FROM commission_payments p JOIN affiliates a ON a.id = p."affiliateId"`;

const SORT_SQL: Record<CommissionPaymentSort, string> = {
  [CommissionPaymentSort.CreatedAt]: 'p."createdAt"',
  [CommissionPaymentSort.Amount]: 'p.amount',
};

export function toMyPaymentResponse(row: PaymentRow, entries: CommissionPaymentEntryDto[]): MyCommissionPaymentResponseDto {
  return {
    id: row.id,
    amountCents: decimalToCents(row.amount)!,
    paymentMethod: row.paymentMethod,
    paymentReference: row.paymentReference,
    paymentDate: row.paymentDate && new Date(row.paymentDate).toISOString(),
    status: row.status,
    entries,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function toPaymentResponse(row: PaymentRow, entries: CommissionPaymentEntryDto[]): CommissionPaymentResponseDto {
  return {
    ...toMyPaymentResponse(row, entries),
    affiliate: { id: row.affiliateId, name: `${row.affiliateFirstName} ${row.affiliateLastName}`, email: row.affiliateEmail, affiliateCode: row.affiliateCode },
    notes: row.notes,
    allowedStatuses: [...commissionPaymentStatusFlow.moves[row.status]],
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

interface PayoutRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  cents: number;
  entries: number;
  entryIds: string;
  paymentId: number;
}

/** The payout batch's columns (a PayPal Payouts / bank batch upload: recipient, amount, currency first). */
export const PAYOUT_CSV_HEADERS = [
  'Recipient e-mail',
  'Amount',
  'Currency',
  'Partner ID',
  'Partner name',
  'Business',
  'Commission entries',
  'Entry IDs',
  'Note',
  'Payment ID',
];

/** Payments of earned commissions (issue 14): create, mark paid or cancelled, list. */
@Injectable()
export class CommissionPaymentsService {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly referrals: ReferralPartners,
  ) {}

  /** One page of payments with their entries, for the office or (affiliateId fixed) one partner. */
  async page(query: ListCommissionPaymentsQueryDto): Promise<{ rows: PaymentRow[]; entries: Map<number, CommissionPaymentEntryDto[]>; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.affiliateId !== undefined) where.push(`p."affiliateId" = $${params.push(query.affiliateId)}`);
    if (query.status) where.push(`p.status = $${params.push(query.status)}`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const direction = query.order === SortOrder.Asc ? 'ASC' : 'DESC';
    const [[{ total }], rows] = await Promise.all([
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM commission_payments p ${whereSql}`, params),
      this.dataSource.query<PaymentRow[]>(
        `${PAYMENT_SELECT} ${whereSql} ORDER BY ${SORT_SQL[query.sort]} ${direction}, p.id ${direction} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
        params,
      ),
    ]);
    return {
      rows,
      entries: await this.entriesOf(
        this.dataSource.manager,
        rows.map((r) => r.id),
      ),
      total,
    };
  }

  async list(query: ListCommissionPaymentsQueryDto): Promise<PaginatedCommissionPaymentsResponseDto> {
    const { rows, entries, total } = await this.page(query);
    return { items: rows.map((row) => toPaymentResponse(row, entries.get(row.id) ?? [])), total, page: query.page, pageSize: query.pageSize };
  }

  private async entriesOf(manager: EntityManager, paymentIds: number[]): Promise<Map<number, CommissionPaymentEntryDto[]>> {
    const byPayment = new Map<number, CommissionPaymentEntryDto[]>();
    if (!paymentIds.length) return byPayment;
    const rows = await manager.query<(CommissionPaymentEntryDto & { paymentId: number })[]>(
      `SELECT e.id, e."paymentId", e."affiliateLeadId", e.kind, e."amountCents", l."customerFirstName" || ' ' || l."customerLastName" AS "customerName"
       FROM commission_entries e JOIN affiliate_leads l ON l.id = e."affiliateLeadId" WHERE e."paymentId" = ANY($1) ORDER BY e.id`,
      [paymentIds],
    );
    for (const { paymentId, ...entry } of rows) byPayment.set(paymentId, [...(byPayment.get(paymentId) ?? []), entry]);
    return byPayment;
  }

  private async get(manager: EntityManager, id: number): Promise<CommissionPaymentResponseDto> {
    const [row] = await manager.query<PaymentRow[]>(`${PAYMENT_SELECT} WHERE p.id = $1`, [id]);
    if (!row) throw new NotFoundException(PAYMENT_NOT_FOUND_MESSAGE);
    return toPaymentResponse(row, (await this.entriesOf(manager, [id])).get(id) ?? []);
  }

  /** Earned commissions and clawbacks of the partner that no payment holds, as `create` would take them. */
  async payable(affiliateId: number): Promise<PayableCommissionsResponseDto> {
    const partner = await this.referrals.payee(this.dataSource.manager, affiliateId);
    if (!partner) throw new NotFoundException(AFFILIATE_NOT_FOUND_MESSAGE);
    const rows = await this.dataSource.query<
      { id: number; affiliateLeadId: number; customerName: string; kind: CommissionEntryKind; amountCents: number; earnedAt: Date }[]
    >(
      `SELECT e.id, e."affiliateLeadId", l."customerFirstName" || ' ' || l."customerLastName" AS "customerName", e.kind, e."amountCents", e."earnedAt"
       FROM commission_entries e JOIN affiliate_leads l ON l.id = e."affiliateLeadId"
       WHERE e."affiliateId" = $1 AND ${PAYABLE_SQL}
       ORDER BY e.kind = $2, e."earnedAt", e.id`,
      [affiliateId, CommissionEntryKind.Clawback],
    );
    const items = rows.map((row) => ({
      id: row.id,
      affiliateLeadId: row.affiliateLeadId,
      customerName: row.customerName,
      kind: row.kind,
      amountCents: row.amountCents,
      earnedAt: new Date(row.earnedAt).toISOString(),
    }));
    return { items, balanceCents: items.reduce((sum, item) => sum + item.amountCents, 0), paymentRefusal: paymentRefusal(partner) };
  }

  /**
   * The payout batch (issue 25: a file is tied to recorded payments, so two exports never pay the
   * same commission twice). In one transaction, every partner with a payable balance of at least
   * `minimumCents` and a W-9 on file gets a pending payment holding all their payable commissions and
   * clawbacks (the same rule as `create`); the file is built from those payments, one record each.
   * A second export finds those rows held and leaves them out. Mark each payment paid once the bank
   * or PayPal has paid it, or cancel it to let its commissions go.
   */
  async exportPayoutCsv(admin: AuthenticatedUser, query: ExportCommissionPayoutQueryDto): Promise<StreamableFile> {
    const today = new Date().toISOString().slice(0, 10);
    const records = await this.dataSource.transaction(async (manager) => {
      // One payout export at a time; each partner's row is then locked as `create` locks it.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['commission-payout-export']);
      const params: unknown[] = [];
      const partner = query.affiliateId === undefined ? '' : `AND e."affiliateId" = $${params.push(query.affiliateId)}`;
      const minimum = `$${params.push(query.minimumCents ?? 1)}`;
      const due = await manager.query<{ id: number }[]>(
        `SELECT a.id FROM commission_entries e JOIN affiliate_leads l ON l.id = e."affiliateLeadId" JOIN affiliates a ON a.id = e."affiliateId"
         WHERE ${PAYABLE_SQL} AND ${W9_ON_FILE_SQL} ${partner}
         GROUP BY a.id HAVING SUM(e."amountCents") >= ${minimum} ORDER BY a.id`,
        params,
      );
      const rows: PayoutRow[] = [];
      for (const { id } of due) {
        const locked = await this.referrals.lockPartner(manager, id);
        if (!locked || paymentRefusal(locked)) continue;
        const { identifiers } = await manager.insert(CommissionPayment, {
          affiliateId: id,
          amount: '0.00' as unknown as number,
          paymentMethod: 'Payout file',
          notes: `Payout file of ${today}`,
        });
        const paymentId = identifiers[0].id as number;
        const [taken] = await manager.query<[{ id: number; amountCents: number; affiliateLeadId: number }[], number]>(
          `UPDATE commission_entries e SET "paymentId" = $1, status = CASE WHEN e.kind = 'commission' THEN 'earned'::commission_entry_status ELSE e.status END
           FROM affiliate_leads l WHERE l.id = e."affiliateLeadId" AND e."affiliateId" = $2 AND ${PAYABLE_SQL}
           RETURNING e.id, e."amountCents", e."affiliateLeadId"`,
          [paymentId, id],
        );
        const cents = taken.reduce((sum, e) => sum + e.amountCents, 0);
        if (cents < (query.minimumCents ?? 1)) {
          // Changed since the selection (not possible under the locks, but never export a payment below the minimum).
          await manager.query(`UPDATE commission_entries SET "paymentId" = NULL WHERE "paymentId" = $1`, [paymentId]);
          await manager.delete(CommissionPayment, { id: paymentId });
          continue;
        }
        const leads = new Set(taken.map((e) => e.affiliateLeadId));
        await manager.query(`UPDATE commission_payments SET amount = $2::bigint::numeric / 100, "leadId" = $3 WHERE id = $1`, [
          paymentId,
          cents,
          leads.size === 1 ? [...leads][0] : null,
        ]);
        rows.push({
          id,
          email: locked.email,
          firstName: locked.firstName,
          lastName: locked.lastName,
          businessName: locked.businessName,
          cents,
          entries: taken.length,
          entryIds: taken
            .map((e) => e.id)
            .sort((x, y) => x - y)
            .join(' '),
          paymentId,
        });
      }
      return rows;
    });
    const text =
      `\uFEFF${csvRecord(PAYOUT_CSV_HEADERS)}` +
      records
        .map((row) =>
          csvRecord([
            row.email,
            centsToDecimal(row.cents),
            'USD',
            row.id,
            `${row.firstName} ${row.lastName}`,
            row.businessName,
            row.entries,
            row.entryIds,
            `Referral commissions to ${today}`,
            row.paymentId,
          ]),
        )
        .join('');
    this.logger.log(`commission payout CSV exported with filters ${JSON.stringify(query)} by admin ${admin.id}: ${records.length} pending payments created`);
    return new StreamableFile(Buffer.from(text, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="commission-payout-${today}.csv"`,
    });
  }

  /**
   * Pays the chosen earned commissions of one partner, with the partner's earned clawbacks
   * deducted; the amount is their sum. The partner's row is locked first, and each entry is taken
   * by an UPDATE that only matches it while no payment holds it, so of two requests racing for
   * the same commission one gets it and the other a 409: no commission is ever in two payments.
   */
  async create(admin: AuthenticatedUser, dto: CreateCommissionPaymentDto): Promise<CommissionPaymentResponseDto> {
    const answer = await this.dataSource.transaction(async (manager) => {
      const partner = await this.referrals.lockPartner(manager, dto.affiliateId);
      if (!partner) throw new NotFoundException(AFFILIATE_NOT_FOUND_MESSAGE);
      const refusal = paymentRefusal(partner);
      if (refusal) throw new ConflictException(refusal);
      const { identifiers } = await manager.insert(CommissionPayment, {
        affiliateId: partner.id,
        amount: '0.00' as unknown as number,
        paymentMethod: dto.paymentMethod,
        paymentReference: dto.paymentReference ?? null,
        paymentDate: dto.paymentDate ? new Date(dto.paymentDate) : null,
        notes: dto.notes ?? null,
      });
      const paymentId = identifiers[0].id as number;
      // An UPDATE … RETURNING answers [rows, count] through TypeORM.
      const [taken] = await manager.query<[{ id: number; amountCents: number; affiliateLeadId: number }[], number]>(
        `UPDATE commission_entries e SET "paymentId" = $1, status = 'earned' FROM affiliate_leads l
         WHERE l.id = e."affiliateLeadId" AND e.id = ANY($2) AND e."affiliateId" = $3 AND e.kind = $4 AND ${PAYABLE_SQL}
         RETURNING e.id, e."amountCents", e."affiliateLeadId"`,
        [paymentId, dto.commissionEntryIds, partner.id, CommissionEntryKind.Commission],
      );
      const takenIds = new Set(taken.map((e) => e.id));
      const refused = dto.commissionEntryIds.filter((id) => !takenIds.has(id));
      if (refused.length) throw new ConflictException(notPayableMessage(refused));
      const [clawbacks] = await manager.query<[{ amountCents: number; affiliateLeadId: number }[], number]>(
        `UPDATE commission_entries e SET "paymentId" = $1 FROM affiliate_leads l
         WHERE l.id = e."affiliateLeadId" AND e."affiliateId" = $2 AND e.kind = $3 AND ${PAYABLE_SQL}
         RETURNING e."amountCents", e."affiliateLeadId"`,
        [paymentId, partner.id, CommissionEntryKind.Clawback],
      );
      const all = [...taken, ...clawbacks];
      const cents = all.reduce((sum, e) => sum + e.amountCents, 0);
      if (cents <= 0) throw new ConflictException(NOTHING_TO_PAY_MESSAGE);
      const leads = new Set(all.map((e) => e.affiliateLeadId));
      await manager.query(`UPDATE commission_payments SET amount = $2::bigint::numeric / 100, "leadId" = $3 WHERE id = $1`, [
        paymentId,
        cents,
        leads.size === 1 ? [...leads][0] : null,
      ]);
      return this.get(manager, paymentId);
    });
    this.logger.log(`commission payment ${answer.id} of ${answer.amountCents} cents to affiliate ${dto.affiliateId} created by admin ${admin.id}`);
    return answer;
  }

  /**
   * pending → paid: its entries are paid, their referrals' commissionPaid follows and the partner
   * is e-mailed; pending → cancelled: its entries are let go, free for another payment. One
   * transaction; the partner's row, then the payment's, locked.
   */
  async update(admin: AuthenticatedUser, id: number, dto: UpdateCommissionPaymentDto): Promise<CommissionPaymentResponseDto> {
    const { from, answer } = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(CommissionPayment, { where: { id }, select: { id: true, affiliateId: true } });
      if (!found) throw new NotFoundException(PAYMENT_NOT_FOUND_MESSAGE);
      const partner = await this.referrals.lockPartner(manager, found.affiliateId);
      if (!partner) throw new NotFoundException(AFFILIATE_NOT_FOUND_MESSAGE);
      const payment = await manager.findOneOrFail(CommissionPayment, { where: { id }, lock: { mode: 'pessimistic_write' } });
      commissionPaymentStatusFlow.assert(payment.status, dto.status);
      const changes: Partial<CommissionPayment> = { status: dto.status };
      if (dto.paymentReference !== undefined) changes.paymentReference = dto.paymentReference;
      if (dto.notes !== undefined) changes.notes = dto.notes;
      if (dto.paymentDate !== undefined) changes.paymentDate = new Date(dto.paymentDate);
      if (dto.status === CommissionPaymentStatus.Paid) {
        changes.paymentDate ??= payment.paymentDate ?? new Date();
        // An UPDATE … RETURNING answers [rows, count] through TypeORM.
        const [paid] = await manager.query<[{ affiliateLeadId: number; kind: CommissionEntryKind }[], number]>(
          `UPDATE commission_entries SET status = 'paid' WHERE "paymentId" = $1 RETURNING "affiliateLeadId", kind`,
          [id],
        );
        // Their referrals' commissionPaid follows, through the affiliates module that owns them.
        const leadIds = paid.filter((e) => e.kind === CommissionEntryKind.Commission).map((e) => e.affiliateLeadId);
        await this.referrals.markCommissionPaid(manager, [...new Set(leadIds)]);
      } else {
        await manager.query(`UPDATE commission_entries SET "paymentId" = NULL WHERE "paymentId" = $1`, [id]);
      }
      await manager.update(CommissionPayment, { id }, changes);
      const answer = await this.get(manager, id);
      if (dto.status === CommissionPaymentStatus.Paid) {
        await this.mail.enqueue(manager, commissionPaidEmail(this.config, partner, { ...answer, entries: answer.entries.length }));
      }
      return { from: payment.status, answer };
    });
    this.logger.log(`commission payment ${id} moved from ${from} to ${dto.status} by admin ${admin.id}`);
    return answer;
  }
}
