/**
 * The frame of every staff page (the office's pages and the partner and contractor dashboards): a
 * side navigation with the page's own menu, the signed-in person and a sign-out button, instead of
 * the public site's header and footer. Loaded with the staff layout only (app/layout/staff-layout.tsx).
 */
import type { PageAccess } from "@/lib/page-definition";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { UserResponseDto } from "@/api/generated/model";
import { Logo } from "@/components/logo";
import { cx } from "@/lib/cx";
import { EmailText } from "./email-text";

export interface StaffMenuItem {
  label: string;
  /** A path, or a path with a section's #anchor on the same page. */
  to: string;
  /** Who may open it (the page's own access); the menu hides it from everyone else. Left out: whoever may open the menu's pages. */
  access?: PageAccess;
}

export interface StaffMenu {
  /** The navigation's accessible name. */
  label: string;
  /** Who the shell is for, above the menu ("Office", "Referral partner", "Contractor"). */
  audience: string;
  items: readonly StaffMenuItem[];
}

/** Which link of the menu is the page on screen: the page itself ("page"), or its section ("location"). */
export function currentOf(item: StaffMenuItem, pathname: string, hash: string): "page" | "location" | undefined {
  const [path, anchor] = item.to.split("#");
  if (anchor !== undefined) return pathname === path && hash === `#${anchor}` ? "location" : undefined;
  return pathname === path || pathname.startsWith(`${path}/`) ? "page" : undefined;
}

export function StaffShell({
  menu,
  user,
  signOut,
  signingOut,
  children,
}: {
  menu: StaffMenu;
  /** The signed-in person; the menu shows once the guard has let them in. */
  user: UserResponseDto | undefined;
  signOut: () => void;
  signingOut: boolean;
  /** The page, inside <main>. */
  children: ReactNode;
}) {
  return (
    <div className="flex-1 bg-stone-50 lg:flex dark:bg-stone-950">
      {user ? <StaffSide menu={menu} user={user} signOut={signOut} signingOut={signingOut} /> : null}
      {children}
    </div>
  );
}

function StaffSide({ menu, user, signOut, signingOut }: { menu: StaffMenu; user: UserResponseDto; signOut: () => void; signingOut: boolean }) {
  const { pathname, hash } = useLocation();
  return (
    <aside
      aria-label={`${menu.audience} workspace`}
      className="border-b border-stone-200 bg-white px-4 py-5 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:overflow-y-auto lg:border-r lg:border-b-0 dark:border-stone-800 dark:bg-stone-900"
    >
      <Link to="/" className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <Logo />
        <span className="sr-only"> (public site)</span>
      </Link>
      <p className="mt-4 text-xs font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">{menu.audience}</p>
      <nav aria-label={menu.label} className="mt-2">
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {menu.items.map((item) => {
            const current = currentOf(item, pathname, hash);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={current}
                  className={cx(
                    "block rounded-md px-3 py-2 text-sm font-semibold",
                    current === "page"
                      ? "bg-brand-50 text-brand-800 dark:bg-stone-800 dark:text-brand-200"
                      : "text-stone-700 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white",
                    current === "location" && "underline underline-offset-4",
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-5 border-t border-stone-200 pt-4 lg:mt-auto dark:border-stone-800">
        <p className="text-xs font-semibold text-stone-600 dark:text-stone-400">Signed in as</p>
        <p className="mt-1 text-sm font-semibold text-stone-900 dark:text-white">
          {user.firstName} {user.lastName}
        </p>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          <EmailText email={user.email} />
        </p>
        <button type="button" className="btn-secondary mt-3 w-full disabled:cursor-wait disabled:opacity-70" disabled={signingOut} onClick={signOut}>
          {signingOut ? "Signing out..." : "Sign out"}
        </button>
      </div>
    </aside>
  );
}
