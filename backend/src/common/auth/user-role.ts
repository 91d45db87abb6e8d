/** Roles suggested by the routes (spec §6); PostgreSQL enum `user_role`. */
export enum UserRole {
  User = 'user',
  Contractor = 'contractor',
  Affiliate = 'affiliate',
  Admin = 'admin',
  /** A sales rep (issue 27): works leads, quote requests and deposits (read-only); signs in with two steps like an admin. */
  Sales = 'sales',
}

/** The office's roles: admins and sales reps. */
export type OfficeRole = UserRole.Admin | UserRole.Sales;

/**
 * The office's staff (issue 27): they work leads (own them, log contacts, hold tasks), an operation
 * open only to them needs two-step sign-in, and they get the role only through the enrolment link.
 */
export const OFFICE_ROLES: readonly OfficeRole[] = [UserRole.Admin, UserRole.Sales];

export function isOfficeRole(role: UserRole): role is OfficeRole {
  return (OFFICE_ROLES as readonly UserRole[]).includes(role);
}
