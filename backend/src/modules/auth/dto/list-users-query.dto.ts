import { StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { QueryEnum, QueryText } from '../../../common/query-params';
import { UserRole } from '../../../common/auth/user-role';

export const USER_SEARCH_MAX_LENGTH = 100;

/** Search, role filter and page of the office's user list (/admin/users); newest accounts first. */
export class ListUsersQueryDto extends StaffPageQueryDto {
  @QueryText(USER_SEARCH_MAX_LENGTH, 'Words to find in the name or e-mail (every word must appear; case-insensitive).')
  q?: string;

  @QueryEnum(UserRole, 'UserRole', 'Only users with this role.')
  role?: UserRole;
}
