import type { UserRole } from "@/api/generated/model/userRole";

/**
 * The office's roles (issue 27): admins and sales reps. Their pages get the office's menu, they
 * set up two-step sign-in first, and the role is given only through the e-mailed set-up link; the
 * server decides each of these (backend common/auth/user-role.ts `OFFICE_ROLES`), the pages follow.
 */
// Plain strings, not the generated enum object: the shell (shell-routes.ts) uses this, and every page loads the shell.
export const OFFICE_ROLES: readonly UserRole[] = ["admin", "sales"];

export function isOfficeRole(role: UserRole): boolean {
  return OFFICE_ROLES.includes(role);
}
