import { QueryDate } from '../../../common/query-params';

/** The dashboard's date range, in Missouri days (both ends included). */
export class GetAdminDashboardQueryDto {
  @QueryDate('First day, Missouri time (default: the Monday 11 weeks before the week of `to`, so 12 Monday weeks).')
  from?: string;

  @QueryDate('Last day, Missouri time (default: today in Missouri).')
  to?: string;
}
