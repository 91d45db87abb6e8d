import { applyDecorators, createParamDecorator, ExecutionContext, Header, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { isOfficeRole, UserRole } from './user-role';
import { ErrorResponseDto } from '../dto/error-response.dto';
import type { AuthenticatedUser } from './authenticated-user';
import { ROLE_NOT_ALLOWED_MESSAGE, ROLES_KEY, RolesGuard, SIGN_IN_REQUIRED_MESSAGE, TWO_STEP_REQUIRED_MESSAGE } from './roles.guard';

/** The OpenAPI security scheme of the session cookie (openapi-document.ts declares it). */
export const SESSION_SECURITY_SCHEME = 'cookie';
/** OpenAPI extension listing the roles that may call an operation. */
export const ROLES_EXTENSION = 'x-roles';
/** OpenAPI extension marking an operation on a resource that belongs to one user. */
export const OWNER_EXTENSION = 'x-owner';

/**
 * Only signed-in users with one of `roles` may call the route (no roles: any signed-in user).
 * 401 when anonymous, 403 for another role. Declared in the OpenAPI document: the cookie
 * security scheme, the roles as `x-roles`, and the 401/403 answers. The authorization test
 * (test/authorization.e2e-spec.ts) calls every operation declared this way.
 */
export function Roles(...roles: UserRole[]): MethodDecorator & ClassDecorator {
  const allowed = roles.length ? [...new Set(roles)] : Object.values(UserRole);
  return applyDecorators(
    SetMetadata(ROLES_KEY, allowed),
    UseGuards(RolesGuard),
    ApiCookieAuth(SESSION_SECURITY_SCHEME),
    ApiExtension(ROLES_EXTENSION, allowed),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: `Not signed in: "${SIGN_IN_REQUIRED_MESSAGE}"` }),
    ApiForbiddenResponse({
      type: ErrorResponseDto,
      description:
        `Signed in with a role not in x-roles ("${ROLE_NOT_ALLOWED_MESSAGE}"), or the X-XSRF-TOKEN header is missing or wrong` +
        (allowed.every((role) => isOfficeRole(role)) ? `, or the staff member has not set up two-step sign-in ("${TWO_STEP_REQUIRED_MESSAGE}").` : '.'),
    }),
  );
}

/** Any signed-in user, whatever the role. */
export const SignedIn = (): MethodDecorator & ClassDecorator => Roles();

/**
 * The route acts on a resource that belongs to one user (`owner` names the owning column, e.g.
 * `deposits.userId`). The service must look the resource up WITH the current user's id and
 * answer 404 for anyone else's. Declared as `x-owner`; the authorization test then also calls
 * the route as another user and expects 404 (or 403).
 */
export function Owned(owner: string): MethodDecorator {
  return applyDecorators(ApiExtension(OWNER_EXTENSION, owner));
}

/** Cache-Control: no-store, for answers holding personal data (a shared cache must never keep them). */
export const NoStore = (): MethodDecorator => Header('Cache-Control', 'no-store');

/** The signed-in user of the request (use on routes behind @Roles() / @SignedIn()). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<Request>().user;
  if (!user) throw new Error('@CurrentUser() used on a route without @Roles() or @SignedIn()');
  return user;
});
