/**
 * The one gate of signed-in pages (a page's `access` in its pages.ts; the app shell wraps every
 * such page in it). Nobody signed in: off to /login?next=<this page>. Signed in with another
 * role: a "not allowed" view. An admin without two-step sign-in on a staff-only page: to the
 * "Two-step sign-in" section of /account (the server refuses them every admin operation). Until the answer is known: a quiet, empty area, so nothing of the
 * page flashes. The server enforces the same rules on the data; this only spares people a page
 * that cannot load for them.
 */
import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import type { UserResponseDto } from "@/api/generated/model";
import { pagePaths } from "@/lib/shell-routes";
import { QueryProvider } from "@/lib/query-provider";
import type { PageAccess } from "@/lib/page-definition";
import { audienceOf, mayOpen, needsTwoStep, TWO_STEP_SECTION_ID } from "./access";
import { loginPath } from "../../lib/session/safe-next";
import { useSignOutAction } from "../../lib/session/use-auth-actions";
import { useCurrentUser } from "../../lib/session/use-current-user";

const HOME_PATH = pagePaths("hub/unlock")[0];

export function AccessGuard({ access, children }: { access: PageAccess; children: ReactNode }) {
  // Every signed-in page fetches: the guard brings TanStack Query for the page too.
  return (
    <QueryProvider>
      <Guard access={access}>{children}</Guard>
    </QueryProvider>
  );
}

function Guard({ access, children }: { access: PageAccess; children: ReactNode }) {
  const current = useCurrentUser();
  const { pathname, search } = useLocation();

  switch (current.status) {
    case "unknown":
      return <CheckingAccess />;
    case "error":
      return <AccessCheckFailed retry={current.retry} />;
    case "anonymous":
      return <Navigate replace to={loginPath(`${pathname}${search}`)} />;
    case "signed-in":
      if (needsTwoStep(access, current.user)) return <Navigate replace to={`/account#${TWO_STEP_SECTION_ID}`} />;
      return mayOpen(access, current.user.role) ? children : <NotAllowed access={access} user={current.user} />;
  }
}

function CheckingAccess() {
  return (
    <div role="status" className="min-h-[60vh]">
      <span className="sr-only">Checking your sign-in…</span>
    </div>
  );
}

function AccessCheckFailed({ retry }: { retry: () => void }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="access-check-failed">
      <h1 id="access-check-failed" className="text-3xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        We could not check your sign-in
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">Our server did not answer. Check your connection, then try again.</p>
      <button type="button" className="btn-primary mt-6" onClick={retry}>
        Try again
      </button>
    </section>
  );
}

/** A signed-in user whose role may not open the page. Guarded pages are all noindex (their definition). */
export function NotAllowed({ access, user }: { access: PageAccess; user: UserResponseDto }) {
  const { signOut, pending } = useSignOutAction();

  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8" aria-labelledby="not-allowed-title">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">Not allowed</p>
      <h1 id="not-allowed-title" className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl dark:text-white">
        Your account cannot open this page
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
        This page is only for {audienceOf(access)}. You are signed in as <strong className="break-all">{user.email}</strong>.
      </p>
      <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">
        If you work with us and think you should have access, ask our office to change your account's role, or sign in with the account you use for this work.
      </p>
      <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <li>
          <Link className="btn-primary w-full sm:w-auto" to={HOME_PATH}>
            Go to the home page
          </Link>
        </li>
        <li>
          <Link className="btn-secondary w-full sm:w-auto" to="/account">
            Your account
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="btn-secondary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
            disabled={pending}
            onClick={() => void signOut({ signInAgain: true })}
          >
            {pending ? "Signing out..." : "Sign in with another account"}
          </button>
        </li>
      </ul>
    </section>
  );
}
