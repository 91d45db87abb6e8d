import { StaffPageQueryDto } from '../../common/dto/staff-page.dto';
import { QueryEnum } from '../../common/query-params';
import { MailKind } from '../mail.enums';

/** Filter and page of the failed-mail list; newest failure first. */
export class ListFailedMailQueryDto extends StaffPageQueryDto {
  @QueryEnum(MailKind, 'MailKind', 'Only failed e-mails of this kind.')
  kind?: MailKind;
}
