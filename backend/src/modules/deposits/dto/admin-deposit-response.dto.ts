import { ApiProperty } from '@nestjs/swagger';
import { StaffPageDto } from '../../../common/dto/staff-page.dto';
import { DepositRefundStatus, DepositStatus } from '../deposits.enums';
import { DepositResponseDto } from './deposit-response.dto';

/** The buyer who placed a deposit, as the office sees them. */
export class AdminDepositBuyerDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  firstName: string;
  lastName: string;
  @ApiProperty({ format: 'email' })
  email: string;
  @ApiProperty({ type: 'string', nullable: true })
  phone: string | null;
}

/** A deposit in the office's list: the buyer's deposit plus who placed it and where it may move next. */
export class AdminDepositResponseDto extends DepositResponseDto {
  buyer: AdminDepositBuyerDto;
  /** The statuses this deposit may move to now (deposit-status-flow.ts); empty once refunded or cancelled. */
  @ApiProperty({ enum: DepositStatus, enumName: 'DepositStatus', isArray: true })
  allowedStatuses: DepositStatus[];
}

/** Who made a status change. */
export class DepositStatusChangeAdminDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  name: string;
}

/** One status change in a deposit's history. */
export class DepositStatusChangeDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ enum: DepositStatus, enumName: 'DepositStatus' })
  fromStatus: DepositStatus;
  @ApiProperty({ enum: DepositStatus, enumName: 'DepositStatus' })
  toStatus: DepositStatus;
  /** The note that went to the buyer with the change. */
  @ApiProperty({ type: 'string', nullable: true })
  note: string | null;
  /** Null when that admin's account has been deleted. */
  @ApiProperty({ type: DepositStatusChangeAdminDto, nullable: true })
  admin: DepositStatusChangeAdminDto | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** One refund of a deposit (issue 29): a Stripe one is requested until its webhook says how it went. */
export class DepositRefundDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** US cents. */
  @ApiProperty({ type: 'integer', example: 50000 })
  amount: number;
  reason: string;
  @ApiProperty({ enum: DepositRefundStatus, enumName: 'DepositRefundStatus' })
  status: DepositRefundStatus;
  /** Who made it; null when that admin's account has been deleted. */
  @ApiProperty({ type: DepositStatusChangeAdminDto, nullable: true })
  admin: DepositStatusChangeAdminDto | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  completedAt: string | null;
}

/** One deposit for the office, with its status history and its refunds (newest first). */
export class AdminDepositDetailResponseDto extends AdminDepositResponseDto {
  history: DepositStatusChangeDto[];
  refunds: DepositRefundDto[];
}

/** A page of the office's deposit list. */
export class PaginatedAdminDepositsResponseDto extends StaffPageDto {
  items: AdminDepositResponseDto[];
}
