/**
 * The header's account corner: "Sign in" for visitors, the signed-in menu for users. Prerendered
 * pages do not know who is looking, so until the browser knows (after hydration, and the /me
 * answer when a session exists) it holds an empty slot of the same width: nothing shifts and the
 * static HTML matches the first render. The menu itself (Radix) loads only for signed-in users.
 */
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { cx } from "@/lib/cx";
import { ACCOUNT_SLOT_CLASS } from "./account-slot";
import { LOGIN_PATH, loginPath } from "./safe-next";
import { useCurrentUser } from "./use-current-user";

const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

export function AccountMenu() {
  const current = useCurrentUser();
  const { pathname, search } = useLocation();

  if (current.status === "signed-in") {
    return (
      <Suspense fallback={<TriggerPlaceholder name={current.user.firstName} />}>
        <UserMenu user={current.user} />
      </Suspense>
    );
  }
  if (current.status === "unknown") return <span aria-hidden="true" className={ACCOUNT_SLOT_CLASS} />;

  const here = `${pathname}${search}`;
  return (
    <Link
      to={pathname === LOGIN_PATH ? LOGIN_PATH : loginPath(here)}
      className={cx(
        ACCOUNT_SLOT_CLASS,
        "px-3 text-[0.95rem] font-semibold text-stone-700 hover:bg-stone-100 hover:text-stone-950 dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-white",
      )}
    >
      Sign in
    </Link>
  );
}

/** What the menu's trigger looks like, while its code loads. */
function TriggerPlaceholder({ name }: { name: string }) {
  return (
    <span className={cx(ACCOUNT_SLOT_CLASS, "gap-1 px-2 text-[0.95rem] font-semibold text-stone-700 dark:text-stone-200")}>
      <span className="truncate">{name}</span>
    </span>
  );
}
