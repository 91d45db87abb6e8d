/**
 * Route module of /admin/work 'My Work' (admins and sales reps, issue 27): the signed-in staff
 * member's queue (listMyWork), in the order to work it: overdue next steps, next steps due today
 * (Missouri time), their open leads with no next step, then their leads still waiting for a first
 * response with the business minutes they have waited. Each row is one click from the lead. The
 * section and page are the URL's (`section`, `page`), paged on the server.
 */
import { ScoreBadge } from "./lead-score";
import { Link } from "react-router";
import { useListMyWork } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { MyWorkSection, type ListMyWorkParams, type MyWorkCountsDto, type MyWorkItemDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { formatNumber } from "@/lib/number";
import { formatBusinessDateTime } from "@/lib/dates";
import { cx } from "@/lib/cx";
import { withQueries } from "@/lib/query-provider";
import { AdminShell } from "../../components/staff/admin-shell";
import { EmptyStaffList, ListProblem, Loading, Pager, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { searchString, useListSearch, withChanges } from "../../components/staff/list-search";
import { leadPath } from "./office-links";
import { adminPages } from "./pages";

export const meta = metaFrom(adminPages);

export const SECTION_LABEL: Readonly<Record<MyWorkSection, string>> = {
  [MyWorkSection.overdue]: "Overdue",
  [MyWorkSection.due_today]: "Due today",
  [MyWorkSection.no_next_step]: "No next step",
  [MyWorkSection.awaiting_response]: "Awaiting first response",
};

const COUNT_OF: Readonly<Record<MyWorkSection, keyof MyWorkCountsDto>> = {
  [MyWorkSection.overdue]: "overdue",
  [MyWorkSection.due_today]: "dueToday",
  [MyWorkSection.no_next_step]: "noNextStep",
  [MyWorkSection.awaiting_response]: "awaitingResponse",
};

const SECTIONS = Object.values(MyWorkSection);

function MyWorkPage() {
  const { search, params } = useListSearch();
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const work = useListMyWork(params as ListMyWorkParams);
  const current = typeof params.section === "string" && params.section ? params.section : undefined;
  const sectionHref = (section: MyWorkSection | undefined) => `${adminPages.myWork.path}${searchString(withChanges(search, { section, page: undefined }))}`;

  return (
    <AdminShell
      title={adminPages.myWork.title}
      intro="Your queue, in the order to work it: next steps past due, next steps due today (Missouri time), your open leads with no next step, then new leads still waiting for a first response. Open a lead to call, log the contact and set its next step."
    >
      {work.data ? (
        <nav aria-label="Sections of My Work">
          <ul className="flex flex-wrap gap-2">
            <li>
              <SectionLink to={sectionHref(undefined)} current={current === undefined}>
                Everything ({formatNumber(SECTIONS.reduce((sum, section) => sum + work.data.counts[COUNT_OF[section]], 0))})
              </SectionLink>
            </li>
            {SECTIONS.map((section) => (
              <li key={section}>
                <SectionLink to={sectionHref(section)} current={current === section}>
                  {SECTION_LABEL[section]} ({formatNumber(work.data.counts[COUNT_OF[section]])})
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-6">
        {work.isError ? (
          <ListProblem error={work.error} retry={() => void work.refetch()} clearTo={adminPages.myWork.path} />
        ) : !work.data ? (
          <Loading what="your work" />
        ) : work.data.total === 0 ? (
          <EmptyStaffList
            noun="items"
            action={
              <Link to={adminPages.leads.path} className="btn-secondary">
                All leads
              </Link>
            }
          >
            {current
              ? `Nothing under "${SECTION_LABEL[current as MyWorkSection] ?? current}" right now.`
              : "Nothing waiting on you: no next step is due and every lead you own has one. New leads assigned to you show up here at once."}
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="My Work, in the order to work it"
              head={
                <>
                  <th scope="col" className={TH}>
                    Lead
                  </th>
                  <th scope="col" className={TH}>
                    Why it is here
                  </th>
                  <th scope="col" className={TH}>
                    Section
                  </th>
                  <th scope="col" className={TH}>
                    Came in
                  </th>
                </>
              }
            >
              {work.data.items.map((item) => (
                <WorkRow key={`${item.section}-${item.taskId ?? item.leadId}`} item={item} />
              ))}
            </StaffTable>
            <Pager page={work.data.page} pageSize={work.data.pageSize} total={work.data.total} noun="items" />
          </>
        )}
      </div>
    </AdminShell>
  );
}

function SectionLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={cx(
        "inline-block rounded-full border px-3 py-1 text-sm font-semibold",
        current
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-stone-300 bg-white text-stone-800 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200",
      )}
    >
      {children}
    </Link>
  );
}

function WorkRow({ item }: { item: MyWorkItemDto }) {
  const overdue = item.section === MyWorkSection.overdue;
  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-semibold`}>
        <Link to={leadPath(item.leadId)} className="link">
          {item.leadName}
        </Link>
      </th>
      <td className={cx(TD, overdue && "font-semibold text-red-800 dark:text-red-300")}>
        {item.reason}
        {/* New leads are listed highest score first (issue 28): the score says why this one is on top. */}
        {item.section === MyWorkSection.awaiting_response ? (
          <span className="mt-1 block">
            <ScoreBadge lead={item} />
          </span>
        ) : null}
        {item.dueAt ? (
          <span className="sr-only">
            {" "}
            (<time dateTime={item.dueAt}>{formatBusinessDateTime(item.dueAt)}</time>)
          </span>
        ) : null}
      </td>
      <td className={TD}>{SECTION_LABEL[item.section]}</td>
      <td className={`${TD} whitespace-nowrap`}>{formatBusinessDateTime(item.leadCreatedAt)}</td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(MyWorkPage);
