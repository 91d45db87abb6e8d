import { ApiProperty } from '@nestjs/swagger';
import { StaffPageDto } from '../../../common/dto/staff-page.dto';
import { UserRole } from '../auth.enums';

/** A user in the office's list: who they are, their role and whether two-step sign-in is on. */
export class AdminUserResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  firstName: string;
  lastName: string;
  @ApiProperty({ format: 'email' })
  email: string;
  @ApiProperty({ enum: UserRole, enumName: 'UserRole' })
  role: UserRole;
  /** Two-step sign-in is on (an admin without it cannot use the admin operations). */
  twoStepEnabled: boolean;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** A page of the office's user list. */
export class PaginatedUsersResponseDto extends StaffPageDto {
  items: AdminUserResponseDto[];
}
