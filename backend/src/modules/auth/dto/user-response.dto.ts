import { ApiProperty } from '@nestjs/swagger';
import { UserRole } from '../../../common/auth/user-role';

/** A user as the API shows it: never the password or its hash. */
export class UserResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  /** Lower-case; also the sign-in name. */
  @ApiProperty({ format: 'email' })
  email: string;

  firstName: string;

  lastName: string;

  phone: string | null;

  profileImageUrl: string | null;

  @ApiProperty({ enum: UserRole, enumName: 'UserRole' })
  role: UserRole;

  /** Two-step sign-in (an authenticator app) is on; admins need it for the admin operations. */
  twoStepEnabled: boolean;

  /** The owner confirmed the e-mail address with the link sent at sign-up; a deposit waits for it. */
  emailConfirmed: boolean;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}
