import { StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { PG_INTEGER_MAX } from '../../../common/whole-number';
import { QueryBoolean, QueryEnum, QueryInt, QueryText } from '../../../common/query-params';
import { AffiliateLeadStatus } from '../../affiliates/affiliates.enums';
import { SortOrder } from '../../../common/dto/sort-order';
import { ReferralSort } from '../commissions.enums';

/** The partner's own referral list: stage, search, sort and page. */
export class ListMyReferralsQueryDto extends StaffPageQueryDto {
  @QueryEnum(AffiliateLeadStatus, 'AffiliateLeadStatus', 'Only referrals in this stage.')
  leadStatus?: AffiliateLeadStatus;

  @QueryText(100, "Words to find in the customer's name, the only customer detail the partner sees (every word must appear; case-insensitive).")
  q?: string;

  @QueryEnum(ReferralSort, 'ReferralSort', 'Sort key (commission: by its amount, none as 0).', ReferralSort.CreatedAt)
  sort: ReferralSort = ReferralSort.CreatedAt;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Desc)
  order: SortOrder = SortOrder.Desc;
}

/** The office's referral list (/affiliate-admin): every partner's referrals. */
export class ListAffiliateLeadsQueryDto extends ListMyReferralsQueryDto {
  @QueryInt(1, PG_INTEGER_MAX, "Only this partner's referrals (the affiliate's id).")
  affiliateId?: number;

  @QueryText(100, "Words to find in the customer's name or e-mail (every word must appear; case-insensitive).")
  declare q?: string;

  @QueryBoolean('true: only referrals the fraud review holds or refused (under review or rejected); false: only unflagged or cleared ones.')
  flagged?: boolean;
}
