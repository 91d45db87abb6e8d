import { StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { NotBeforeDate, QueryBoolean, QueryDate, QueryEnum, QueryEnumList, QueryText } from '../../../common/query-params';
import { SortOrder } from '../../../common/dto/sort-order';
import { ContactSubject, QuoteRequestSort, QuoteRequestStatus } from '../contact.enums';

/** listQuoteRequests: filters, search, sort and page of the back office's quote requests. */
export class ListQuoteRequestsQueryDto extends StaffPageQueryDto {
  @QueryEnumList(QuoteRequestStatus, 'QuoteRequestStatus', 'Only requests in these statuses (repeat the parameter for several).')
  status?: QuoteRequestStatus[];

  @QueryEnum(ContactSubject, 'ContactSubject', 'Only requests with this subject.')
  subject?: ContactSubject;

  @QueryText(100, 'Words to find in the name, e-mail, phone or message (every word must appear; case-insensitive).')
  q?: string;

  @QueryBoolean('true: only overdue requests (new and over 24 hours old); false: only the others.')
  overdue?: boolean;

  @QueryDate('Received on or after this day, Missouri time (America/Chicago).')
  createdFrom?: string;

  @QueryDate('Received on or before this day, Missouri time (America/Chicago).')
  @NotBeforeDate('createdFrom')
  createdTo?: string;

  @QueryEnum(QuoteRequestSort, 'QuoteRequestSort', 'Sort key. Ties: newest first.', QuoteRequestSort.CreatedAt)
  sort: QuoteRequestSort = QuoteRequestSort.CreatedAt;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Desc)
  order: SortOrder = SortOrder.Desc;
}
