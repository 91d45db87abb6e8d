/**
 * Route module of /admin/leads 'Discovery Call Leads' (admins and sales reps, issues 13 and 27): the quiz and
 * discovery-form leads, filtered, searched, sorted and paged by the server (listLeads), with the
 * list's state in the URL and an "Export CSV" link carrying the same filters. `?view=board` shows
 * the same leads as the pipeline board instead (lead-board.tsx, issue 27).
 */
import { Link } from "react-router";
import { getExportLeadsCsvQueryKey, useListLeads } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { LeadFollowUpState, LeadScoreBand, LeadStatus, type AdminLeadSummaryDto, type ListLeadsParams } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { formatBusinessDate, formatBusinessDateTime, formatCalendarDate } from "@/lib/dates";
import { AdminShell } from "../../components/staff/admin-shell";
import { FOLLOW_UP_STATE_LABEL, LEAD_STATUS_LABEL, LEAD_STATUS_TONE, leadName } from "./lead-labels";
import { Pill } from "../../components/staff/office-parts";
import { EmailText } from "@/components/staff/email-text";
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
import { searchString, useListSearch, withChanges } from "../../components/staff/list-search";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";
import { useListStaff } from "@/api/generated/endpoints/sales-team/sales-team";
import { useCurrentUser, useIsAdmin } from "../../lib/session/use-current-user";
import { responseClockText, staffName } from "./lead-owner";
import { LeadBoard } from "./lead-board";
import { StaleBadge } from "./stale-badge";
import { SCORE_BAND_LABEL, ScoreCell } from "./lead-score";

export const meta = metaFrom(adminPages);

const REPEATED = ["status"] as const;

/** The CSV export of what the list shows: the same filters and order, every page (the export takes no paging). */
export function exportHref(search: URLSearchParams): string {
  return `${getExportLeadsCsvQueryKey()[0]}${searchString(withChanges(search, { page: undefined, pageSize: undefined }))}`;
}

/** `view` picks the page's view; it is not a filter of the list. */
export const BOARD_VIEW = "board";

function LeadsPage() {
  const { search, params } = useListSearch(REPEATED);
  const board = params.view === BOARD_VIEW;
  // Exporting every lead is an admin's call (the server refuses it to reps too).
  const isAdmin = useIsAdmin();
  return (
    <AdminShell
      title={adminPages.leads.title}
      intro={
        board
          ? "Every open lead by stage. Move a card with its “Move to” menu; the move is on the lead's timeline, as on the lead's page."
          : "Everyone who took the quiz or asked for a discovery call, newest first. Open a lead to change its status, add notes or pause its follow-up e-mails."
      }
      actions={
        <>
          <ViewSwitch board={board} />
          {board || !isAdmin ? null : (
            <>
              <Link to={adminPages.duplicateLeads.path} className="btn-secondary">
                Possible duplicates
              </Link>
              <a href={exportHref(search)} download className="btn-secondary">
                Export CSV
              </a>
            </>
          )}
        </>
      }
    >
      {board ? <LeadBoard /> : <LeadsList />}
    </AdminShell>
  );
}

/** List or board: two links, the current one marked. */
function ViewSwitch({ board }: { board: boolean }) {
  const link = (current: boolean) => (current ? "btn-primary" : "btn-secondary");
  return (
    <nav aria-label="Leads view" className="flex gap-2">
      <Link to={adminPages.leads.path} aria-current={board ? undefined : "page"} className={link(!board)}>
        List
      </Link>
      <Link to={`${adminPages.leads.path}?view=${BOARD_VIEW}`} aria-current={board ? "page" : undefined} className={link(board)}>
        Pipeline board
      </Link>
    </nav>
  );
}

