import { StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { QueryEnum, QueryText } from '../../../common/query-params';
import { SortOrder } from '../../../common/dto/sort-order';
import { AdminDepositSort, DepositStatus } from '../deposits.enums';

export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** Filters, search, sort and page of the office's deposit list (/admin/deposits). */
export class ListAdminDepositsQueryDto extends StaffPageQueryDto {
  @QueryEnum(DepositStatus, 'DepositStatus', 'Only deposits in this status.')
  status?: DepositStatus;

  @QueryText(ADMIN_SEARCH_MAX_LENGTH, "Words to find in the buyer's name or e-mail or the plan's name (every word must appear; case-insensitive).")
  q?: string;

  @QueryEnum(AdminDepositSort, 'AdminDepositSort', 'Sort key; equal amounts go newest first.', AdminDepositSort.CreatedAt)
  sort: AdminDepositSort = AdminDepositSort.CreatedAt;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Desc)
  order: SortOrder = SortOrder.Desc;
}
