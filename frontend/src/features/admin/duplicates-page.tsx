/**
 * Route module of /admin/leads/duplicates 'Possible Duplicates' (admins, issue 28): pairs of leads
 * that may be one person (listDuplicateLeads: the same mailbox, the same phone, a similar name),
 * the newest first, with the reason filter and page in the URL. Each pair merges the later lead
 * into the earlier one (the person's first touch) or is marked as two people.
 */
import { Link } from "react-router";
import { useListDuplicateLeads } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { DuplicateReason, type DuplicateLeadDto, type DuplicateLeadPairDto, type ListDuplicateLeadsParams } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { formatBusinessDateTime } from "@/lib/dates";
import { withQueries } from "@/lib/query-provider";
import { EmailText } from "@/components/staff/email-text";
import { AdminShell } from "../../components/staff/admin-shell";
import { EmptyStaffList, FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading, Pager, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { useListSearch } from "../../components/staff/list-search";
import { DUPLICATE_REASON_LABEL, LEAD_STATUS_LABEL, leadName } from "./lead-labels";
import { MergeAction, NotSameAction, reasonsInWords } from "./lead-duplicates";
import { leadPath } from "./office-links";
import { adminPages } from "./pages";

export const meta = metaFrom(adminPages);

function DuplicatesPage() {
  const { params, update } = useListSearch();
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const pairs = useListDuplicateLeads(params as ListDuplicateLeadsParams);

  return (
    <AdminShell
      title={adminPages.duplicateLeads.title}
      intro="Leads that may be one person who filled in more than one form, newest first. Merge the later lead into the earlier one to keep one record with both histories, or mark the pair as two people."
      actions={
        <Link to={adminPages.leads.path} className="btn-secondary">
          All leads
        </Link>
      }
    >
      <FilterForm label="Filter possible duplicates" onApply={update}>
        <div>
          <label htmlFor="duplicate-reason" className={FIELD_LABEL}>
            Why
          </label>
          <select id="duplicate-reason" name="reason" defaultValue={String(params.reason ?? "")} className={FIELD_INPUT}>
            <option value="">Any reason</option>
            {Object.values(DuplicateReason).map((reason) => (
              <option key={reason} value={reason}>
                {DUPLICATE_REASON_LABEL[reason]}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>

      <div className="mt-6">
        {pairs.isError ? (
          <ListProblem error={pairs.error} retry={() => void pairs.refetch()} clearTo={adminPages.duplicateLeads.path} />
        ) : !pairs.data ? (
          <Loading what="possible duplicates" />
        ) : pairs.data.total === 0 ? (
          <EmptyStaffList
            noun="possible duplicates"
            action={
              <Link to={adminPages.leads.path} className="btn-secondary">
                Back to the leads
              </Link>
            }
          >
            No possible duplicates: no two open leads share an e-mail mailbox, a phone number or a similar name. New ones show up here as people send forms.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Possible duplicates"
              head={
                <>
                  <th scope="col" className={TH}>
                    Earlier lead (kept)
                  </th>
                  <th scope="col" className={TH}>
                    Later lead
                  </th>
                  <th scope="col" className={TH}>
                    Why
                  </th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">Merge or mark as two people</span>
                  </th>
                </>
              }
            >
              {pairs.data.items.map((pair) => (
                <PairRow key={`${pair.lead.id}-${pair.other.id}`} pair={pair} />
              ))}
            </StaffTable>
            <Pager page={pairs.data.page} pageSize={pairs.data.pageSize} total={pairs.data.total} noun="possible duplicates" />
          </>
        )}
      </div>
    </AdminShell>
  );
}

function LeadCell({ lead }: { lead: DuplicateLeadDto }) {
  return (
    <>
      <Link to={leadPath(lead.id)} className="link font-semibold">
        {leadName(lead)} (#{lead.id})
      </Link>
      <span className="block">
        <EmailText email={lead.email} />
      </span>
      {lead.phone ? <span className="block">{lead.phone}</span> : null}
      <span className="block text-stone-700 dark:text-stone-300">
        {LEAD_STATUS_LABEL[lead.status]} · came in {formatBusinessDateTime(lead.createdAt)}
      </span>
    </>
  );
}

function PairRow({ pair }: { pair: DuplicateLeadPairDto }) {
  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-normal`}>
        <LeadCell lead={pair.lead} />
      </th>
      <td className={TD}>
        <LeadCell lead={pair.other} />
      </td>
      <td className={TD}>{reasonsInWords(pair.reasons)}</td>
      <td className={`${TD} grid gap-2`}>
        <MergeAction kept={pair.lead} other={pair.other} />
        <NotSameAction leadId={pair.lead.id} other={pair.other} />
      </td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(DuplicatesPage);
