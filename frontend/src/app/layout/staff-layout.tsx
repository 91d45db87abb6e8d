/**
 * The layout of staff pages (shell-routes.ts: `staffMenu`): the staff shell around the page, the
 * access guard inside <main>. The app shell loads this module lazily, only on staff pages, so no
 * public page carries the staff shell's code.
 */
import { Suspense, type ReactNode } from "react";
import { AccessGuard } from "@/features/account/access-guard";
import { mayOpen, needsTwoStep } from "@/features/account/access";
import { useSignOutAction } from "@/lib/session/use-auth-actions";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { QueryProvider } from "@/lib/query-provider";
import { StaffShell, type StaffMenu } from "@/components/staff/staff-shell";
import type { UserRole } from "@/api/generated/model";
import type { PageAccess } from "@/lib/page-definition";
import type { StaffMenuId } from "../../lib/shell-routes";
import { STAFF_MENUS } from "../staff-menus";

export function StaffLayout({
  menu,
  access,
  routeId,
  mainId,
  children,
}: {
  menu: StaffMenuId;
  access: PageAccess;
  routeId: string | undefined;
  /** The id of <main> (the skip link's target). */
  mainId: string;
  children: ReactNode;
}) {
  return (
    <QueryProvider>
      <Frame menu={menu} access={access} routeId={routeId} mainId={mainId}>
        {children}
      </Frame>
    </QueryProvider>
  );
}

/** The menu without the links its reader may not open (a sales rep sees no Users or Contractors). */
function menuFor(menu: StaffMenu, role: UserRole): StaffMenu {
  return { ...menu, items: menu.items.filter((item) => !item.access || mayOpen(item.access, role)) };
}

function Frame({
  menu,
  access,
  routeId,
  mainId,
  children,
}: {
  menu: StaffMenuId;
  access: PageAccess;
  routeId: string | undefined;
  mainId: string;
  children: ReactNode;
}) {
  const current = useCurrentUser();
  const { signOut, pending } = useSignOutAction();
  // The menu and the person show only to someone the page lets in; the guard answers everyone else.
  const user = current.status === "signed-in" && mayOpen(access, current.user.role) && !needsTwoStep(access, current.user) ? current.user : undefined;
  return (
    <StaffShell menu={user ? menuFor(STAFF_MENUS[menu], user.role) : STAFF_MENUS[menu]} user={user} signOut={() => void signOut()} signingOut={pending}>
      <main id={mainId} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <Suspense>
          <AccessGuard key={routeId} access={access}>
            {children}
          </AccessGuard>
        </Suspense>
      </main>
    </StaffShell>
  );
}
