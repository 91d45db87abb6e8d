import { lazy, Suspense, useState, type ReactNode } from "react";
import { useMatches } from "react-router";
import { useToast } from "@/components/toast/use-toast";
import { useSignedOutNotice } from "@/lib/session/signed-out-notice";
import { pageAccess, showsChrome, staffMenu } from "../../lib/shell-routes";
import { BackToTop } from "./back-to-top";
import { Footer } from "./footer";
import { Header } from "./header";
import { useHashScroll } from "../../lib/scroll";
import { useTrackingCapture } from "./use-tracking-capture";

export const MAIN_CONTENT_ID = "main-content";

// The guard of signed-in pages (with the auth client it uses) loads only on those pages.
const AccessGuard = lazy(() => import("@/features/account/access-guard").then((m) => ({ default: m.AccessGuard })));

// The staff shell (side navigation, the signed-in person) loads only on staff pages: the office's,
// the partner dashboard and the contractor dashboard. They show neither the public header nor footer.
const StaffLayout = lazy(() => import("./staff-layout").then((m) => ({ default: m.StaffLayout })));

// Toasts only follow an action, so the toaster (Radix) loads with the first toast, not with the page.
// The toast waits in the store (components/toast/use-toast.ts) until the toaster shows it.
const Toaster = lazy(() => import("@/components/toast/toaster").then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppShell({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id;
  const chrome = showsChrome(routeId);
  // Signed-in pages (`access` in their definition) open only for the right people.
  const access = pageAccess(routeId);
  useHashScroll();
  useTrackingCapture();
  useSignedOutNotice();
  const staff = staffMenu(routeId);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {chrome && !staff ? <Header /> : null}
      {staff && access ? (
        <Suspense>
          <StaffLayout menu={staff} access={access} routeId={routeId} mainId={MAIN_CONTENT_ID}>
            {children}
          </StaffLayout>
        </Suspense>
      ) : (
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          {/* For pages whose body is a lazy chunk (the MDX content pages): hydration keeps the
              prerendered HTML of <main> until it arrives, and a navigation keeps showing the previous
              page meanwhile (a boundary inside the page would show an empty body instead). */}
          <Suspense>
            {access ? (
              <AccessGuard key={routeId} access={access}>
                {children}
              </AccessGuard>
            ) : (
              children
            )}
          </Suspense>
        </main>
      )}
      {chrome && !staff ? <Footer /> : null}
      <BackToTop />
      <DeferredToaster />
    </div>
  );
}
