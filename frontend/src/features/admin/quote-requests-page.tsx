/**
 * Route module of /admin/quote-requests 'Quote Requests' (admin only, issue 13): the contact form's
 * messages, newest first, with status, subject, overdue, date and word filters, all in the URL and
 * all applied by the server (listQuoteRequests).
 */
import { Link } from "react-router";
import { useListQuoteRequests } from "@/api/generated/endpoints/admin-quote-requests/admin-quote-requests";
import { ContactSubject, QuoteRequestStatus, type ListQuoteRequestsParams, type QuoteRequestSummaryDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { SUBJECT_LABELS } from "@/lib/contact-subjects";
import { formatBusinessDateTime } from "@/lib/dates";
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
import { QUOTE_REQUEST_STATUS_LABEL, QUOTE_REQUEST_TONE } from "../../components/staff/office-labels";
import { OverdueBadge, Pill } from "../../components/staff/office-parts";
import { quoteRequestPath } from "./office-links";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";
import { EmailText } from "@/components/staff/email-text";

export const meta = metaFrom(adminPages);

const REPEATED = ["status"] as const;

function QuoteRequestsPage() {
  const { params, update } = useListSearch(REPEATED);
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const requests = useListQuoteRequests(params as ListQuoteRequestsParams);
  const statuses = (params.status as string[] | undefined) ?? [];
  const sort = String(params.sort ?? "createdAt");
  const order = String(params.order ?? "desc");

  return (
    <AdminShell
      title={adminPages.quoteRequests.title}
      intro="Messages from the contact page, newest first. We promise a reply within 24 hours: new requests older than that are marked Overdue."
    >
      {/* Keyed on the URL so the fields follow "Clear filters", the back button and links. */}
      <FilterForm label="Filter quote requests" onApply={update}>
        <div>
          <label htmlFor="qr-q" className={FIELD_LABEL}>
            Name, e-mail, phone or message
          </label>
          <input id="qr-q" name="q" type="search" defaultValue={String(params.q ?? "")} className={FIELD_INPUT} />
        </div>
        <fieldset>
          <legend className={FIELD_LABEL}>Status</legend>
          <div className="mt-1 flex gap-4 py-2">
            {Object.values(QuoteRequestStatus).map((status) => (
              <label key={status} className="inline-flex items-center gap-2 text-sm text-stone-800 dark:text-stone-200">
                <input type="checkbox" name="status" value={status} defaultChecked={statuses.includes(status)} />
                {QUOTE_REQUEST_STATUS_LABEL[status]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="qr-subject" className={FIELD_LABEL}>
            Subject
          </label>
          <select id="qr-subject" name="subject" defaultValue={String(params.subject ?? "")} className={FIELD_INPUT}>
            <option value="">Any subject</option>
            {Object.values(ContactSubject).map((subject) => (
              <option key={subject} value={subject}>
                {SUBJECT_LABELS[subject]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="qr-overdue" className={FIELD_LABEL}>
            Reply time
          </label>
          <select id="qr-overdue" name="overdue" defaultValue={String(params.overdue ?? "")} className={FIELD_INPUT}>
            <option value="">Any</option>
            <option value="true">Overdue only</option>
            <option value="false">Not overdue</option>
          </select>
        </div>
        <div>
          <label htmlFor="qr-from" className={FIELD_LABEL}>
            Received from
          </label>
          <input id="qr-from" name="createdFrom" type="date" defaultValue={String(params.createdFrom ?? "")} className={FIELD_INPUT} />
        </div>
        <div>
          <label htmlFor="qr-to" className={FIELD_LABEL}>
            Received to
          </label>
          <input id="qr-to" name="createdTo" type="date" defaultValue={String(params.createdTo ?? "")} className={FIELD_INPUT} />
        </div>
      </FilterForm>

      <div className="mt-6">
        {requests.isError ? (
          <ListProblem error={requests.error} retry={() => void requests.refetch()} />
        ) : !requests.data ? (
          <Loading what="quote requests" />
        ) : requests.data.total === 0 ? (
          <EmptyStaffList
            noun="quote requests"
            action={
              <Link to="/contact" className="btn-secondary">
                See the contact page
              </Link>
            }
          >
            No quote requests yet. Every message sent from the contact page lands here for a reply, so point customers with questions to it.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Quote requests"
              head={
                <>
                  <SortHeader label="From" sortKey="name" sort={sort} order={order} defaultOrder="asc" />
                  <SortHeader label="Received" sortKey="createdAt" sort={sort} order={order} />
                  <th scope="col" className={TH}>
                    Subject
                  </th>
                  <th scope="col" className={TH}>
                    Message
                  </th>
                  <th scope="col" className={TH}>
                    Status
                  </th>
                </>
              }
            >
              {requests.data.items.map((request) => (
                <QuoteRequestRow key={request.id} request={request} />
              ))}
            </StaffTable>
            <Pager page={requests.data.page} pageSize={requests.data.pageSize} total={requests.data.total} noun="quote requests" />
          </>
        )}
      </div>
    </AdminShell>
  );
}

function QuoteRequestRow({ request }: { request: QuoteRequestSummaryDto }) {
  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-semibold`}>
        <Link to={quoteRequestPath(request.id)} className="link">
          {request.name}
        </Link>
        <span className="block font-normal text-stone-700 dark:text-stone-300">
          <EmailText email={request.email} />
        </span>
      </th>
      <td className={`${TD} whitespace-nowrap`}>{formatBusinessDateTime(request.createdAt)}</td>
      <td className={TD}>
        {request.subjectLabel}
        {request.model ? <span className="block text-stone-700 dark:text-stone-300">Plan: {request.model}</span> : null}
      </td>
      <td className={`${TD} max-w-md`}>{request.messagePreview}</td>
      <td className={TD}>
        <div className="flex flex-wrap gap-1">
          <Pill tone={QUOTE_REQUEST_TONE[request.status]}>{QUOTE_REQUEST_STATUS_LABEL[request.status]}</Pill>
          <OverdueBadge overdue={request.overdue} />
        </div>
      </td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(QuoteRequestsPage);
