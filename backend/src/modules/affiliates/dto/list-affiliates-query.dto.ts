import { StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { QueryEnum, QueryText } from '../../../common/query-params';
import { SortOrder } from '../../../common/dto/sort-order';
import { AffiliateSort, AffiliateStatus } from '../affiliates.enums';

/** listAffiliates: pending applications first, then the sort asked for. */
export class ListAffiliatesQueryDto extends StaffPageQueryDto {
  @QueryEnum(AffiliateStatus, 'AffiliateStatus', 'Only partners in this status.')
  status?: AffiliateStatus;

  @QueryText(100, 'Words to find in the name, business, e-mail or code (every word must appear; case-insensitive).')
  q?: string;

  @QueryEnum(AffiliateSort, 'AffiliateSort', 'Sort key after pending-first. Ties: newest first.', AffiliateSort.CreatedAt)
  sort: AffiliateSort = AffiliateSort.CreatedAt;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Desc)
  order: SortOrder = SortOrder.Desc;
}
