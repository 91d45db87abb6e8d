/**
 * Route module of /affiliate-admin 'Referral Partner Administration' (admin only, issue 14): the
 * referral program's back office in five tabs — partners and applications, their referrals, the
 * fraud review queue (issue 30), commission payments, and the resources shared with partners (issue 30). The tab is the URL's `tab` (partners when absent), and each tab is a real
 * link, so a tab can be bookmarked and the back button returns to it. A tab reads its own search
 * parameters only while it is shown; switching tabs starts the new one from a bare URL.
 */
import { Link, useLocation, useSearchParams } from "react-router";
import { metaFrom } from "@/lib/page-head";
import { cx } from "@/lib/cx";
import { AdminShell } from "../../components/staff/admin-shell";
import { FlagsTab } from "./admin-flags-tab";
import { PartnersTab } from "./admin-partners-tab";
import { PaymentsTab } from "./admin-payments-tab";
import { ReferralsTab } from "./admin-referrals-tab";
import { ResourcesTab } from "./admin-resources-tab";
import { affiliatesPages } from "./pages";
import { withQueries } from "@/lib/query-provider";

export const meta = metaFrom(affiliatesPages);

export const ADMIN_TABS = [
  { key: "partners", label: "Partners and applications" },
  { key: "referrals", label: "Referrals" },
  { key: "flags", label: "Review queue" },
  { key: "payments", label: "Payments" },
  { key: "resources", label: "Resources" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["key"];

/** The tab a URL shows: its `tab` when it names one, else the partners tab. */
export function tabOf(search: URLSearchParams): AdminTab {
  const asked = search.get("tab");
  return ADMIN_TABS.find((tab) => tab.key === asked)?.key ?? "partners";
}

function AffiliateAdminPage() {
  const [search] = useSearchParams();
  const current = tabOf(search);
  const label = ADMIN_TABS.find((tab) => tab.key === current)!.label;

  return (
    <AdminShell
      title={affiliatesPages.admin.title}
      intro="Review partner applications, move their referrals through the stages, decide the referrals our checks flagged, pay the commissions partners have earned and share the files partners use."
    >
      <TabLinks current={current} />
      <section aria-labelledby="affiliate-admin-tab" className="mt-6">
        <h2 id="affiliate-admin-tab" className="sr-only">
          {label}
        </h2>
        {current === "partners" ? (
          <PartnersTab />
        ) : current === "referrals" ? (
          <ReferralsTab />
        ) : current === "flags" ? (
          <FlagsTab />
        ) : current === "payments" ? (
          <PaymentsTab />
        ) : (
          <ResourcesTab />
        )}
      </section>
    </AdminShell>
  );
}

/** Links styled as tabs: each is a URL (`?tab=…`, nothing else, so no tab inherits another's filters). */
function TabLinks({ current }: { current: AdminTab }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Referral program sections" className="border-b border-stone-200 dark:border-stone-700">
      <ul className="-mb-px flex flex-wrap gap-x-2">
        {ADMIN_TABS.map((tab) => {
          const selected = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={`${pathname}?tab=${tab.key}`}
                aria-current={selected ? "page" : undefined}
                className={cx(
                  "inline-block border-b-4 px-4 py-2.5 font-semibold",
                  selected
                    ? "border-brand-700 text-stone-900 dark:border-brand-300 dark:text-white"
                    : "border-transparent text-stone-700 hover:border-stone-400 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(AffiliateAdminPage);
