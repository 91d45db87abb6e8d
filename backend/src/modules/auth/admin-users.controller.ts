import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { IdParam } from '../../common/path-params';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { UserRole } from '../../common/auth/user-role';
import { AuthService } from './auth.service';
import { ChangeUserRoleDto } from './dto/change-user-role.dto';
import { AdminUserResponseDto, PaginatedUsersResponseDto } from './dto/admin-user-response.dto';
import { ListUsersQueryDto } from './dto/list-users-query.dto';
import { UsersService } from './users.service';
import { Actor, StaffActor } from '../../common/auth/actor';

/** The admin's user management (/admin/users): the list and role changes. */
@ApiTags('admin-users')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  /** Users searched by name or e-mail and filtered by role, newest first, a page at a time. */
  @NoStore()
  @Get()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  listUsers(@Query() query: ListUsersQueryDto): Promise<PaginatedUsersResponseDto> {
    return this.users.list(query);
  }

  /**
   * Gives a user another role; it applies from the user's next request. Admin is the exception:
   * the answer's `pendingRole` is admin until the person sets a new password and two-step sign-in
   * through the link e-mailed to their address. An admin cannot change their own role.
   */
  @NoStore()
  @Patch(':id/role')
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "Not a role, an id out of range, or the admin's own account." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No user has this id.' })
  changeUserRole(@StaffActor() actor: Actor, @IdParam('id', "The user's id.") id: number, @Body() body: ChangeUserRoleDto): Promise<AdminUserResponseDto> {
    return this.auth.changeUserRole(actor, id, body.role);
  }
}
