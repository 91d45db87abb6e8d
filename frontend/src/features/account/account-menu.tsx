/**
 * The header's account corner: "Sign in" for visitors, the signed-in menu for users. Prerendered
 * pages do not know who is looking, so until the browser knows (after hydration, and the /me
 * answer when a session exists) it holds an empty slot of the same width: nothing shifts and the
 * static HTML matches the first render. Without a session cookie the answer is "nobody" at once,
 * so visitors get no query code; with one, the part that asks /me (TanStack Query) loads, and the
 * menu itself (Radix) loads only for signed-in users.
 */
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { cx } from "@/lib/cx";
import { useHydrated } from "@/lib/use-hydrated";
import { ACCOUNT_SLOT_CLASS } from "./account-slot";
import { LOGIN_PATH, loginPath } from "../../lib/session/safe-next";
import { hasSessionCookie } from "../../lib/session/session-cookie";

const SessionCorner = lazy(() => import("./session-corner").then((module) => ({ default: module.SessionCorner })));

export function AccountMenu() {
  // Read on every render after hydration (each navigation renders the header): signing in sets it.
  const session = useHydrated() ? hasSessionCookie() : undefined;
  if (session === undefined) return <EmptySlot />;
  if (!session) return <SignInLink />;
  return (
    <Suspense fallback={<EmptySlot />}>
      <SessionCorner />
    </Suspense>
  );
}

export function EmptySlot() {
  return <span aria-hidden="true" className={ACCOUNT_SLOT_CLASS} />;
}

export function SignInLink() {
  const { pathname, search } = useLocation();
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
