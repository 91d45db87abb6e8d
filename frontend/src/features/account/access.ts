import { UserRole } from "@/api/generated/model/userRole";
import type { PageAccess } from "@/lib/page-definition";
import { isOfficeRole } from "@/lib/office-roles";

/** Whether a user of `role` may open a page with `access`. An admin may open every guarded page. */
export function mayOpen(access: PageAccess, role: UserRole): boolean {
  if (access === "signed-in" || role === UserRole.admin) return true;
  return access.includes(role);
}

/** The anchor of /account's "Two-step sign-in" section (where the guard sends admins without it). */
export const TWO_STEP_SECTION_ID = "two-step";

/**
 * Whether the page is for office staff only (every role it lists is admin or sales): there, staff
 * without two-step sign-in are sent to set it up first, as the server refuses them every office operation.
 */
export function needsTwoStep(access: PageAccess, user: { role: UserRole; twoStepEnabled: boolean }): boolean {
  return access !== "signed-in" && access.every(isOfficeRole) && isOfficeRole(user.role) && !user.twoStepEnabled;
}

/** Who the people of each role are, in the words of the "not allowed" view. */
export const ROLE_AUDIENCE: Readonly<Record<UserRole, string>> = {
  [UserRole.user]: "customers with an account",
  [UserRole.contractor]: "contractors in our network",
  [UserRole.affiliate]: "referral partners",
  [UserRole.admin]: "our office staff",
  [UserRole.sales]: "our sales team",
};

/** "referral partners and our office staff": who may open a page, admins always included. */
export function audienceOf(access: PageAccess): string {
  if (access === "signed-in") return "anyone signed in to an account";
  const roles = [...new Set<UserRole>([...access.filter((role) => role !== UserRole.admin), UserRole.admin])];
  const names = roles.map((role) => ROLE_AUDIENCE[role]);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
