/** The account corner when the browser holds a session cookie: who it belongs to (GET /api/auth/me). */
import { lazy, Suspense } from "react";
import { QueryProvider } from "@/lib/query-provider";
import { cx } from "@/lib/cx";
import { EmptySlot, SignInLink } from "./account-menu";
import { ACCOUNT_SLOT_CLASS } from "./account-slot";
import { useCurrentUser } from "../../lib/session/use-current-user";

const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

export function SessionCorner() {
  return (
    <QueryProvider>
      <CurrentUserCorner />
    </QueryProvider>
  );
}

function CurrentUserCorner() {
  const current = useCurrentUser();
  if (current.status === "signed-in") {
    return (
      <Suspense fallback={<TriggerPlaceholder name={current.user.firstName} />}>
        <UserMenu user={current.user} />
      </Suspense>
    );
  }
  if (current.status === "unknown") return <EmptySlot />;
  return <SignInLink />;
}

/** What the menu's trigger looks like, while its code loads. */
function TriggerPlaceholder({ name }: { name: string }) {
  return (
    <span className={cx(ACCOUNT_SLOT_CLASS, "gap-1 px-2 text-[0.95rem] font-semibold text-stone-700 dark:text-stone-200")}>
      <span className="truncate">{name}</span>
    </span>
  );
}
