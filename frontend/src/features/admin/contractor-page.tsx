/**
 * Route module of /admin/contractors/{id} (admin only, issue 15): one listing (getAdminContractor)
 * with every field of its application, its specialties and service areas; the decision on a
 * pending application (approve, or reject with a note e-mailed to the applicant), unpublishing and
 * republishing, verifying (licence number, note; backed by the records below) and unverifying, the
 * verification history, and (issue 31) the license records and certificates of insurance
 * (contractor-credentials.tsx). Only the moves the server lists in `allowedStatuses` are offered; the
 * server judges each one and its refusal shows as it words it.
 */
import { SET_PASSWORD_LINK_HOURS } from "@shared/referral-program";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import {
  useGetAdminContractor,
  useReviewContractorApplication,
  useUpdateContractorStatus,
  useVerifyContractor,
} from "@/api/generated/endpoints/admin-contractors/admin-contractors";
import { ContractorStatus, type AdminContractorDetailResponseDto, type ContractorVerificationResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { FormField, TextAreaField } from "@/components/form-field";
import { formatBusinessDate, formatBusinessDateTime, formatCalendarDate } from "@/lib/dates";
import { ratingText } from "../../lib/contractor-format";
import { AdminShell } from "../../components/staff/admin-shell";
import { useListingChanged } from "./contractor-changes";
import { ChangeProblemAlert, changeProblemOf, type ChangeProblem } from "@/components/staff/change-problem";
import {
  CONTRACTOR_MOVE_LABEL,
  CONTRACTOR_STATUS_LABEL,
  CONTRACTOR_STATUS_TONE,
  contractorReviewsPath,
  insuranceText,
  publicProfilePath,
  VERIFICATION_ACTION_LABEL,
  verificationState,
} from "./contractor-labels";
import { contractorPhotosPath } from "./contractor-photo-labels";
import { Loading, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { BackLink, Detail, Pill, RecordProblem } from "../../components/staff/office-parts";
import { adminPages } from "./pages";
import { ContractorCredentialsPanel } from "./contractor-credentials";
import { withQueries } from "@/lib/query-provider";
import { EmailText } from "@/components/staff/email-text";
import { ContractorInquiriesSection } from "./contractor-inquiries-section";

export const meta = metaFrom(adminPages);

/** The server's words (admin-contractor.dto.ts), checked here first so the office is told before sending. */
export const NOTE_TO_REJECT_MESSAGE = "A note is required to reject an application; it is e-mailed to the applicant.";

type Reload = () => Promise<unknown>;

function ContractorPage() {
  const id = Number(useParams().id);
  const contractor = useGetAdminContractor(id);
  const back = <BackLink to={adminPages.contractors.path}>All contractors</BackLink>;
  const listing = contractor.data;

  return (
    <AdminShell
      title={listing?.name ?? adminPages.contractor.title}
      actions={
        listing?.status === ContractorStatus.approved ? (
          <Link to={publicProfilePath(listing.slug)} className="btn-secondary">
            Public profile<span className="sr-only"> of {listing.name}</span>
          </Link>
        ) : null
      }
    >
      {contractor.isError ? (
        <RecordProblem error={contractor.error} retry={() => void contractor.refetch()} back={back} />
      ) : !listing ? (
        <Loading what="the contractor" />
      ) : (
        <>
          {back}
          <ContractorRecord contractor={listing} reload={() => contractor.refetch()} reloading={contractor.isFetching} />
        </>
      )}
    </AdminShell>
  );
}

function ContractorRecord({ contractor, reload, reloading }: { contractor: AdminContractorDetailResponseDto; reload: Reload; reloading: boolean }) {
  // Remounted with each new copy of the listing, so forms and messages start again from what is stored.
  const version = `${contractor.updatedAt}:${contractor.verifications.length}`;
  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-3">
      <div className="grid content-start gap-8 lg:col-span-2">
        <Section title="Application">
          <ApplicationDetails contractor={contractor} />
        </Section>
        <Section title="Specialties">
          <ul className="flex flex-wrap gap-2">
            {contractor.specialties.map((specialty) => (
              <li key={specialty.value}>
                <Pill tone="neutral">{specialty.label}</Pill>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Service areas">
          {contractor.areas.length === 0 ? (
            <p className="text-stone-700 dark:text-stone-300">No service area.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-stone-800 dark:text-stone-200">
              {contractor.areas.map((area) => (
                <li key={area.id}>{area.label}</li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <div className="grid content-start gap-8">
        <Section title="Status">
          <StatusPart key={version} contractor={contractor} reload={reload} reloading={reloading} />
        </Section>
        <Section title="Verification">
          <VerificationPart key={version} contractor={contractor} reload={reload} reloading={reloading} />
        </Section>
      </div>
      <Section title="Licenses and insurance" className="lg:col-span-3">
        <ContractorCredentialsPanel contractorId={contractor.id} contractorName={contractor.name} onChanged={reload} />
      </Section>
      <Section title="Verification history" className="lg:col-span-3">
        <VerificationHistory verifications={contractor.verifications} />
      </Section>
      <Section title="Homeowner requests" className="lg:col-span-3">
        <ContractorInquiriesSection contractorId={contractor.id} />
      </Section>
    </div>
  );
}

function ApplicationDetails({ contractor }: { contractor: AdminContractorDetailResponseDto }) {
  return (
    <dl className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white px-4 dark:divide-stone-800 dark:border-stone-700 dark:bg-stone-900">
      <Detail term="Business name">{contractor.name}</Detail>
      <Detail term="Contact">{contractor.contactName ?? "Not given"}</Detail>
      <Detail term="E-mail">
        <a className="link" href={`mailto:${contractor.email}`}>
          <EmailText email={contractor.email} />
        </a>
      </Detail>
      <Detail term="Phone">
        {contractor.phone ? (
          <a className="link" href={`tel:${contractor.phone.replace(/[^0-9+]/g, "")}`}>
            {contractor.phone}
          </a>
        ) : (
          "Not given"
        )}
      </Detail>
      <Detail term="Website">
        {contractor.website ? (
          <a href={contractor.website} className="link break-all" target="_blank" rel="noopener noreferrer nofollow">
            {contractor.website}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          "Not given"
        )}
      </Detail>
      <Detail term="Business address">{contractor.businessAddress ?? "Not given"}</Detail>
      <Detail term="Years in business">{contractor.yearsInBusiness ?? "Not given"}</Detail>
      <Detail term="License #">{contractor.licenseNumber ?? "Not given"}</Detail>
      <Detail term="Description">
        <span className="whitespace-pre-wrap">{contractor.description ?? "None"}</span>
      </Detail>
      <Detail term="Profile address">{publicProfilePath(contractor.slug)}</Detail>
      <Detail term="Applied">{formatBusinessDateTime(contractor.createdAt)}</Detail>
      <Detail term="Last changed">{formatBusinessDateTime(contractor.updatedAt)}</Detail>
      <Detail term="Contractor account">{contractor.userId === null ? "None yet: made on approval" : `Account #${contractor.userId}`}</Detail>
      <Detail term="Sample listing">{contractor.isSample ? "Yes: fictitious seed data" : "No"}</Detail>
      <Detail term="Reviews">
        {ratingText(contractor.averageRating, contractor.reviewCount)}
        {contractor.pendingReviewCount > 0 ? ` · ${contractor.pendingReviewCount} waiting for moderation` : ""}
        <span className="block">
          <Link to={contractorReviewsPath(contractor.id)} className="link">
            Reviews of {contractor.name}
          </Link>
        </span>
      </Detail>
      <Detail term="Portfolio photos">
        <Link to={contractorPhotosPath(contractor.id)} className="link">
          Photos of {contractor.name}
        </Link>
      </Detail>
    </dl>
  );
}

/** The status, the decision on a pending application, and unpublish / republish. */
function StatusPart({ contractor, reload, reloading }: { contractor: AdminContractorDetailResponseDto; reload: Reload; reloading: boolean }) {
  const pending = contractor.status === ContractorStatus.pending;
  const moves = pending ? [] : contractor.allowedStatuses;
  return (
    <div className="grid gap-4">
      <p>
        <Pill tone={CONTRACTOR_STATUS_TONE[contractor.status]}>{CONTRACTOR_STATUS_LABEL[contractor.status]}</Pill>
      </p>
      {contractor.rejectionReason ? (
        <dl>
          <Detail term="Note sent on rejection">
            <span className="whitespace-pre-wrap">{contractor.rejectionReason}</span>
          </Detail>
        </dl>
      ) : null}
      {pending ? <Decision contractor={contractor} reload={reload} reloading={reloading} /> : null}
      {moves.length > 0 ? <StatusMoves contractor={contractor} reload={reload} reloading={reloading} /> : null}
      {!pending && moves.length === 0 ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          This application is {CONTRACTOR_STATUS_LABEL[contractor.status].toLowerCase()}: its status cannot change any more.
        </p>
      ) : null}
    </div>
  );
}

function Decision({ contractor, reload, reloading }: { contractor: AdminContractorDetailResponseDto; reload: Reload; reloading: boolean }) {
  const changed = useListingChanged();
  const [note, setNote] = useState("");
  const [noteMissing, setNoteMissing] = useState(false);
  const decide = useReviewContractorApplication({
    mutation: {
      onSuccess: (listing, { data }) =>
        changed(
          listing,
          data.decision === "approve" ? "Application approved" : "Application rejected",
          data.decision === "approve"
            ? `${listing.name} is published. We e-mailed ${listing.email} a link to set a password, valid for ${SET_PASSWORD_LINK_HOURS} hours.`
            : `We e-mailed the note to ${listing.email}.`,
        ),
    },
  });
  const problem = changeProblemOf(decide.error);
  const canApprove = contractor.allowedStatuses.includes(ContractorStatus.approved);
  const canReject = contractor.allowedStatuses.includes(ContractorStatus.rejected);

  function reject(event: FormEvent) {
    event.preventDefault();
    const trimmed = note.trim();
    setNoteMissing(trimmed === "");
    if (trimmed === "") return;
    decide.mutate({ id: contractor.id, data: { decision: "reject", note: trimmed } });
  }

  return (
    <div className="grid gap-4">
      {canApprove ? (
        <div className="grid gap-2">
          <p className="text-sm text-stone-700 dark:text-stone-300">
            Approving publishes the listing, makes {contractor.email} a contractor account and e-mails a link to set its password.
          </p>
          <div>
            <button
              type="button"
              className="btn-primary disabled:cursor-wait disabled:opacity-70"
              disabled={decide.isPending || reloading}
              onClick={() => decide.mutate({ id: contractor.id, data: { decision: "approve" } })}
            >
              Approve
            </button>
          </div>
        </div>
      ) : null}
      {canReject ? (
        <form
          aria-label="Reject the application"
          noValidate
          onSubmit={reject}
          className="grid gap-3 rounded-md border border-stone-300 p-3 dark:border-stone-600"
        >
          <TextAreaField
            label="Note to the applicant"
            rows={4}
            maxLength={2000}
            required
            value={note}
            onChange={(event) => setNote(event.target.value)}
            description="Required to reject. It is e-mailed to the applicant, so write it to them."
            error={noteMissing ? NOTE_TO_REJECT_MESSAGE : problem?.fields.note}
          />
          <div>
            <button type="submit" className="btn-secondary disabled:cursor-wait disabled:opacity-70" disabled={decide.isPending || reloading}>
              Reject
            </button>
          </div>
        </form>
      ) : null}
      <ProblemAlert problem={problem} reload={reload} reloading={reloading} onReloaded={decide.reset} />
    </div>
  );
}

function StatusMoves({ contractor, reload, reloading }: { contractor: AdminContractorDetailResponseDto; reload: Reload; reloading: boolean }) {
  const changed = useListingChanged();
  const move = useUpdateContractorStatus({
    mutation: {
      onSuccess: (listing) =>
        changed(
          listing,
          listing.status === ContractorStatus.unpublished ? "Listing unpublished" : "Listing republished",
          listing.status === ContractorStatus.unpublished
            ? `${listing.name} is hidden from the directory and its profile.`
            : `${listing.name} is in the directory again.`,
        ),
    },
  });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        {contractor.allowedStatuses.map((status) => (
          <button
            key={status}
            type="button"
            className="btn-secondary disabled:cursor-wait disabled:opacity-70"
            disabled={move.isPending || reloading}
            onClick={() => move.mutate({ id: contractor.id, data: { status } })}
          >
            {CONTRACTOR_MOVE_LABEL[status]}
          </button>
        ))}
      </div>
      <ProblemAlert problem={changeProblemOf(move.error)} reload={reload} reloading={reloading} onReloaded={move.reset} />
    </div>
  );
}

/** The badge now, and (approved listings only) the verify and unverify forms. */
function VerificationPart({ contractor, reload, reloading }: { contractor: AdminContractorDetailResponseDto; reload: Reload; reloading: boolean }) {
  const badge = verificationState(contractor);
  const insurance = insuranceText(contractor);
  return (
    <div className="grid gap-4">
      <div>
        <p>
          <Pill tone={badge.tone}>{badge.label}</Pill>
        </p>
        {contractor.verifiedAt ? (
          <p className="mt-2 text-sm text-stone-800 dark:text-stone-200">Last verified {formatBusinessDate(contractor.verifiedAt)}</p>
        ) : null}
        {insurance ? <p className="mt-1 text-sm text-stone-800 dark:text-stone-200">{insurance}</p> : null}
      </div>
      {contractor.status === ContractorStatus.approved ? (
        <>
          <VerifyForm contractor={contractor} reload={reload} reloading={reloading} />
          {contractor.verifiedAt ? <UnverifyForm contractor={contractor} reload={reload} reloading={reloading} /> : null}
        </>
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">Only an approved listing can be verified or unverified.</p>
      )}
    </div>
  );
}

function VerifyForm({ contractor, reload, reloading }: { contractor: AdminContractorDetailResponseDto; reload: Reload; reloading: boolean }) {
  const changed = useListingChanged();
  const [licenseNumber, setLicenseNumber] = useState(contractor.licenseNumber ?? "");
  const [note, setNote] = useState("");
  const verify = useVerifyContractor({
    mutation: {
      onSuccess: (listing) =>
        changed(
          listing,
          "Contractor verified",
          `${listing.name} shows the Verified badge while its license record is current and its certificate of insurance runs${listing.insuranceExpiresOn ? `, until ${formatCalendarDate(listing.insuranceExpiresOn)}` : ""}.`,
        ),
    },
  });
  const problem = changeProblemOf(verify.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    verify.mutate({ id: contractor.id, data: { action: "verify", licenseNumber: licenseNumber.trim(), note: note.trim() } });
  }

  return (
    <form aria-label="Verify" noValidate onSubmit={submit} className="grid gap-3 rounded-md border border-stone-300 p-3 dark:border-stone-600">
      <h3 className="font-bold text-stone-900 dark:text-white">{contractor.verifiedAt ? "Verify again" : "Verify"}</h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Verified shows only while this listing has a current license or registration record and an approved certificate of insurance (see Licenses and
        insurance); it lapses by itself when either ends.
      </p>
      <FormField
        label="License number"
        value={licenseNumber}
        maxLength={100}
        required
        onChange={(event) => setLicenseNumber(event.target.value)}
        description="The license or registration number you checked, kept in the verification history."
        error={problem?.fields.licenseNumber}
      />
      <TextAreaField
        label="What you checked"
        rows={3}
        maxLength={2000}
        required
        value={note}
        onChange={(event) => setNote(event.target.value)}
        description="Kept in the verification history: registration, licence, insurance, workers' compensation, years in business, references."
        error={problem?.fields.note}
      />
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={verify.isPending || reloading}>
          Verify
        </button>
      </div>
      <ProblemAlert problem={problem} reload={reload} reloading={reloading} onReloaded={verify.reset} />
    </form>
  );
}

function UnverifyForm({ contractor, reload, reloading }: { contractor: AdminContractorDetailResponseDto; reload: Reload; reloading: boolean }) {
  const changed = useListingChanged();
  const [note, setNote] = useState("");
  const unverify = useVerifyContractor({
    mutation: { onSuccess: (listing) => changed(listing, "Badge removed", `${listing.name} no longer shows the Verified badge.`) },
  });
  const problem = changeProblemOf(unverify.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    unverify.mutate({ id: contractor.id, data: { action: "unverify", note: note.trim() } });
  }

  return (
    <form aria-label="Unverify" noValidate onSubmit={submit} className="grid gap-3 rounded-md border border-stone-300 p-3 dark:border-stone-600">
      <h3 className="font-bold text-stone-900 dark:text-white">Unverify</h3>
      <TextAreaField
        label="Why the badge is removed"
        rows={3}
        maxLength={2000}
        required
        value={note}
        onChange={(event) => setNote(event.target.value)}
        description="Kept in the verification history."
        error={problem?.fields.note}
      />
      <div>
        <button type="submit" className="btn-secondary disabled:cursor-wait disabled:opacity-70" disabled={unverify.isPending || reloading}>
          Unverify
        </button>
      </div>
      <ProblemAlert problem={problem} reload={reload} reloading={reloading} onReloaded={unverify.reset} />
    </form>
  );
}

/** Newest first, as the server sends it. */
function VerificationHistory({ verifications }: { verifications: ContractorVerificationResponseDto[] }) {
  if (verifications.length === 0) return <p className="text-stone-700 dark:text-stone-300">The office has not verified this listing yet.</p>;
  return (
    <StaffTable
      caption="Verification history, newest first"
      head={
        <>
          <th scope="col" className={TH}>
            Date
          </th>
          <th scope="col" className={TH}>
            Admin
          </th>
          <th scope="col" className={TH}>
            Action
          </th>
          <th scope="col" className={TH}>
            License
          </th>
          <th scope="col" className={TH}>
            Insurance expiry
          </th>
          <th scope="col" className={TH}>
            Note
          </th>
        </>
      }
    >
      {verifications.map((entry) => (
        <tr key={entry.id}>
          <th scope="row" className={`${TD} text-left font-normal whitespace-nowrap`}>
            {formatBusinessDateTime(entry.createdAt)}
          </th>
          <td className={TD}>{entry.adminName ?? "No admin recorded"}</td>
          <td className={TD}>{VERIFICATION_ACTION_LABEL[entry.action]}</td>
          <td className={TD}>{entry.licenseNumber ?? "—"}</td>
          <td className={`${TD} whitespace-nowrap`}>{entry.insuranceExpiresOn ? formatCalendarDate(entry.insuranceExpiresOn) : "—"}</td>
          <td className={`${TD} max-w-md whitespace-pre-wrap`}>{entry.note ?? "—"}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** A refused change as the server words it; a 409 offers to reload the listing. */
function ProblemAlert({
  problem,
  reload,
  reloading,
  onReloaded,
}: {
  problem: ChangeProblem | null;
  reload: Reload;
  reloading: boolean;
  onReloaded: () => void;
}) {
  return <ChangeProblemAlert problem={problem} what="contractor" reloading={reloading} onReload={() => void reload().then(onReloaded)} />;
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = `contractor-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-xl font-bold text-stone-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ContractorPage);
