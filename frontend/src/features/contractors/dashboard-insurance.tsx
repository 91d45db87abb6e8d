/**
 * The Contractor Dashboard's "Insurance certificate" (issue 31): what the profile says about the
 * insurance now, the certificates uploaded (status, end date, the office's reason for a
 * rejection) and the upload form (uploadInsuranceCertificate, multipart: insurer, policy number,
 * coverage typed in dollars and sent in cents, end date and the file; the server decides the type
 * from the contents and answers 413/415 with a sentence, shown under the file field).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { errorMessage, fieldErrorsOf } from "@/api/api-error";
import {
  getGetMyContractorProfileQueryKey,
  getListMyInsuranceCertificatesQueryKey,
  useListMyInsuranceCertificates,
  useUploadInsuranceCertificate,
} from "@/api/generated/endpoints/contractor-portal/contractor-portal";
import {
  InsuranceCertificateStatus,
  type InsuranceCertificateResponseDto,
  type MyContractorProfileResponseDto,
  type UploadInsuranceCertificateFormDto,
} from "@/api/generated/model";
import {
  uploadInsuranceCertificateBody,
  uploadInsuranceCertificateBodyInsurerMax,
  uploadInsuranceCertificateBodyPolicyNumberMax,
} from "@/api/generated/zod/contractor-portal/contractor-portal.zod";
import { DashboardLoadError, NoValue } from "@/components/dashboard-parts";
import { FormField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { StaffTable, TD, TH } from "@/components/staff/list-parts";
import type { Tone } from "@/components/staff/office-labels";
import { Pill } from "@/components/staff/office-parts";
import { toast } from "@/components/toast/use-toast";
import { dollarsToCents, formatExactCents } from "@/lib/currency";
import { businessToday, formatBusinessDate, formatCalendarDate } from "@/lib/dates";
import { acceptAttribute, acceptedFiles, formatFileSize, INSURANCE_CERTIFICATE_UPLOAD } from "@shared/file-types";

export const ACCEPTED_FILES = acceptedFiles(INSURANCE_CERTIFICATE_UPLOAD);
export const CERTIFICATE_FORM_MESSAGES = {
  insurer: `Enter the insurance company named on the certificate (at most ${uploadInsuranceCertificateBodyInsurerMax} characters).`,
  policyNumber: `Enter the policy number shown on the certificate (at most ${uploadInsuranceCertificateBodyPolicyNumberMax} characters).`,
  coverageCents: "Enter the coverage in dollars as the certificate states it, from $1,000 to $20,000,000, such as 1,000,000.",
  expiresOn: "Enter the policy's end date shown on the certificate.",
  file: `Choose the certificate: ${ACCEPTED_FILES}.`,
} as const;
export const TOO_LARGE_MESSAGE = `This file is larger than ${formatFileSize(INSURANCE_CERTIFICATE_UPLOAD.maxBytes)}: save a smaller PDF or photo and choose it again.`;

/** How the contractor reads a certificate's state. */
export function certificateState(certificate: InsuranceCertificateResponseDto): { label: string; tone: Tone } {
  if (certificate.status === InsuranceCertificateStatus.pending) return { label: "Waiting for our office", tone: "info" };
  if (certificate.status === InsuranceCertificateStatus.rejected) return { label: "Not accepted", tone: "alert" };
  return certificate.expired ? { label: "Approved, ended", tone: "warn" } : { label: "Approved: Insured", tone: "good" };
}

interface CertificateValues {
  insurer: string;
  policyNumber: string;
  /** Dollars as typed ("1,000,000"); sent in cents. */
  coverageCents: string;
  expiresOn: string;
  file: ArrayLike<File> | undefined;
}

const EMPTY: CertificateValues = { insurer: "", policyNumber: "", coverageCents: "", expiresOn: "", file: undefined };
const FIELDS = ["insurer", "policyNumber", "coverageCents", "expiresOn", "file"] as const;

const certificateResolver = generatedSchemaResolver<CertificateValues, UploadInsuranceCertificateFormDto>(
  z
    .object({
      insurer: z.string().optional(),
      policyNumber: z.string().optional(),
      coverageCents: z.string().optional(),
      expiresOn: z.string().optional(),
      file: z.custom<ArrayLike<File>>().optional(),
    })
    .transform((values) => ({
      insurer: values.insurer?.trim() ?? "",
      policyNumber: values.policyNumber?.trim() ?? "",
      // Not a number (NaN) when the dollars do not read: the generated schema then refuses it with the field's message.
      coverageCents: dollarsToCents(values.coverageCents ?? "") ?? Number.NaN,
      expiresOn: values.expiresOn ?? "",
      file: values.file?.length === 1 ? values.file[0] : undefined,
    }))
    .pipe(uploadInsuranceCertificateBody),
  CERTIFICATE_FORM_MESSAGES,
);

