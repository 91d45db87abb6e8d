/**
 * "Licenses and insurance" on /admin/contractors/{id} (issue 31): what the listing's profile says
 * now, its license records (recorded or updated with upsertContractorLicense: the trade and
 * jurisdiction, the number, and what was checked, a document or the public record; removed with
 * deleteContractorLicense) and the certificates of insurance it uploaded (view or download the
 * file, approve, or reject with a reason: reviewInsuranceCertificate). The server applies
 * Missouri's rules and words (shared/missouri-licensing.ts); its refusals show as it words them.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import {
  getGetContractorCredentialsQueryKey,
  getListExpiringCertificatesQueryKey,
  useDeleteContractorLicense,
  useGetContractorCredentials,
  useReviewInsuranceCertificate,
  useUpsertContractorLicense,
} from "@/api/generated/endpoints/admin-contractors/admin-contractors";
import {
  InsuranceCertificateDecision,
  InsuranceCertificateStatus,
  type ContractorLicenseResponseDto,
  type CredentialKind,
  type JurisdictionKind,
  type LicenseTrade,
  type OfficeInsuranceCertificateResponseDto,
  type UpsertContractorLicenseFormDto,
} from "@/api/generated/model";
import { FormField, SelectField, TextAreaField } from "@/components/form-field";
import { ChangeProblemAlert, changeProblemOf } from "@/components/staff/change-problem";
import { ListProblem, Loading, StaffTable, TD, TH } from "@/components/staff/list-parts";
import type { Tone } from "@/components/staff/office-labels";
import { Pill } from "@/components/staff/office-parts";
import { toast } from "@/components/toast/use-toast";
import { formatExactCents } from "@/lib/currency";
import { formatBusinessDate, formatCalendarDate } from "@/lib/dates";
import { acceptAttribute, acceptedFiles, LICENSE_DOCUMENT_UPLOAD } from "@shared/file-types";
import { CREDENTIAL_KINDS, JURISDICTION_KIND_LABELS, JURISDICTION_KINDS, LICENSE_TRADES, MISSOURI_TRADES } from "@shared/missouri-licensing";

/** How the office reads a certificate's state. */
export function officeCertificateState(certificate: OfficeInsuranceCertificateResponseDto): { label: string; tone: Tone } {
  if (certificate.status === InsuranceCertificateStatus.pending) return { label: "To check", tone: "info" };
  if (certificate.status === InsuranceCertificateStatus.rejected) return { label: "Rejected", tone: "alert" };
  return certificate.expired ? { label: "Approved, ended", tone: "warn" } : { label: "Approved", tone: "good" };
}

export function ContractorCredentialsPanel({
  contractorId,
  contractorName,
  onChanged,
}: {
  contractorId: number;
  contractorName: string;
  onChanged: () => unknown;
}) {
  const queryClient = useQueryClient();
  const credentials = useGetContractorCredentials(contractorId);
  // A change to the records can switch the Verified badge: the listing is read again too.
  const changed = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetContractorCredentialsQueryKey(contractorId) }),
      queryClient.invalidateQueries({ queryKey: getListExpiringCertificatesQueryKey().slice(0, 1) }),
    ]);
    await onChanged();
  };

  if (credentials.isError) return <ListProblem error={credentials.error} retry={() => void credentials.refetch()} />;
  if (!credentials.data) return <Loading what="licenses and insurance" />;
  const { licenses, certificates, profile } = credentials.data;
  return (
    <div className="grid gap-8">
      <p className="text-stone-800 dark:text-stone-200">
        <span className="font-semibold">The profile says: </span>
        {[profile.licenseHeadline ?? "no license or registration checked", profile.insurance.label ?? "no insurance on file"].join(" · ")}
      </p>

      <section aria-labelledby="certificates-title">
        <h3 id="certificates-title" className="text-lg font-bold text-stone-900 dark:text-white">
          Certificates of insurance
        </h3>
        {certificates.length === 0 ? (
          <p className="mt-2 text-stone-700 dark:text-stone-300">{contractorName} has not uploaded a certificate from the dashboard yet.</p>
        ) : (
          <div className="mt-3">
            <StaffTable
              caption={`Certificates of insurance of ${contractorName}, those to check first`}
              head={
                <>
                  <th scope="col" className={TH}>
                    Insurer and policy
                  </th>
                  <th scope="col" className={TH}>
                    Coverage
                  </th>
                  <th scope="col" className={TH}>
                    Ends
                  </th>
                  <th scope="col" className={TH}>
                    Status
                  </th>
                  <th scope="col" className={TH}>
                    Decision
                  </th>
                </>
              }
            >
              {certificates.map((certificate) => (
                <CertificateRow key={certificate.id} certificate={certificate} onChanged={changed} />
              ))}
            </StaffTable>
          </div>
        )}
      </section>

      <section aria-labelledby="licenses-title">
        <h3 id="licenses-title" className="text-lg font-bold text-stone-900 dark:text-white">
          Licenses and registrations
        </h3>
        {licenses.length === 0 ? (
          <p className="mt-2 text-stone-700 dark:text-stone-300">No license or registration recorded yet.</p>
        ) : (
          <div className="mt-3">
            <StaffTable
              caption={`Licenses and registrations our office checked for ${contractorName}`}
              head={
                <>
                  <th scope="col" className={TH}>
                    What the profile says
                  </th>
                  <th scope="col" className={TH}>
                    Number and issuer
                  </th>
                  <th scope="col" className={TH}>
                    What was checked
                  </th>
                  <th scope="col" className={TH}>
                    Actions
                  </th>
                </>
              }
            >
              {licenses.map((license) => (
                <LicenseRow key={license.id} license={license} onChanged={changed} />
              ))}
            </StaffTable>
          </div>
        )}
        <LicenseForm contractorId={contractorId} onChanged={changed} />
      </section>
    </div>
  );
}

