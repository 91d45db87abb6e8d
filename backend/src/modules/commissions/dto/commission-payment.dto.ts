import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsEnum, IsISO8601 } from 'class-validator';
import { StaffPageDto, StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { QueryEnum, QueryInt } from '../../../common/query-params';
import { Optional, OptionalNullable, TrimmedString } from '../../../common/validation';
import { PG_INTEGER_MAX } from '../../../common/whole-number';
import { SortOrder } from '../../../common/dto/sort-order';
import { CommissionEntryKind, CommissionPaymentSort, CommissionPaymentStatus } from '../commissions.enums';
import { BodyInt, EachBodyInt } from '../../../common/body-int';
import { ReferralPartnerDto } from './referral-response.dto';

export const MAX_ENTRIES_PER_PAYMENT = 500;

/** The office pays one or more earned commissions of one partner at once. */
export class CreateCommissionPaymentDto {
  @BodyInt(1, PG_INTEGER_MAX, "The partner's (affiliate's) id.")
  affiliateId: number;

  /** The earned, unpaid commission entries to pay (ids from the partner's ledger). The partner's earned clawbacks are deducted in the same payment. */
  @IsArray({ message: 'commissionEntryIds must be a list of commission entry ids.' })
  @ArrayMinSize(1, { message: 'Please choose at least one commission to pay.' })
  @ArrayMaxSize(MAX_ENTRIES_PER_PAYMENT, { message: `At most ${MAX_ENTRIES_PER_PAYMENT} commissions per payment.` })
  @ArrayUnique({ message: 'Each commission may be listed once.' })
  @EachBodyInt(1, PG_INTEGER_MAX)
  @ApiProperty({ type: 'integer', isArray: true, minimum: 1, maximum: PG_INTEGER_MAX })
  commissionEntryIds: number[];

  /** How it is paid (e.g. bank transfer, PayPal, check). */
  @TrimmedString({ max: 50 })
  paymentMethod: string;

  /** The bank's or PayPal's reference, or the check number. */
  @OptionalNullable()
  @TrimmedString({ max: 255 })
  paymentReference?: string | null;

  /** When it was (or will be) paid: an ISO 8601 date or date and time. */
  @Optional()
  @IsISO8601({ strict: true }, { message: 'paymentDate must be an ISO 8601 date (YYYY-MM-DD) or date and time.' })
  paymentDate?: string;

  @OptionalNullable()
  @TrimmedString({ max: 2000, multiline: true })
  notes?: string | null;
}

/** The office marks a pending payment paid (the partner is e-mailed) or cancelled (its commissions are free to pay again). */
export class UpdateCommissionPaymentDto {
  @IsEnum(CommissionPaymentStatus, { message: `Please choose a status: ${Object.values(CommissionPaymentStatus).join(', ')}.` })
  @ApiProperty({ enum: CommissionPaymentStatus, enumName: 'CommissionPaymentStatus' })
  status: CommissionPaymentStatus;

  @OptionalNullable()
  @TrimmedString({ max: 255 })
  paymentReference?: string | null;

  @Optional()
  @IsISO8601({ strict: true }, { message: 'paymentDate must be an ISO 8601 date (YYYY-MM-DD) or date and time.' })
  paymentDate?: string;

  @OptionalNullable()
  @TrimmedString({ max: 2000, multiline: true })
  notes?: string | null;
}

export class ListMyCommissionPaymentsQueryDto extends StaffPageQueryDto {
  @QueryEnum(CommissionPaymentStatus, 'CommissionPaymentStatus', 'Only payments in this status.')
  status?: CommissionPaymentStatus;

  @QueryEnum(CommissionPaymentSort, 'CommissionPaymentSort', 'Sort key.', CommissionPaymentSort.CreatedAt)
  sort: CommissionPaymentSort = CommissionPaymentSort.CreatedAt;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Desc)
  order: SortOrder = SortOrder.Desc;
}

export class ListCommissionPaymentsQueryDto extends ListMyCommissionPaymentsQueryDto {
  @QueryInt(1, PG_INTEGER_MAX, "Only this partner's payments (the affiliate's id).")
  affiliateId?: number;
}

/** One ledger row a payment holds. */
export class CommissionPaymentEntryDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer' })
  affiliateLeadId: number;
  customerName: string;
  @ApiProperty({ enum: CommissionEntryKind, enumName: 'CommissionEntryKind' })
  kind: CommissionEntryKind;
  /** US cents; negative for a clawback. */
  @ApiProperty({ type: 'integer' })
  amountCents: number;
}

export class MyCommissionPaymentResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** The sum of its entries, in US cents. */
  @ApiProperty({ type: 'integer' })
  amountCents: number;
  paymentMethod: string | null;
  paymentReference: string | null;
  paymentDate: string | null;
  @ApiProperty({ enum: CommissionPaymentStatus, enumName: 'CommissionPaymentStatus' })
  status: CommissionPaymentStatus;
  /** The commissions and clawbacks it pays (none once cancelled). */
  entries: CommissionPaymentEntryDto[];
  createdAt: string;
}

export class CommissionPaymentResponseDto extends MyCommissionPaymentResponseDto {
  affiliate: ReferralPartnerDto;
  notes: string | null;
  @ApiProperty({ enum: CommissionPaymentStatus, enumName: 'CommissionPaymentStatus', isArray: true })
  allowedStatuses: CommissionPaymentStatus[];
  updatedAt: string;
}

export class PaginatedCommissionPaymentsResponseDto extends StaffPageDto {
  items: CommissionPaymentResponseDto[];
}

export class PaginatedMyCommissionPaymentsResponseDto extends StaffPageDto {
  items: MyCommissionPaymentResponseDto[];
}

/** Which partners the payout batch lists (every partner with an earned, unpaid balance by default). */
export class ExportCommissionPayoutQueryDto {
  @QueryInt(1, PG_INTEGER_MAX, 'Only this partner (the affiliate id).')
  affiliateId?: number;

  @QueryInt(1, PG_INTEGER_MAX, 'Only balances of at least this many US cents; never below MIN_PAYOUT_CENTS.')
  minimumCents?: number;
}

/** The year of the 1099-NEC list. */
export class Export1099ListQueryDto {
  @QueryInt(2000, 2100, 'The calendar year of the payment dates (Missouri time); default last year.')
  year?: number;
}

/** An earned ledger row no payment holds yet: a commission to choose, or a clawback the next payment deducts. */
export class PayableCommissionDto extends CommissionPaymentEntryDto {
  /** When its hold ended (ISO 8601). */
  earnedAt: string;
}

export class PayableCommissionsResponseDto {
  /** Commissions first, then clawbacks; oldest first. */
  items: PayableCommissionDto[];
  /** What a payment of every commission listed would be: their sum minus the clawbacks, in US cents. */
  @ApiProperty({ type: 'integer' })
  balanceCents: number;
  /** MIN_PAYOUT_CENTS: a payment below it is refused. */
  @ApiProperty({ type: 'integer' })
  minimumPayoutCents: number;
  /** Why a payment to this partner would be refused now, in a sentence for the office (no W-9 on file, a balance below the minimum); null when nothing stands in the way. */
  @ApiProperty({ type: String, nullable: true })
  paymentRefusal: string | null;
}
