import type { UserRole } from './user-role';

/**
 * The signed-in user as every request sees it (`req.user`, `@CurrentUser()`): loaded from the
 * database on each request, so a changed role or a deleted account takes effect at once.
 * Never holds the password hash.
 */
export interface AuthenticatedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  /** Two-step sign-in (TOTP) is set up; admins need it for admin operations (RolesGuard). */
  twoStepEnabled: boolean;
  /** The owner opened the confirmation link e-mailed to the address (a buyer needs it for a deposit). */
  emailConfirmed: boolean;
  createdAt: Date;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // passport types req.user as Express.User.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthenticatedUser {}
  }
}
