import { CanActivate, ExecutionContext, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { isOfficeRole, UserRole } from './user-role';

export const ROLES_KEY = 'auth:roles';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const ROLE_NOT_ALLOWED_MESSAGE = 'Your account is not allowed to do this.';
export const TWO_STEP_REQUIRED_MESSAGE = 'Set up two-step sign-in first.';

/**
 * Enforces @Roles(): 401 without a signed-in session, 403 when the user's role is not listed, and
 * 403 on a staff-only operation (every /api/admin one: admins and sales reps) for staff without two-step sign-in.
 * Runs after the session middleware (req.user is the current user, read fresh from the database).
 */
@Injectable()
export class RolesGuard implements CanActivate {
  private readonly logger = new Logger('Auth');

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user;
    // Anonymous calls are routine (who-am-I on every page): debug level only.
    if (!user) {
      this.logger.debug(`access denied (not signed in): ${req.method} ${req.originalUrl} from ${req.ip}`);
      throw new UnauthorizedException(SIGN_IN_REQUIRED_MESSAGE);
    }
    if (!roles.includes(user.role)) {
      this.logger.warn(`access denied: ${req.method} ${req.originalUrl} needs ${roles.join('/')}, user ${user.id} is ${user.role}, from ${req.ip}`);
      throw new ForbiddenException(ROLE_NOT_ALLOWED_MESSAGE);
    }
    // Staff powers need a second factor (issue 12 point 8); staff can still reach their own account to set it up.
    if (roles.every((role) => isOfficeRole(role)) && !user.twoStepEnabled) {
      this.logger.warn(`access denied (two-step sign-in not set up): ${req.method} ${req.originalUrl}, user ${user.id}, from ${req.ip}`);
      throw new ForbiddenException(TWO_STEP_REQUIRED_MESSAGE);
    }
    return true;
  }
}
