/**
 * The signed-in menu of the header (Radix DropdownMenu, its own chunk: account-menu.tsx loads it
 * once someone is signed in). The trigger shows the first name; the items lead to the account,
 * saved designs, the dashboards of the user's role and signing out.
 */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "react-router";
import { UserRole, type UserResponseDto } from "@/api/generated/model";
import type { ShellPageId } from "@/lib/shell-pages";
import { pagePaths } from "@/lib/shell-routes";
import { cx } from "@/lib/cx";
import { ACCOUNT_SLOT_CLASS } from "./account-slot";
import { ROLE_HOME } from "../../lib/session/safe-next";
import { useSignOutAction } from "../../lib/session/use-auth-actions";

const pathOf = (pageId: ShellPageId) => pagePaths(pageId)[0];

/** The dashboards each role works in (an admin's are the staff pages). */
export const ROLE_DASHBOARDS: Readonly<Record<UserRole, ReadonlyArray<{ label: string; to: string }>>> = {
  [UserRole.user]: [],
  [UserRole.contractor]: [{ label: "Contractor dashboard", to: pathOf("contractors/dashboard") }],
  [UserRole.affiliate]: [{ label: "Affiliate dashboard", to: pathOf("affiliates/dashboard") }],
  [UserRole.admin]: [
    { label: "Admin dashboard", to: pathOf("admin/dashboard") },
    { label: "Referral partner admin", to: pathOf("affiliates/admin") },
  ],
  // A rep's home (the lead desk); its staff menu leads on from there.
  [UserRole.sales]: [{ label: "Sales desk", to: ROLE_HOME[UserRole.sales] }],
};

const ITEM_CLASS =
  "flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-left text-[0.95rem] font-medium text-stone-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:text-stone-100 dark:data-[highlighted]:bg-stone-800 dark:data-[highlighted]:text-white";

export function UserMenu({ user }: { user: UserResponseDto }) {
  const { signOut, pending } = useSignOutAction();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={`Account menu for ${user.firstName}`}
          className={cx(
            ACCOUNT_SLOT_CLASS,
            "gap-1 px-2 text-[0.95rem] font-semibold text-stone-700 hover:bg-stone-100 hover:text-stone-950 data-[state=open]:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-white dark:data-[state=open]:bg-stone-800",
          )}
        >
          <span className="truncate">{user.firstName}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
            <path d="M5.2 7.2a.75.75 0 0 1 1.06.02L10 11.1l3.74-3.88a.75.75 0 1 1 1.08 1.04l-4.28 4.44a.75.75 0 0 1-1.08 0L5.18 8.26a.75.75 0 0 1 .02-1.06Z" />
          </svg>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-lg border border-stone-200 bg-white p-1.5 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-2 text-sm text-stone-600 dark:text-stone-400">
            Signed in as
            <span className="block truncate font-semibold text-stone-900 dark:text-white">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200 dark:bg-stone-700" />
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link to="/account">Your account</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link to="/account#saved-designs">Saved designs</Link>
          </DropdownMenu.Item>
          {ROLE_DASHBOARDS[user.role].map((dashboard) => (
            <DropdownMenu.Item key={dashboard.to} asChild className={ITEM_CLASS}>
              <Link to={dashboard.to}>{dashboard.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200 dark:bg-stone-700" />
          <DropdownMenu.Item asChild className={ITEM_CLASS} disabled={pending} onSelect={() => void signOut()}>
            <button type="button">{pending ? "Signing out..." : "Sign out"}</button>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