function LeadsList() {
  const { params, update } = useListSearch(REPEATED);
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const { view: _view, ...filters } = params;
  const leads = useListLeads(filters as ListLeadsParams);
  const sort = String(params.sort ?? "createdAt");
  const order = String(params.order ?? "desc");

  return (
    <>
      {/* Remounted when the URL changes, so the fields always show the list's filters (also after "Clear filters"). */}
      <LeadFilters params={params} onApply={update} />

      <div className="mt-6">
        {leads.isError ? (
          <ListProblem error={leads.error} retry={() => void leads.refetch()} />
        ) : !leads.data ? (
          <Loading what="leads" />
        ) : leads.data.total === 0 ? (
          <EmptyStaffList
            noun="leads"
            action={
              <Link to="/" className="btn-secondary">
                See the quiz people take
              </Link>
            }
          >
            No leads yet. A lead arrives each time someone finishes the quiz or asks for a discovery call, so share the quiz link in your ads and e-mails to
            bring in the first.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Discovery call leads"
              head={
                <>
                  <SortHeader label="Name" sortKey="name" sort={sort} order={order} defaultOrder="asc" />
                  <th scope="col" className={TH}>
                    E-mail and phone
                  </th>
                  <th scope="col" className={TH}>
                    Status
                  </th>
                  <SortHeader label="Score" sortKey="score" sort={sort} order={order} />
                  <th scope="col" className={TH}>
                    Owner and first response
                  </th>
                  <th scope="col" className={TH}>
                    Source
                  </th>
                  <th scope="col" className={TH}>
                    Call booked
                  </th>
                  <th scope="col" className={TH}>
                    Follow-ups
                  </th>
                  <SortHeader label="Created" sortKey="createdAt" sort={sort} order={order} />
                  <SortHeader label="Last contacted" sortKey="lastContacted" sort={sort} order={order} />
                  <SortHeader label="Expected close" sortKey="expectedCloseDate" sort={sort} order={order} defaultOrder="asc" />
                </>
              }
            >
              {leads.data.items.map((lead) => (
                <LeadRow key={lead.id} lead={lead} />
              ))}
            </StaffTable>
            <Pager page={leads.data.page} pageSize={leads.data.pageSize} total={leads.data.total} noun="leads" />
          </>
        )}
      </div>
    </>
  );
}

