/**
 * Route module of /admin/designs 'Plans' (admin only, issue 31): every plan of the catalogue,
 * drafts and archived ones included, with how many pictures each has and whether one is a floor
 * plan; filtered by status, category and words, sorted and paged by the server (listAdminDesigns),
 * with the list's state in the URL. Each name opens the plan's page, where the office edits its
 * words and status and manages its pictures.
 */
import { Link } from "react-router";
import { useListAdminDesigns } from "@/api/generated/endpoints/admin-designs/admin-designs";
import { DesignCategory, DesignStatus, type AdminDesignSummaryDto, type ListAdminDesignsParams } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { formatBusinessDate } from "@/lib/dates";
import { squareFeet } from "@/lib/number";
import { AdminShell } from "../../components/staff/admin-shell";
import {
  EmptyStaffList,
  FIELD_INPUT,
  FIELD_LABEL,
  FilterForm,
  ListProblem,
  Loading,
  Pager,
  SortHeader,
  StaffTable,
  TD,
  TH,
} from "../../components/staff/list-parts";
import { useListSearch } from "../../components/staff/list-search";
import { Pill } from "../../components/staff/office-parts";
import { adminPlanPath, PLAN_STATUS_LABEL, PLAN_STATUS_TONE } from "./plan-labels";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";

export const meta = metaFrom(adminPages);

function PlansPage() {
  const { params, update } = useListSearch();
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const plans = useListAdminDesigns(params as ListAdminDesignsParams);
  const sort = String(params.sort ?? "name");
  const order = String(params.order ?? "asc");
  const text = (key: string) => String(params[key] ?? "");

  return (
    <AdminShell
      title={adminPages.plans.title}
      intro="Every house plan, drafts and archived ones included. Open a plan to change its name, description or status, and to add its floor plans, photos and renderings. Plan pages and the catalogue answer the change at once; the prerendered pages and the sitemap take it at the next build."
    >
      <FilterForm label="Filter plans" onApply={update}>
        <div>
          <label htmlFor="plans-q" className={FIELD_LABEL}>
            Name, address or description
          </label>
          <input id="plans-q" name="q" type="search" defaultValue={text("q")} className={FIELD_INPUT} />
        </div>
        <div>
          <label htmlFor="plans-status" className={FIELD_LABEL}>
            Status
          </label>
          <select id="plans-status" name="status" defaultValue={text("status")} className={FIELD_INPUT}>
            <option value="">Any status</option>
            {Object.values(DesignStatus).map((status) => (
              <option key={status} value={status}>
                {PLAN_STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="plans-category" className={FIELD_LABEL}>
            Kind of plan
          </label>
          <select id="plans-category" name="category" defaultValue={text("category")} className={FIELD_INPUT}>
            <option value="">Barndominiums and homes</option>
            <option value={DesignCategory.Barndominium}>Barndominiums</option>
            <option value={DesignCategory.Residential}>Homes without a shop</option>
          </select>
        </div>
      </FilterForm>

      <div className="mt-6">
        {plans.isError ? (
          <ListProblem error={plans.error} retry={() => void plans.refetch()} />
        ) : !plans.data ? (
          <Loading what="plans" />
        ) : plans.data.total === 0 ? (
          <EmptyStaffList noun="plans">The catalogue has no plans yet: the built-in plans are added when the server starts.</EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="House plans"
              head={
                <>
                  <SortHeader label="Plan" sortKey="name" sort={sort} order={order} defaultOrder="asc" />
                  <SortHeader label="Status" sortKey="status" sort={sort} order={order} defaultOrder="asc" />
                  <SortHeader label="Living area" sortKey="living" sort={sort} order={order} defaultOrder="asc" />
                  <SortHeader label="Pictures" sortKey="pictures" sort={sort} order={order} />
                  <SortHeader label="Last changed" sortKey="updatedAt" sort={sort} order={order} />
                  <th scope="col" className={TH}>
                    Public page
                  </th>
                </>
              }
            >
              {plans.data.items.map((plan) => (
                <PlanRow key={plan.id} plan={plan} />
              ))}
            </StaffTable>
            <Pager page={plans.data.page} pageSize={plans.data.pageSize} total={plans.data.total} noun="plans" />
          </>
        )}
      </div>
    </AdminShell>
  );
}

/** "3 pictures, floor plan included", "No pictures: the page shows the spec sheet". */
export function picturesText(plan: Pick<AdminDesignSummaryDto, "imageCount" | "hasFloorPlan">): string {
  if (plan.imageCount === 0) return "None: the page shows the spec sheet";
  const count = `${plan.imageCount} ${plan.imageCount === 1 ? "picture" : "pictures"}`;
  return plan.hasFloorPlan ? `${count}, floor plan first` : `${count}, no floor plan yet`;
}

function PlanRow({ plan }: { plan: AdminDesignSummaryDto }) {
  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-semibold`}>
        <Link to={adminPlanPath(plan.id)} className="link">
          {plan.name}
        </Link>
        <span className="block font-normal text-stone-700 dark:text-stone-300">
          {plan.category === DesignCategory.Barndominium ? "Barndominium" : "Home"} · {plan.bedrooms} bedrooms
        </span>
      </th>
      <td className={TD}>
        <Pill tone={PLAN_STATUS_TONE[plan.status]}>{PLAN_STATUS_LABEL[plan.status]}</Pill>
      </td>
      <td className={`${TD} whitespace-nowrap`}>
        {squareFeet(plan.livingSquareFeet)}
        {plan.shopSquareFeet === null ? null : <span className="block text-stone-700 dark:text-stone-300">+ {squareFeet(plan.shopSquareFeet)} shop</span>}
      </td>
      <td className={TD}>{picturesText(plan)}</td>
      <td className={`${TD} whitespace-nowrap`}>{formatBusinessDate(plan.updatedAt)}</td>
      <td className={TD}>
        {plan.status === DesignStatus.draft ? (
          <span className="text-stone-700 dark:text-stone-300">Not public yet</span>
        ) : (
          <a href={`/designs/${plan.slug}`} className="link break-all">
            /designs/{plan.slug}
            <span className="sr-only"> ({plan.name})</span>
          </a>
        )}
      </td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(PlansPage);
