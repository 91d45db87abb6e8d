import { ConflictException, Injectable, Logger, NotFoundException, StreamableFile } from '@nestjs/common';
import { csvRecord } from '../../common/csv';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import type { Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { PAID_BY_ACH_SQL, PartnerTaxRecords, W9_ON_FILE_SQL } from '../affiliates/partner-tax-records';
import { TAX_CLASSIFICATION_LABELS, LLC_TAX_CLASS_LABELS, form1099ThresholdCents } from '../../shared/tax-forms';
import { buildNachaFile } from './nacha-file';
import { ReferralPartners } from '../affiliates/referral-partners';
import { SortOrder } from '../../common/dto/sort-order';
import { BUSINESS_TIME_ZONE, businessToday } from '../../shared/business-calendar';
import { commissionPaidEmail } from './commission-emails';
import { belowMinimumMessage, commissionPaymentStatusFlow, centsToDecimal, decimalToCents, dollars, PAYABLE_SQL, paymentRefusal } from './commission-rules';
import { CommissionEntryKind, CommissionPaymentSort, CommissionPaymentStatus } from './commissions.enums';
import {
  CommissionPaymentEntryDto,
  CommissionPaymentResponseDto,
  CreateCommissionPaymentDto,
  Export1099ListQueryDto,
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
export const ACH_NOT_CONFIGURED_MESSAGE =
  "The ACH file needs the office's bank details, and they are not configured: set ACH_IMMEDIATE_DESTINATION, ACH_IMMEDIATE_DESTINATION_NAME, ACH_IMMEDIATE_ORIGIN, ACH_COMPANY_NAME, ACH_COMPANY_IDENTIFICATION and ACH_ORIGINATING_DFI from the bank's ACH origination agreement (README, Environment), then try again.";
export const nothingForAchMessage = (minimumCents: number) =>
  `No partner paid by direct deposit has a W-9 on file and an earned, unpaid balance of at least ${dollars(minimumCents)}: there is nothing to put in an ACH file.`;

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

/** The 1099 list's columns: the partner, the W-9 in effect (TIN masked), the year's paid total in dollars. */
export const FORM_1099_CSV_HEADERS = [
  'Partner ID',
  'Legal name',
  'Business name',
  'Federal tax classification',
  'Address',
  'City',
  'State',
  'ZIP code',
  'TIN type',
  'TIN',
  'Total paid (USD)',
  'Payments',
  'E-mail',
  'Note',
];

/** The whole TIN as the forms write it: 123-45-6789 for an SSN, 12-3456789 for an EIN. */
export function formattedTin(tinType: string, digits: string): string {
  return tinType === 'ssn' ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** Only the last four digits: ***-**-1234 for an SSN, **-***1234 for an EIN. */
export function maskedTin(tinType: string, last4: string): string {
  return tinType === 'ssn' ? `***-**-${last4}` : `**-***${last4}`;
}

/** Payments of earned commissions (issue 14): create, mark paid or cancelled, list. */
@Injectable()
export class CommissionPaymentsService {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly referrals: ReferralPartners,
    private readonly taxRecords: PartnerTaxRecords,
  ) {}

  /** The effective payout minimum: MIN_PAYOUT_CENTS, or a higher one the office asks for. */
  private minimumOf(query: { minimumCents?: number }): number {
    return Math.max(this.config.minPayoutCents, query.minimumCents ?? 0);
  }

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
    const balanceCents = items.reduce((sum, item) => sum + item.amountCents, 0);
    const minimumPayoutCents = this.config.minPayoutCents;
    const refusal =
      paymentRefusal(partner, await this.taxRecords.hasW9(this.dataSource.manager, affiliateId)) ??
      (balanceCents > 0 && balanceCents < minimumPayoutCents ? belowMinimumMessage(balanceCents, minimumPayoutCents) : null);
    return { items, balanceCents, minimumPayoutCents, paymentRefusal: refusal };
  }

  /**
   * What is payable in a payout file, the one place (issue 25: a file is tied to recorded payments,
   * so two exports never pay the same commission twice). In the caller's transaction, every
   * partner with a W-9 on file and a payable balance of at least `minimumCents` (MIN_PAYOUT_CENTS
   * or more) gets a pending payment holding all their payable commissions and clawbacks (the same
   * rule as `create`); `achOnly` keeps the partners paid by direct deposit. A second export finds
   * those rows held and leaves them out. Mark each payment paid once the bank or PayPal has paid
   * it, or cancel it to let its commissions go.
   */
  private async recordPayoutBatch(
    manager: EntityManager,
    options: { affiliateId?: number; minimumCents: number; achOnly: boolean; paymentMethod: string; notes: string },
  ): Promise<PayoutRow[]> {
    // One payout export at a time; each partner's row is then locked as `create` locks it.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['commission-payout-export']);
    const params: unknown[] = [];
    const partner = options.affiliateId === undefined ? '' : `AND e."affiliateId" = $${params.push(options.affiliateId)}`;
    const ach = options.achOnly ? `AND ${PAID_BY_ACH_SQL}` : '';
    const minimum = `$${params.push(options.minimumCents)}`;
    const due = await manager.query<{ id: number }[]>(
      `SELECT a.id FROM commission_entries e JOIN affiliate_leads l ON l.id = e."affiliateLeadId" JOIN affiliates a ON a.id = e."affiliateId"
       WHERE ${PAYABLE_SQL} AND ${W9_ON_FILE_SQL} ${ach} ${partner}
       GROUP BY a.id HAVING SUM(e."amountCents") >= ${minimum} ORDER BY a.id`,
      params,
    );
    const rows: PayoutRow[] = [];
    for (const { id } of due) {
      const locked = await this.referrals.lockPartner(manager, id);
      if (!locked || paymentRefusal(locked, await this.taxRecords.hasW9(manager, id))) continue;
      const { identifiers } = await manager.insert(CommissionPayment, {
        affiliateId: id,
        amount: '0.00' as unknown as number,
        paymentMethod: options.paymentMethod,
        notes: options.notes,
      });
      const paymentId = identifiers[0].id as number;
      const [taken] = await manager.query<[{ id: number; amountCents: number; affiliateLeadId: number }[], number]>(
        `UPDATE commission_entries e SET "paymentId" = $1, status = CASE WHEN e.kind = 'commission' THEN 'earned'::commission_entry_status ELSE e.status END
         FROM affiliate_leads l WHERE l.id = e."affiliateLeadId" AND e."affiliateId" = $2 AND ${PAYABLE_SQL}
         RETURNING e.id, e."amountCents", e."affiliateLeadId"`,
        [paymentId, id],
      );
      const cents = taken.reduce((sum, e) => sum + e.amountCents, 0);
      if (cents < options.minimumCents) {
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
  }

  /** The payout batch CSV: recordPayoutBatch's payments, one record each (bank or PayPal batch upload). */
  async exportPayoutCsv(admin: AuthenticatedUser, query: ExportCommissionPayoutQueryDto): Promise<StreamableFile> {
    const today = new Date().toISOString().slice(0, 10);
    const records = await this.dataSource.transaction((manager) =>
      this.recordPayoutBatch(manager, {
        affiliateId: query.affiliateId,
        minimumCents: this.minimumOf(query),
        achOnly: false,
        paymentMethod: 'Payout file',
        notes: `Payout file of ${today}`,
      }),
    );
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
   * The NACHA (ACH) credit file (issue 30): recordPayoutBatch's payments to the partners paid by
   * direct deposit, one entry each, each payment's reference the entry's trace number. Refused
   * (409) when the office's bank details are not configured, or when nobody is due (no empty file).
   */
  async exportNachaFile(admin: AuthenticatedUser, query: ExportCommissionPayoutQueryDto): Promise<StreamableFile> {
    const settings = this.config.ach;
    if (!settings) throw new ConflictException(ACH_NOT_CONFIGURED_MESSAGE);
    const today = new Date().toISOString().slice(0, 10);
    const minimumCents = this.minimumOf(query);
    const { text, count } = await this.dataSource.transaction(async (manager) => {
      const records = await this.recordPayoutBatch(manager, {
        affiliateId: query.affiliateId,
        minimumCents,
        achOnly: true,
        paymentMethod: 'ACH file',
        notes: `ACH file of ${today}`,
      });
      if (!records.length) throw new ConflictException(nothingForAchMessage(minimumCents));
      const accounts = await this.taxRecords.achAccounts(
        manager,
        records.map((row) => row.id),
      );
      const credits = records.map((row) => {
        const account = accounts.get(row.id)!;
        return {
          paymentId: row.paymentId,
          cents: row.cents,
          routingNumber: account.routingNumber,
          accountNumber: account.accountNumber,
          accountType: account.accountType,
          name: account.name || `${row.firstName} ${row.lastName}`,
          standardEntryClass: account.individual ? ('PPD' as const) : ('CCD' as const),
        };
      });
      const file = await buildNachaFile(settings, credits);
      for (const [paymentId, trace] of file.traces) {
        await manager.update(CommissionPayment, { id: paymentId }, { paymentReference: `ACH trace ${trace}` });
      }
      return { text: file.text, count: records.length };
    });
    this.logger.log(`NACHA payout file exported with filters ${JSON.stringify(query)} by admin ${admin.id}: ${count} pending payments created`);
    return new StreamableFile(Buffer.from(text, 'ascii'), {
      type: 'text/plain; charset=us-ascii',
      disposition: `attachment; filename="ach-payout-${today}.txt"`,
    });
  }

  /**
   * The year-end 1099-NEC list for the accountant (issue 30): every partner whose payments marked
   * paid with a payment date in `year` (Missouri time) add up to the year's threshold or more
   * (form1099ThresholdCents), with the current W-9's details; the TIN masked to its last four, or
   * (`fullTins`, a separate admin export recorded in the staff audit log) written out in full for
   * the accountant to file the forms.
   */
  async export1099List(actor: Actor, query: Export1099ListQueryDto, fullTins = false): Promise<StreamableFile> {
    const year = query.year ?? Number(businessToday().slice(0, 4)) - 1;
    const thresholdCents = form1099ThresholdCents(year, this.config.form1099ThresholdCents);
    const rows = await this.dataSource.query<{ id: number; firstName: string; lastName: string; email: string; cents: string; payments: number }[]>(
      `SELECT a.id, a."firstName", a."lastName", a.email, SUM(round(p.amount * 100))::bigint::text AS cents, count(*)::int AS payments
       FROM commission_payments p JOIN affiliates a ON a.id = p."affiliateId"
       WHERE p.status = 'paid' AND p."paymentDate" >= make_timestamptz($1, 1, 1, 0, 0, 0, $2) AND p."paymentDate" < make_timestamptz($1 + 1, 1, 1, 0, 0, 0, $2)
       GROUP BY a.id HAVING SUM(round(p.amount * 100)) >= $3 ORDER BY lower(a."lastName"), lower(a."firstName"), a.id`,
      [year, BUSINESS_TIME_ZONE, thresholdCents],
    );
    const forms = await this.taxRecords.taxFormsFor(
      this.dataSource.manager,
      rows.map((row) => row.id),
      fullTins,
    );
    const text =
      `\uFEFF${csvRecord(FORM_1099_CSV_HEADERS)}` +
      rows
        .map((row) => {
          const w9 = forms.get(row.id);
          const classification = w9
            ? w9.taxClassification === 'llc'
              ? `LLC (${LLC_TAX_CLASS_LABELS[w9.llcTaxClass!]})`
              : w9.taxClassification === 'other'
                ? `Other (${w9.otherClassification})`
                : TAX_CLASSIFICATION_LABELS[w9.taxClassification]
            : null;
          return csvRecord([
            row.id,
            w9?.legalName ?? `${row.firstName} ${row.lastName}`,
            w9?.businessName,
            classification,
            w9?.address,
            w9?.city,
            w9?.state,
            w9?.zipCode,
            w9?.tinType.toUpperCase(),
            w9 ? (w9.tin ? formattedTin(w9.tinType, w9.tin) : maskedTin(w9.tinType, w9.tinLast4)) : null,
            centsToDecimal(Number(row.cents)),
            row.payments,
            row.email,
            w9 ? null : 'No W-9 on file: request one before filing',
          ]);
        })
        .join('');
    if (fullTins) StaffAuditLog.record(actor, '1099 list with full TINs exported', `year ${year}, ${rows.length} partners`);
    else this.logger.log(`1099 list of ${year} (threshold ${thresholdCents} cents) exported by admin ${actor.id}: ${rows.length} partners`);
    return new StreamableFile(Buffer.from(text, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="1099-nec-${year}${fullTins ? '-full-tins' : ''}.csv"`,
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
      const refusal = paymentRefusal(partner, await this.taxRecords.hasW9(manager, partner.id));
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
      if (cents < this.config.minPayoutCents) throw new ConflictException(belowMinimumMessage(cents, this.config.minPayoutCents));
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
