import { QueryEnum, QueryInt } from '../../common/query-params';
import { MailKind } from '../mail.enums';

export const MAX_FAILED_MAIL_PAGE_SIZE = 100;
export const DEFAULT_FAILED_MAIL_PAGE_SIZE = 20;

/** Filter and page of the failed-mail list; newest failure first. */
export class ListFailedMailQueryDto {
  @QueryEnum(MailKind, 'MailKind', 'Only failed e-mails of this kind.')
  kind?: MailKind;

  @QueryInt(1, 10_000, 'Page number, from 1.', 1)
  page: number = 1;

  @QueryInt(1, MAX_FAILED_MAIL_PAGE_SIZE, 'E-mails per page.', DEFAULT_FAILED_MAIL_PAGE_SIZE)
  pageSize: number = DEFAULT_FAILED_MAIL_PAGE_SIZE;
}
