import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { UserRole } from './user-role';

/**
 * Who makes a staff change, as a service needs it: the signed-in user and the address the request
 * came from. Controllers take it with @StaffActor(), so services never see the HTTP request.
 */
export interface Actor {
  id: number;
  role: UserRole;
  /** The client address as Express resolved it (trust proxy), or null. */
  ip: string | null;
}

/** The signed-in actor of the request (use on routes behind @Roles()). */
export const StaffActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const request = context.switchToHttp().getRequest<Request>();
  if (!request.user) throw new Error('@StaffActor() used on a route without @Roles()');
  return { id: request.user.id, role: request.user.role, ip: request.ip ?? null };
});