function LeadFilters({ params, onApply }: { params: Record<string, string | string[]>; onApply: Parameters<typeof FilterForm>[0]["onApply"] }) {
  const statuses = Array.isArray(params.status) ? params.status : [];
  const text = (key: string) => (typeof params[key] === "string" ? (params[key] as string) : "");
  return (
    <FilterForm label="Filter leads" onApply={onApply}>
      <div>
        <label htmlFor="leads-q" className={FIELD_LABEL}>
          Name, e-mail or phone
        </label>
        <input id="leads-q" name="q" type="search" defaultValue={text("q")} className={FIELD_INPUT} />
      </div>
      <fieldset>
        <legend className={FIELD_LABEL}>Status</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {Object.values(LeadStatus).map((status) => (
            <label key={status} className="inline-flex items-center gap-1.5 py-1 text-sm text-stone-800 dark:text-stone-200">
              <input type="checkbox" name="status" value={status} defaultChecked={statuses.includes(status)} className="size-4" />
              {LEAD_STATUS_LABEL[status]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="leads-score" className={FIELD_LABEL}>
          Score
        </label>
        <select id="leads-score" name="score" defaultValue={text("score")} className={FIELD_INPUT}>
          <option value="">Any</option>
          {Object.values(LeadScoreBand).map((band) => (
            <option key={band} value={band}>
              {SCORE_BAND_LABEL[band]}
            </option>
          ))}
        </select>
      </div>
      <OwnerFilter value={text("ownerId")} />
      <div>
        <label htmlFor="leads-stale" className={FIELD_LABEL}>
          Stale
        </label>
        <select id="leads-stale" name="stale" defaultValue={text("stale")} className={FIELD_INPUT}>
          <option value="">Either</option>
          <option value="true">Only stale leads</option>
          <option value="false">Not stale</option>
        </select>
      </div>
      <div>
        <label htmlFor="leads-source" className={FIELD_LABEL}>
          Source (utm_source)
        </label>
        <input id="leads-source" name="utmSource" type="text" defaultValue={text("utmSource")} className={FIELD_INPUT} />
      </div>
      <div>
        <label htmlFor="leads-call" className={FIELD_LABEL}>
          Call booked
        </label>
        <select id="leads-call" name="callBooked" defaultValue={text("callBooked")} className={FIELD_INPUT}>
          <option value="">Either</option>
          <option value="true">Booked</option>
          <option value="false">Not booked</option>
        </select>
      </div>
      <div>
        <label htmlFor="leads-follow-ups" className={FIELD_LABEL}>
          Follow-up e-mails
        </label>
        <select id="leads-follow-ups" name="followUps" defaultValue={text("followUps")} className={FIELD_INPUT}>
          <option value="">Any</option>
          {Object.values(LeadFollowUpState).map((state) => (
            <option key={state} value={state}>
              {FOLLOW_UP_STATE_LABEL[state]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="leads-from" className={FIELD_LABEL}>
          Created from
        </label>
        <input id="leads-from" name="createdFrom" type="date" defaultValue={text("createdFrom")} className={FIELD_INPUT} />
      </div>
      <div>
        <label htmlFor="leads-to" className={FIELD_LABEL}>
          Created to
        </label>
        <input id="leads-to" name="createdTo" type="date" defaultValue={text("createdTo")} className={FIELD_INPUT} />
      </div>
    </FilterForm>
  );
}

/** Whose leads: anyone, the signed-in person ("My leads"), or one admin or rep. */
function OwnerFilter({ value }: { value: string }) {
  const staff = useListStaff();
  const current = useCurrentUser();
  const myId = current.status === "signed-in" ? current.user.id : undefined;
  return (
    <div>
      <label htmlFor="leads-owner" className={FIELD_LABEL}>
        Owner
      </label>
      <select id="leads-owner" name="ownerId" defaultValue={value} key={`${value}-${staff.data ? "loaded" : "loading"}`} className={FIELD_INPUT}>
        <option value="">Anyone</option>
        {myId !== undefined ? <option value={myId}>My leads</option> : null}
        {(staff.data?.items ?? [])
          .filter((member) => member.id !== myId)
          .map((member) => (
            <option key={member.id} value={member.id}>
              {staffName(member)}
            </option>
          ))}
      </select>
    </div>
  );
}

function LeadRow({ lead }: { lead: AdminLeadSummaryDto }) {
  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-semibold`}>
        <Link to={`/admin/leads/${lead.id}`} className="link">
          {leadName(lead)}
        </Link>
      </th>
      <td className={`${TD} min-w-40`}>
        <EmailText email={lead.email} />
        {lead.phone ? <div className="whitespace-nowrap">{lead.phone}</div> : null}
      </td>
      <td className={TD}>
        <Pill tone={LEAD_STATUS_TONE[lead.status]}>{LEAD_STATUS_LABEL[lead.status]}</Pill>
        <StaleBadge lead={lead} />
      </td>
      <td className={`${TD} min-w-48`}>
        <ScoreCell lead={lead} />
      </td>
      <td className={`${TD} min-w-44`}>
        {lead.owner?.name ?? "Nobody"}
        <div className="text-xs text-stone-600 dark:text-stone-400">{responseClockText(lead)}</div>
      </td>
      <td className={TD}>{lead.utmSource ?? "Direct"}</td>
      <td className={TD}>{lead.calendarScheduled ? "Yes" : "No"}</td>
      <td className={TD}>
        {FOLLOW_UP_STATE_LABEL[lead.followUps]}
        <div className="text-xs text-stone-600 dark:text-stone-400">{lead.followUpCount} sent</div>
      </td>
      <td className={`${TD} whitespace-nowrap`}>{formatBusinessDate(lead.createdAt)}</td>
      <td className={`${TD} whitespace-nowrap`}>{lead.lastContacted ? formatBusinessDateTime(lead.lastContacted) : "Never"}</td>
      <td className={`${TD} whitespace-nowrap`}>{lead.expectedCloseDate ? formatCalendarDate(lead.expectedCloseDate) : "—"}</td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(LeadsPage);