export function InsuranceSection({ profile }: { profile: MyContractorProfileResponseDto }) {
  const certificates = useListMyInsuranceCertificates();
  const data = certificates.data;
  return (
    <>
      <p className={profile.insurance.state === "expired" ? "font-semibold text-amber-900 dark:text-amber-200" : "text-stone-800 dark:text-stone-200"}>
        {profile.insurance.state === "none"
          ? "Your profile shows no insurance yet. Upload your certificate of insurance; once our office approves it, your profile shows Insured until its end date."
          : `Your profile says: ${profile.insurance.label}. ${profile.insurance.sentence}`}
      </p>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        We e-mail you 30 and 7 days before the certificate on file ends, and on its last day. The day after, your profile says "Insurance on file expired" until
        we approve the renewed one.
      </p>
      <div className="mt-6">
        {certificates.isError ? (
          <DashboardLoadError message={errorMessage(certificates.error)} retry={() => void certificates.refetch()} />
        ) : !data ? (
          <p role="status">Loading your certificates…</p>
        ) : data.items.length === 0 ? (
          <p className="text-stone-700 dark:text-stone-300">You have not uploaded a certificate yet.</p>
        ) : (
          <StaffTable
            caption="Your certificates of insurance, newest first"
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
                  Uploaded
                </th>
              </>
            }
          >
            {data.items.map((certificate) => (
              <CertificateRow key={certificate.id} certificate={certificate} />
            ))}
          </StaffTable>
        )}
      </div>
      <UploadCertificateForm waiting={data ? data.pendingCount >= data.maxPending : false} />
    </>
  );
}

function CertificateRow({ certificate }: { certificate: InsuranceCertificateResponseDto }) {
  const state = certificateState(certificate);
  return (
    <tr>
      <th scope="row" className={`${TD} text-left`}>
        <span className="font-semibold">{certificate.insurer}</span>
        <span className="block font-normal text-stone-700 dark:text-stone-300">Policy {certificate.policyNumber}</span>
        <span className="block font-normal break-all text-stone-600 dark:text-stone-400">{certificate.fileName}</span>
      </th>
      <td className={TD}>{formatExactCents(certificate.coverageCents)}</td>
      <td className={`${TD} whitespace-nowrap`}>{formatCalendarDate(certificate.expiresOn)}</td>
      <td className={TD}>
        <Pill tone={state.tone}>{state.label}</Pill>
        {certificate.rejectionReason ? (
          <p className="mt-1 text-sm">
            <span className="font-semibold">Our office: </span>
            {certificate.rejectionReason}
          </p>
        ) : null}
      </td>
      <td className={`${TD} whitespace-nowrap`}>{certificate.createdAt ? formatBusinessDate(certificate.createdAt) : <NoValue words="Not known" />}</td>
    </tr>
  );
}

function UploadCertificateForm({ waiting }: { waiting: boolean }) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CertificateValues, unknown, UploadInsuranceCertificateFormDto>({ resolver: certificateResolver, defaultValues: EMPTY });

  const upload = useUploadInsuranceCertificate({
    mutation: {
      onMutate: () => {
        clearErrors();
        setSent(null);
      },
      onSuccess: async (certificate) => {
        const text = `Thanks: your certificate from ${certificate.insurer} is with our office. We check it within 2 business days and e-mail you.`;
        setSent(text);
        toast({ title: "Certificate uploaded", description: text });
        // No values: react-hook-form then also resets the form element, which is what empties the file input.
        reset();
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListMyInsuranceCertificatesQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetMyContractorProfileQueryKey() }),
        ]);
      },
      onError: (error) => {
        // A field's message goes under the field; anything else (409, 413, 415, an empty file) under the file.
        if (fieldErrorsOf(error).length === 0 || showServerFieldErrors<CertificateValues>(error, FIELDS, setError) === 0)
          setError("file", { type: "server", message: errorMessage(error) }, { shouldFocus: true });
      },
    },
  });

  return (
    <section aria-labelledby="upload-certificate" className="mt-8 rounded-lg border border-stone-200 p-4 sm:p-6 dark:border-stone-700">
      <h3 id="upload-certificate" className="text-xl font-bold text-stone-900 dark:text-white">
        Upload a certificate of insurance
      </h3>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        Ask your agent for a current certificate of general liability insurance and type what it says; our office compares the two.
        {waiting ? " You have the most certificates waiting for our check already: we answer within 2 business days." : ""}
      </p>
      <form
        noValidate
        className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2"
        onSubmit={(event) =>
          void handleSubmit((data) => {
            if (data.file.size > INSURANCE_CERTIFICATE_UPLOAD.maxBytes) {
              setError("file", { type: "size", message: TOO_LARGE_MESSAGE }, { shouldFocus: true });
              return;
            }
            upload.mutate({ data });
          })(event)
        }
      >
        <FormField label="Insurance company" maxLength={uploadInsuranceCertificateBodyInsurerMax} error={errors.insurer?.message} {...register("insurer")} />
        <FormField
          label="Policy number"
          maxLength={uploadInsuranceCertificateBodyPolicyNumberMax}
          error={errors.policyNumber?.message}
          {...register("policyNumber")}
        />
        <FormField
          label="Coverage (US dollars)"
          inputMode="decimal"
          description="Per occurrence, as the certificate states it, such as 1,000,000."
          error={errors.coverageCents?.message}
          {...register("coverageCents")}
        />
        <FormField label="Policy end date" type="date" min={businessToday()} error={errors.expiresOn?.message} {...register("expiresOn")} />
        <div className="sm:col-span-2">
          <FormField
            label="Certificate file"
            type="file"
            accept={acceptAttribute(INSURANCE_CERTIFICATE_UPLOAD)}
            description={`${ACCEPTED_FILES}. A scan or a clear photo works; we check the file's contents, not its name.`}
            error={errors.file?.message}
            {...register("file")}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={upload.isPending}>
            {upload.isPending ? "Uploading…" : "Upload certificate"}
          </button>
        </div>
        {sent ? (
          <p role="status" className="font-semibold text-green-800 sm:col-span-2 dark:text-green-300">
            {sent}
          </p>
        ) : null}
      </form>
    </section>
  );
}