function CertificateRow({ certificate, onChanged }: { certificate: OfficeInsuranceCertificateResponseDto; onChanged: () => Promise<void> }) {
  const state = officeCertificateState(certificate);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const review = useReviewInsuranceCertificate({
    mutation: {
      onSuccess: async (reviewed) => {
        toast({
          title: reviewed.status === InsuranceCertificateStatus.approved ? "Certificate approved" : "Certificate rejected",
          description:
            reviewed.status === InsuranceCertificateStatus.approved
              ? `${reviewed.contractorName} shows Insured through ${formatCalendarDate(reviewed.expiresOn)}; we e-mailed them.`
              : `We e-mailed ${reviewed.contractorName} your reason.`,
        });
        setRejecting(false);
        await onChanged();
      },
    },
  });
  const problem = changeProblemOf(review.error);
  const canApprove = certificate.allowedDecisions.includes(InsuranceCertificateDecision.approve);
  const canReject = certificate.allowedDecisions.includes(InsuranceCertificateDecision.reject);

  function reject(event: FormEvent) {
    event.preventDefault();
    review.mutate({ id: certificate.id, data: { decision: InsuranceCertificateDecision.reject, reason: reason.trim() } });
  }

  return (
    <tr>
      <th scope="row" className={`${TD} text-left`}>
        <span className="font-semibold">{certificate.insurer}</span>
        <span className="block font-normal">Policy {certificate.policyNumber}</span>
        <a href={certificate.downloadUrl} className="link block font-normal break-all" download={certificate.fileName}>
          {certificate.fileName}
          <span className="sr-only"> (download the certificate)</span>
        </a>
        <span className="block font-normal text-stone-600 dark:text-stone-400">Uploaded {formatBusinessDate(certificate.createdAt)}</span>
      </th>
      <td className={TD}>{formatExactCents(certificate.coverageCents)}</td>
      <td className={`${TD} whitespace-nowrap`}>{formatCalendarDate(certificate.expiresOn)}</td>
      <td className={TD}>
        <Pill tone={state.tone}>{state.label}</Pill>
        {certificate.reviewedByName && certificate.reviewedAt ? (
          <span className="mt-1 block text-stone-600 dark:text-stone-400">
            by {certificate.reviewedByName}, {formatBusinessDate(certificate.reviewedAt)}
          </span>
        ) : null}
        {certificate.rejectionReason ? <span className="mt-1 block">{certificate.rejectionReason}</span> : null}
      </td>
      <td className={TD}>
        <div className="flex flex-wrap gap-2">
          {canApprove ? (
            <button
              type="button"
              className="btn-primary"
              disabled={review.isPending}
              onClick={() => review.mutate({ id: certificate.id, data: { decision: InsuranceCertificateDecision.approve } })}
            >
              Approve<span className="sr-only"> the certificate from {certificate.insurer}</span>
            </button>
          ) : null}
          {canReject && !rejecting ? (
            <button type="button" className="btn-secondary" onClick={() => setRejecting(true)}>
              {certificate.status === InsuranceCertificateStatus.approved ? "Withdraw approval" : "Reject"}
              <span className="sr-only"> the certificate from {certificate.insurer}</span>
            </button>
          ) : null}
        </div>
        {rejecting ? (
          <form className="mt-2 grid gap-2" onSubmit={reject} aria-label={`Reject the certificate from ${certificate.insurer}`}>
            <TextAreaField
              label="Reason (e-mailed to the contractor)"
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={problem?.fields.reason}
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={review.isPending}>
                Reject with this reason
              </button>
              <button type="button" className="btn-secondary" onClick={() => setRejecting(false)}>
                Cancel
              </button>
            </div>
          </form>
        ) : null}
        <ChangeProblemAlert
          problem={problem && !problem.fields.reason ? problem : null}
          what="certificates"
          reloading={false}
          onReload={() => {
            review.reset();
            void onChanged();
          }}
          boxed={false}
          className="mt-2"
        />
      </td>
    </tr>
  );
}

