import { ApiProperty } from '@nestjs/swagger';
import { StaffPageDto } from '../../../common/dto/staff-page.dto';
import { UserRole } from '../../../common/auth/user-role';

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
  /**
   * A role given but not yet taken up: a promotion to admin applies once the person sets a new
   * password and two-step sign-in through the link e-mailed to the address; null: none waiting.
   */
  @ApiProperty({ enum: UserRole, enumName: 'UserRole', nullable: true })
  pendingRole: UserRole | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** A page of the office's user list. */
export class PaginatedUsersResponseDto extends StaffPageDto {
  items: AdminUserResponseDto[];
}
