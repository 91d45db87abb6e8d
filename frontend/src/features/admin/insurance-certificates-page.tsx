/**
 * Route module of /admin/insurance-certificates 'Expiring Insurance' (admin only, issue 31): for
 * each public listing, the approved certificate of insurance that counts, when it ends within 30
 * days or has ended (listExpiringCertificates), filtered by state and words, sorted and paged by
 * the server with the list's state in the URL. Each row says the days left, the reminders the
 * contractor was sent (30, 7 and 0 days before) and whether a renewal waits for the office, with
 * the file and the listing's page (where the office approves the renewal) one click away.
 */
import { Link } from "react-router";
import { useListExpiringCertificates } from "@/api/generated/endpoints/admin-contractors/admin-contractors";
import { ExpiringCertificateState, type ExpiringCertificateResponseDto, type ListExpiringCertificatesParams } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { formatExactCents } from "@/lib/currency";
import { formatCalendarDate } from "@/lib/dates";
import { EXPIRING_WITHIN_DAYS } from "@shared/missouri-licensing";
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
import type { Tone } from "@/components/staff/office-labels";
import { Pill } from "../../components/staff/office-parts";
import { EmailText } from "@/components/staff/email-text";
import { adminContractorPath } from "./contractor-labels";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";

export const meta = metaFrom(adminPages);

export const STATE_LABEL: Readonly<Record<ExpiringCertificateState, string>> = {
  [ExpiringCertificateState.expiring]: `Ending within ${EXPIRING_WITHIN_DAYS} days`,
  [ExpiringCertificateState.expired]: "Ended",
};

/** 'Ends today', 'Ends tomorrow', 'Ends in 12 days', 'Ended yesterday', 'Ended 5 days ago'. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return "Ends today";
  if (daysLeft === 1) return "Ends tomorrow";
  if (daysLeft > 1) return `Ends in ${daysLeft} days`;
  if (daysLeft === -1) return "Ended yesterday";
  return `Ended ${-daysLeft} days ago`;
}

function daysLeftTone(daysLeft: number): Tone {
  if (daysLeft < 0) return "alert";
  return daysLeft <= 7 ? "warn" : "info";
}

/** '30 and 7 days before', 'On its last day', 'None yet'. */
export function remindersText(sent: readonly number[]): string {
  if (sent.length === 0) return "None yet";
  const words = sent.map((days) => (days === 0 ? "its last day" : `${days} days before`));
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  return list.charAt(0).toUpperCase() + list.slice(1);
}

function InsuranceCertificatesPage() {
  const { params, update } = useListSearch();
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const certificates = useListExpiringCertificates(params as ListExpiringCertificatesParams);
  const sort = String(params.sort ?? "expiresOn");
  const order = String(params.order ?? "asc");
  const text = (key: string) => String(params[key] ?? "");

  return (
    <AdminShell
      title={adminPages.insuranceCertificates.title}
      intro={`Public contractors whose certificate of insurance on file ends within ${EXPIRING_WITHIN_DAYS} days or has ended, soonest first. The day after a certificate ends, the profile says "Insurance on file expired" and the Verified badge lapses; the contractor is reminded 30 and 7 days before and on the last day. Approve the renewal on the contractor's page.`}
    >
      <p className="mb-4">
        <Link to={adminPages.contractors.path} className="link font-semibold">
          All contractors
        </Link>
      </p>
      <FilterForm label="Filter certificates" onApply={update}>
        <div>
          <label htmlFor="certificates-q" className={FIELD_LABEL}>
            Contractor, insurer or policy
          </label>
          <input id="certificates-q" name="q" type="search" defaultValue={text("q")} className={FIELD_INPUT} />
        </div>
        <div>
          <label htmlFor="certificates-state" className={FIELD_LABEL}>
            Show
          </label>
          <select id="certificates-state" name="state" defaultValue={text("state")} className={FIELD_INPUT}>
            <option value="">Ending soon and ended</option>
            {Object.values(ExpiringCertificateState).map((state) => (
              <option key={state} value={state}>
                {STATE_LABEL[state]}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>

      <div className="mt-6">
        {certificates.isError ? (
          <ListProblem error={certificates.error} retry={() => void certificates.refetch()} />
        ) : !certificates.data ? (
          <Loading what="certificates" />
        ) : certificates.data.total === 0 ? (
          <EmptyStaffList noun="certificates">
            No public contractor's insurance ends within {EXPIRING_WITHIN_DAYS} days, and none has ended. Certificates show here as their end date comes near.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Certificates of insurance ending soon or ended"
              head={
                <>
                  <SortHeader label="Contractor" sortKey="contractorName" sort={sort} order={order} defaultOrder="asc" />
                  <th scope="col" className={TH}>
                    Insurer and policy
                  </th>
                  <SortHeader label="Ends" sortKey="expiresOn" sort={sort} order={order} defaultOrder="asc" />
                  <th scope="col" className={TH}>
                    Reminders sent
                  </th>
                  <th scope="col" className={TH}>
                    Renewal
                  </th>
                </>
              }
            >
              {certificates.data.items.map((certificate) => (
                <CertificateRow key={certificate.id} certificate={certificate} />
              ))}
            </StaffTable>
            <Pager page={certificates.data.page} pageSize={certificates.data.pageSize} total={certificates.data.total} noun="certificates" />
          </>
        )}
      </div>
    </AdminShell>
  );
}

function CertificateRow({ certificate }: { certificate: ExpiringCertificateResponseDto }) {
  return (
    <tr>
      <th scope="row" className={`${TD} text-left`}>
        <Link to={adminContractorPath(certificate.contractorId)} className="link font-semibold">
          {certificate.contractorName}
        </Link>
        <span className="block font-normal">
          <EmailText email={certificate.contractorEmail} />
        </span>
      </th>
      <td className={TD}>
        {certificate.insurer}
        <span className="block">Policy {certificate.policyNumber}</span>
        <span className="block">{formatExactCents(certificate.coverageCents)}</span>
        <a href={certificate.downloadUrl} className="link block break-all" download={certificate.fileName}>
          {certificate.fileName}
          <span className="sr-only"> (download the certificate)</span>
        </a>
      </td>
      <td className={`${TD} whitespace-nowrap`}>
        {formatCalendarDate(certificate.expiresOn)}
        <span className="mt-1 block">
          <Pill tone={daysLeftTone(certificate.daysLeft)}>{daysLeftText(certificate.daysLeft)}</Pill>
        </span>
      </td>
      <td className={TD}>{remindersText(certificate.remindersSent)}</td>
      <td className={TD}>
        {certificate.replacementPending ? (
          <Link to={adminContractorPath(certificate.contractorId)} className="link font-semibold">
            Renewal waiting: check it<span className="sr-only"> for {certificate.contractorName}</span>
          </Link>
        ) : (
          "None uploaded yet"
        )}
      </td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(InsuranceCertificatesPage);