function LicenseRow({ license, onChanged }: { license: ContractorLicenseResponseDto; onChanged: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteContractorLicense({
    mutation: {
      onSuccess: async () => {
        toast({ title: "License record removed", description: `"${license.line}" is no longer on the profile.` });
        await onChanged();
      },
    },
  });
  return (
    <tr>
      <th scope="row" className={`${TD} text-left`}>
        <span className={license.current ? "font-semibold" : "font-semibold text-amber-900 dark:text-amber-200"}>{license.line}</span>
        {!license.current ? <span className="block font-normal">Expired: it no longer counts for the badges.</span> : null}
      </th>
      <td className={`${TD} wrap-anywhere`}>
        No. {license.number}
        <span className="block">{license.issuer}</span>
        {license.expiresOn ? <span className="block">Ends {formatCalendarDate(license.expiresOn)}</span> : null}
      </td>
      <td className={`${TD} wrap-anywhere`}>
        {license.documentUrl ? (
          <a href={license.documentUrl} className="link" download={license.documentFileName ?? undefined}>
            {license.documentFileName}
            <span className="sr-only"> (the document checked)</span>
          </a>
        ) : null}
        {license.publicRecordUrl ? (
          <a href={license.publicRecordUrl} className="link block" rel="noopener nofollow">
            Public record
          </a>
        ) : null}
        {license.publicRecordText ? <span className="block">{license.publicRecordText}</span> : null}
        <span className="block text-stone-600 dark:text-stone-400">
          Checked by {license.checkedByName ?? "our office"}, {formatBusinessDate(license.checkedAt)}
        </span>
      </td>
      <td className={TD}>
        {confirming ? (
          <div className="grid gap-2">
            <p>Remove it from the profile?</p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-primary" disabled={remove.isPending} onClick={() => remove.mutate({ id: license.id })}>
                Yes, remove<span className="sr-only"> {license.line}</span>
              </button>
              <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
            Remove<span className="sr-only"> {license.line}</span>
          </button>
        )}
        <ChangeProblemAlert problem={changeProblemOf(remove.error)} what="records" reloading={false} onReload={() => void onChanged()} boxed={false} />
      </td>
    </tr>
  );
}

function LicenseForm({ contractorId, onChanged }: { contractorId: number; onChanged: () => Promise<void> }) {
  const [trade, setTrade] = useState<LicenseTrade>("general_contractor");
  const [kind, setKind] = useState<JurisdictionKind>("city_or_county");
  const [saved, setSaved] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const upsert = useUpsertContractorLicense({
    mutation: {
      onMutate: () => setSaved(null),
      onSuccess: async (license) => {
        setSaved(`Recorded: ${license.line}.`);
        toast({ title: "License recorded", description: license.line });
        formRef.current?.reset();
        await onChanged();
      },
    },
  });
  const problem = changeProblemOf(upsert.error);
  const statewide = kind === "statewide_electrical";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const text = (name: string) => String(values.get(name) ?? "").trim();
    const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    // Blank optional fields are left out (the server reads absent as "none").
    const optional = (name: "jurisdictionName" | "expiresOn" | "publicRecordUrl" | "publicRecordText") => (text(name) ? { [name]: text(name) } : {});
    const data: UpsertContractorLicenseFormDto = {
      trade,
      jurisdictionKind: kind,
      credential: text("credential") as CredentialKind,
      number: text("number"),
      issuer: text("issuer"),
      ...(statewide ? {} : optional("jurisdictionName")),
      ...optional("expiresOn"),
      ...optional("publicRecordUrl"),
      ...optional("publicRecordText"),
      ...(file && file.size > 0 ? { file } : {}),
    };
    upsert.mutate({ id: contractorId, data });
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="license-form-title"
      onSubmit={submit}
      className="mt-6 grid max-w-3xl gap-4 rounded-md border border-stone-300 p-4 sm:grid-cols-2 dark:border-stone-600"
    >
      <h4 id="license-form-title" className="font-bold text-stone-900 sm:col-span-2 dark:text-white">
        Record a license or registration you checked
      </h4>
      <p className="text-sm text-stone-700 sm:col-span-2 dark:text-stone-300">
        The same trade and jurisdiction again updates that record. Missouri has no statewide general-contractor, plumbing or HVAC license: name the city or
        county that issued it. Only electrical contractors can hold the voluntary statewide license.
      </p>
      <SelectField label="Trade" name="trade" value={trade} onChange={(event) => setTrade(event.target.value as LicenseTrade)} error={problem?.fields.trade}>
        {LICENSE_TRADES.map((value) => (
          <option key={value} value={value}>
            {MISSOURI_TRADES[value].formLabel}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Issued by"
        name="jurisdictionKind"
        value={kind}
        onChange={(event) => setKind(event.target.value as JurisdictionKind)}
        error={problem?.fields.jurisdictionKind}
      >
        {JURISDICTION_KINDS.map((value) => (
          <option key={value} value={value} disabled={value === "statewide_electrical" && !MISSOURI_TRADES[trade].statewide}>
            {JURISDICTION_KIND_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {statewide ? null : (
        <FormField
          label="City, county or issuing body"
          name="jurisdictionName"
          maxLength={100}
          description="Such as Kansas City, St. Louis County, or Missouri Secretary of State for a business registration."
          error={problem?.fields.jurisdictionName}
        />
      )}
      <SelectField label="License or registration" name="credential" defaultValue="license" error={problem?.fields.credential}>
        {CREDENTIAL_KINDS.map((value) => (
          <option key={value} value={value}>
            {value === "license" ? "License" : "Registration"}
          </option>
        ))}
      </SelectField>
      <FormField label="Number" name="number" maxLength={100} error={problem?.fields.number} />
      <FormField
        label="Issuer"
        name="issuer"
        maxLength={200}
        description='As the record names it, such as "City of Kansas City, Missouri".'
        error={problem?.fields.issuer}
      />
      <FormField label="End date (if any)" name="expiresOn" type="date" error={problem?.fields.expiresOn} />
      <FormField
        label="Public record address"
        name="publicRecordUrl"
        type="url"
        maxLength={2048}
        description="The issuer's lookup page where you found it (https://…)."
        error={problem?.fields.publicRecordUrl}
      />
      <FormField
        label="Where the record is (in words)"
        name="publicRecordText"
        maxLength={500}
        description="When there is no address: where and how you looked it up."
        error={problem?.fields.publicRecordText}
      />
      <FormField
        label="Document checked"
        name="file"
        type="file"
        accept={acceptAttribute(LICENSE_DOCUMENT_UPLOAD)}
        description={`${acceptedFiles(LICENSE_DOCUMENT_UPLOAD)}. Give a document or a public record; leave both empty on an update to keep the document on file.`}
        error={problem?.fields.file}
      />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={upsert.isPending}>
          {upsert.isPending ? "Saving…" : "Record as checked today"}
        </button>
      </div>
      {saved ? (
        <p role="status" className="font-semibold text-green-800 sm:col-span-2 dark:text-green-300">
          {saved}
        </p>
      ) : null}
      <ChangeProblemAlert
        problem={problem && Object.keys(problem.fields).length === 0 ? problem : null}
        what="records"
        reloading={false}
        onReload={() => void onChanged()}
        className="sm:col-span-2"
      />
    </form>
  );
}
