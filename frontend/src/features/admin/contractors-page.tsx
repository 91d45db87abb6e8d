/**
 * Route module of /admin/contractors 'Contractors' (admin only, issue 15): every listing and
 * application, pending ones first, filtered by status, badge and words, sorted and paged by the
 * server (listAdminContractors), with the list's state in the URL. Each name opens the
 * listing's record page, where the office decides, unpublishes and verifies.
 */
import { Link } from "react-router";
import { useListAdminContractors } from "@/api/generated/endpoints/admin-contractors/admin-contractors";
import { ContractorStatus, type AdminContractorResponseDto, type ListAdminContractorsParams } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { formatBusinessDate } from "@/lib/dates";
import { ratingText } from "../../lib/contractor-format";
import { AdminShell } from "../../components/staff/admin-shell";
import {
  adminContractorPath,
  CONTRACTOR_STATUS_LABEL,
  CONTRACTOR_STATUS_TONE,
  insuranceText,
  specialtiesAndAreasText,
  verificationState,
} from "./contractor-labels";
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
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";
import { EmailText } from "@/components/staff/email-text";

export const meta = metaFrom(adminPages);

function ContractorsPage() {
  const { params, update } = useListSearch();
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const contractors = useListAdminContractors(params as ListAdminContractorsParams);
  const sort = String(params.sort ?? "createdAt");
  const order = String(params.order ?? "desc");
  const text = (key: string) => String(params[key] ?? "");

  return (
    <AdminShell
      title={adminPages.contractors.title}
      intro="Contractor listings and applications. Pending applications always come first, then the order you choose. Open a listing to approve or reject it, unpublish it, record the licenses you checked, review its certificates of insurance, or verify it."
    >
      <p className="mb-4">
        <Link to={adminPages.insuranceCertificates.path} className="link font-semibold">
          Expiring insurance: certificates ending within 30 days or ended
        </Link>
      </p>
      {/* Keyed on the URL so the fields follow "Clear filters", the back button and links. */}
      <FilterForm label="Filter contractors" onApply={update}>
        <div>
          <label htmlFor="contractors-q" className={FIELD_LABEL}>
            Name, contact, e-mail or licence
          </label>
          <input id="contractors-q" name="q" type="search" defaultValue={text("q")} className={FIELD_INPUT} />
        </div>
        <div>
          <label htmlFor="contractors-status" className={FIELD_LABEL}>
            Status
          </label>
          <select id="contractors-status" name="status" defaultValue={text("status")} className={FIELD_INPUT}>
            <option value="">Any status</option>
            {Object.values(ContractorStatus).map((status) => (
              <option key={status} value={status}>
                {CONTRACTOR_STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="contractors-verified" className={FIELD_LABEL}>
            Verified badge
          </label>
          <select id="contractors-verified" name="verified" defaultValue={text("verified")} className={FIELD_INPUT}>
            <option value="">Either</option>
            <option value="true">Verified now</option>
            <option value="false">Not verified</option>
          </select>
        </div>
      </FilterForm>

      <div className="mt-6">
        {contractors.isError ? (
          <ListProblem error={contractors.error} retry={() => void contractors.refetch()} />
        ) : !contractors.data ? (
          <Loading what="contractors" />
        ) : contractors.data.total === 0 ? (
          <EmptyStaffList
            noun="contractors"
            action={
              <Link to="/contractor-network" className="btn-secondary">
                See the application page
              </Link>
            }
          >
            No contractor applications yet. Send contractors you trust to the network page to apply; each application waits here for your decision.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Contractors, pending applications first"
              head={
                <>
                  <SortHeader label="Name" sortKey="name" sort={sort} order={order} defaultOrder="asc" />
                  <th scope="col" className={TH}>
                    Status
                  </th>
                  <th scope="col" className={TH}>
                    Verified
                  </th>
                  <th scope="col" className={TH}>
                    Specialties and areas
                  </th>
                  <SortHeader label="Rating" sortKey="averageRating" sort={sort} order={order} />
                  <SortHeader label="Applied" sortKey="createdAt" sort={sort} order={order} />
                </>
              }
            >
              {contractors.data.items.map((contractor) => (
                <ContractorRow key={contractor.id} contractor={contractor} />
              ))}
            </StaffTable>
            <Pager page={contractors.data.page} pageSize={contractors.data.pageSize} total={contractors.data.total} noun="contractors" />
          </>
        )}
      </div>
    </AdminShell>
  );
}

function ContractorRow({ contractor }: { contractor: AdminContractorResponseDto }) {
  const badge = verificationState(contractor);
  const insurance = insuranceText(contractor);
  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-semibold`}>
        <Link to={adminContractorPath(contractor.id)} className="link">
          {contractor.name}
        </Link>
        <span className="block font-normal text-stone-700 dark:text-stone-300">
          <EmailText email={contractor.email} />
        </span>
        {contractor.isSample ? <span className="block font-normal text-stone-700 dark:text-stone-300">Sample listing</span> : null}
      </th>
      <td className={TD}>
        <Pill tone={CONTRACTOR_STATUS_TONE[contractor.status]}>{CONTRACTOR_STATUS_LABEL[contractor.status]}</Pill>
      </td>
      <td className={TD}>
        <Pill tone={badge.tone}>{badge.label}</Pill>
        {insurance ? <span className="mt-1 block whitespace-nowrap text-stone-700 dark:text-stone-300">{insurance}</span> : null}
      </td>
      <td className={`${TD} whitespace-nowrap`}>{specialtiesAndAreasText(contractor.specialties.length, contractor.serviceAreaCount)}</td>
      <td className={TD}>
        {ratingText(contractor.averageRating, contractor.reviewCount)}
        {contractor.pendingReviewCount > 0 ? (
          <span className="block text-stone-700 dark:text-stone-300">{contractor.pendingReviewCount} waiting for moderation</span>
        ) : null}
      </td>
      <td className={`${TD} whitespace-nowrap`}>{formatBusinessDate(contractor.createdAt)}</td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ContractorsPage);
