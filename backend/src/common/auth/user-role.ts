/** Roles suggested by the routes (spec §6); PostgreSQL enum `user_role`. */
export enum UserRole {
  User = 'user',
  Contractor = 'contractor',
  Affiliate = 'affiliate',
  Admin = 'admin',
  /** A sales rep (issue 27): works leads, quote requests and deposits (read-only); signs in with two steps like an admin. */
  Sales = 'sales',
}

/** The office's staff who work leads: they own leads, log contacts, hold tasks (issue 27). */
export const LEAD_DESK_ROLES: readonly UserRole[] = [UserRole.Admin, UserRole.Sales];

/** Roles whose powers need a second factor: an operation open only to these refuses a user without two-step sign-in. */
export const TWO_STEP_ROLES: readonly UserRole[] = [UserRole.Admin, UserRole.Sales];
