import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { UserRole } from '../../../common/auth/user-role';

const ROLES = Object.values(UserRole);
export const ROLE_MESSAGE = `Please choose a role: ${ROLES.join(', ')}.`;

function RoleField(): PropertyDecorator {
  return applyDecorators(
    ValidateBy({ name: 'userRole', validator: { validate: (value) => ROLES.includes(value as UserRole), defaultMessage: () => ROLE_MESSAGE } }),
    ApiProperty({
      enum: UserRole,
      enumName: 'UserRole',
      enumSchema: { description: 'What a user may do (spec §6): user (buyer), contractor, affiliate, admin, and sales (a sales rep of the office, issue 27).' },
    }),
  );
}

/** An admin gives a user another role. */
export class ChangeUserRoleDto {
  @RoleField()
  role: UserRole;
}
