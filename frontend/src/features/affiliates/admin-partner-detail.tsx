/**
 * One partner's record on /affiliate-admin (`?partner={id}`, getAffiliate): the application as
 * sent, the agreement, the status moves the server allows now (`allowedStatuses`: approve, reject
 * with a reason, suspend, reactivate), the commission rate and paperwork flags, and the newest
 * referrals with their flags. Every change answers with the partner again; a short confirmation
 * says what happened (approval: the new code and the set-password e-mail).
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { SET_PASSWORD_LINK_HOURS } from "@shared/referral-program";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { errorMessage } from "@/api/api-error";
import { useGetAffiliate } from "@/api/generated/endpoints/admin-partners/admin-partners";
import { AffiliateStatus, type AffiliateDetailResponseDto, type UpdateAffiliateDto } from "@/api/generated/model";
import {
  updateAffiliateBody,
  updateAffiliateBodyCommissionRateMax,
  updateAffiliateBodyCommissionRateMin,
  updateAffiliateBodyReasonMax,
} from "@/api/generated/zod/admin-partners/admin-partners.zod";
import { CheckboxField, FormField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { formatBusinessDate, formatBusinessDateTime } from "@/lib/dates";
import { formatNumber } from "@/lib/number";
import { Loading, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { Detail, Pill, RecordProblem } from "../../components/staff/office-parts";
import {
  AFFILIATE_MOVE_LABEL,
  AFFILIATE_STATUS_LABEL,
  AFFILIATE_STATUS_TONE,
  FLAG_LABEL,
  REVIEW_STATE_LABEL,
  LEAD_TYPE_SHORT_LABEL,
  REFERRAL_STAGE_LABEL,
} from "./affiliate-labels";
import { affiliatesPages } from "./pages";
import { classificationText, payoutMethodText, w9StatusText } from "./tax-words";
import { formatDollars, partnerName } from "./partner-format";
import { usePartnerApproval, usePartnerUpdate } from "./use-partner-update";
import { EmailText } from "@/components/staff/email-text";

/** The server's words (admin-affiliates.service.ts), checked here first so the office is told before sending. */
export const REASON_REQUIRED_MESSAGE = "A reason is required to reject an application; it is e-mailed to the applicant.";
export const REASON_TOO_LONG_MESSAGE = `The reason must be at most ${formatNumber(updateAffiliateBodyReasonMax)} characters.`;
/** The server's words (update-affiliate.dto.ts). */
export const COMMISSION_RATE_MESSAGE = "Commission rate must be a number from 0 to 50 with at most one decimal (e.g. 20 or 12.5).";
export const NOTHING_CHANGED = "Nothing to save yet: change the rate or a checkbox first.";
/** Newest referrals shown in the record; the referrals tab has them all. */
const REFERRALS_SHOWN = 10;

export function approvedText(partner: AffiliateDetailResponseDto): string {
  return `${partnerName(partner)} is approved with referral code ${partner.affiliateCode ?? "(none)"}. We e-mailed them the code, their referral link and a link to set their password, valid for ${SET_PASSWORD_LINK_HOURS} hours.`;
}

export function PartnerDetail({ id, closeHref }: { id: number | null; closeHref: string }) {
  const detail = useGetAffiliate(id ?? 0, { query: { enabled: id !== null } });
  const [notice, setNotice] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening a record moves the keyboard there; "Close" is the first thing after the name.
  useEffect(() => heading.current?.focus(), []);

  const partner = detail.data;
  const title = partner ? partnerName(partner) : id === null ? "Partner" : `Partner #${id}`;

  return (
    <section
      aria-labelledby="partner-record-title"
      className="rounded-lg border-2 border-stone-300 bg-white p-4 sm:p-6 dark:border-stone-600 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="partner-record-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-stone-900 dark:text-white">
            {title}
          </h3>
          {partner?.businessName ? <p className="text-stone-700 dark:text-stone-300">{partner.businessName}</p> : null}
        </div>
        <Link to={closeHref} className="btn-secondary">
          Close<span className="sr-only"> the record of {title}</span>
        </Link>
      </div>
      {/* Always in the page, so screen readers announce each confirmation as it appears. */}
      <div role="status">
        {notice ? (
          <p className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-3 font-semibold text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
            {notice}
          </p>
        ) : null}
      </div>
      <div className="mt-4">
        {id === null ? (
          <p role="alert" className="text-red-800 dark:text-red-300">
            This link does not name a partner. Close it and choose a name in the list.
          </p>
        ) : detail.isError ? (
          <RecordProblem error={detail.error} retry={() => void detail.refetch()} back={null} />
        ) : !partner ? (
          <Loading what="the partner" />
        ) : (
          <PartnerRecord partner={partner} onDone={setNotice} />
        )}
      </div>
    </section>
  );
}

function PartnerRecord({ partner, onDone }: { partner: AffiliateDetailResponseDto; onDone: (notice: string) => void }) {
  return (
    <>
      <div className="grid gap-8 lg:grid-cols-3">
        <Part title="Application">
          <dl className="divide-y divide-stone-200 dark:divide-stone-800">
            <Detail term="E-mail">
              <a href={`mailto:${partner.email}`} className="link">
                <EmailText email={partner.email} />
              </a>
            </Detail>
            <Detail term="Phone">
              <a href={`tel:${partner.phone}`} className="link">
                {partner.phone}
              </a>
            </Detail>
            <Detail term="Business">{partner.businessName ?? "Not given"}</Detail>
            <Detail term="Address">
              {partner.address}
              <br />
              {partner.city}, {partner.state} {partner.zipCode}
            </Detail>
            <Detail term="Website">
              {partner.website ? (
                <a href={partner.website} className="link break-all" target="_blank" rel="noopener noreferrer nofollow">
                  {partner.website}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                "Not given"
              )}
            </Detail>
            <Detail term="Referred by">{partner.referredBy ?? "Not given"}</Detail>
            <Detail term="Notes">
              <span className="whitespace-pre-wrap">{partner.notes ?? "None"}</span>
            </Detail>
            <Detail term="Applied">{formatBusinessDateTime(partner.createdAt)}</Detail>
            <Detail term="Agreement">
              {partner.agreementSigned ? (partner.agreementSignedAt ? `Signed ${formatBusinessDateTime(partner.agreementSignedAt)}` : "Signed") : "Not signed"}
            </Detail>
          </dl>
        </Part>
        <Part title="Status">
          <dl className="divide-y divide-stone-200 dark:divide-stone-800">
            <Detail term="Status">
              <Pill tone={AFFILIATE_STATUS_TONE[partner.status]}>{AFFILIATE_STATUS_LABEL[partner.status]}</Pill>
            </Detail>
            <Detail term="Referral code">
              {partner.affiliateCode ? <span className="font-mono text-base font-bold">{partner.affiliateCode}</span> : "Given on approval"}
            </Detail>
            {partner.rejectionReason ? (
              <Detail term="Reason for rejection">
                <span className="whitespace-pre-wrap">{partner.rejectionReason}</span>
              </Detail>
            ) : null}
            <Detail term="Last changed">{formatBusinessDateTime(partner.updatedAt)}</Detail>
          </dl>
          <div className="mt-4">
            <StatusActions partner={partner} onDone={onDone} />
          </div>
        </Part>
        <Part title="Commission and paperwork">
          <dl className="divide-y divide-stone-200 dark:divide-stone-800">
            <Detail term="Referrals">{formatNumber(partner.totalLeads)}</Detail>
            <Detail term="Qualified">{formatNumber(partner.qualifiedLeads)}</Detail>
            <Detail term="Converted">{formatNumber(partner.conversions)}</Detail>
            <Detail term="Commission earned">{formatDollars(partner.totalCommissionEarned)}</Detail>
            <Detail term="Tax form">
              {w9StatusText(partner.w9)}
              {partner.w9 ? (
                <span className="block text-sm text-stone-600 dark:text-stone-400">
                  {partner.w9.legalName}
                  {partner.w9.businessName ? `, ${partner.w9.businessName}` : ""} · {classificationText(partner.w9)} · signed{" "}
                  {formatBusinessDateTime(partner.w9.certifiedAt)}
                </span>
              ) : (
                <span className="block text-sm text-stone-600 dark:text-stone-400">
                  Partners file their W-9 on their dashboard; no commission is paid until they do.
                </span>
              )}
            </Detail>
            <Detail term="Payout method">{payoutMethodText(partner.payoutMethod)}</Detail>
          </dl>
          <p className="mt-2 text-sm">
            {/* The payments tab filters by the API's own parameter name, like every staff list. */}
            <Link to={`${affiliatesPages.admin.path}?tab=payments&affiliateId=${partner.id}`} className="link">
              Payments to {partnerName(partner)}
            </Link>
          </p>
          <div className="mt-4">
            {/* Remounted with each saved copy, so the fields show what is stored. */}
            <PartnerSettingsForm key={partner.updatedAt} partner={partner} onDone={onDone} />
          </div>
        </Part>
      </div>
      <Part title="Newest referrals" className="mt-8">
        <Referrals partner={partner} />
      </Part>
    </>
  );
}

/** The moves the server allows now; approving is one click, the others ask for a reason or note first. */
function StatusActions({ partner, onDone }: { partner: AffiliateDetailResponseDto; onDone: (notice: string) => void }) {
  const [move, setMove] = useState<AffiliateStatus | null>(null);
  const approve = usePartnerApproval(partner.id, (approved) => onDone(approvedText(approved)));
  const approving = partner.status === AffiliateStatus.pending;

  if (partner.allowedStatuses.length === 0) {
    return (
      <p className="text-sm text-stone-700 dark:text-stone-300">
        This partner is {AFFILIATE_STATUS_LABEL[partner.status].toLowerCase()}: the status cannot change any more.
      </p>
    );
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        {partner.allowedStatuses.map((next) =>
          approving && next === AffiliateStatus.active ? (
            <button
              key={next}
              type="button"
              className="btn-primary disabled:cursor-wait disabled:opacity-70"
              disabled={approve.isPending}
              onClick={() => {
                setMove(null);
                onDone("");
                approve.mutate({ id: partner.id });
              }}
            >
              {approve.isPending ? "Approving…" : "Approve application"}
            </button>
          ) : (
            <button
              key={next}
              type="button"
              className="btn-secondary"
              aria-expanded={move === next}
              aria-controls={move === next ? "partner-move-form" : undefined}
              onClick={() => {
                approve.reset();
                setMove(move === next ? null : next);
              }}
            >
              {moveLabel(partner.status, next)}
            </button>
          ),
        )}
      </div>
      {approve.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {errorMessage(approve.error)}
        </p>
      ) : null}
      {move ? <MoveForm key={move} partner={partner} to={move} onClose={() => setMove(null)} onDone={onDone} /> : null}
    </div>
  );
}

/** A suspended partner goes back to active by reactivation, not approval. */
function moveLabel(from: AffiliateStatus, to: AffiliateStatus): string {
  return from === AffiliateStatus.suspended && to === AffiliateStatus.active ? "Reactivate" : AFFILIATE_MOVE_LABEL[to];
}

const MOVE_COPY: Partial<Record<AffiliateStatus, { reason: string; help: string; submit: string }>> = {
  [AffiliateStatus.rejected]: {
    reason: "Reason for rejecting",
    help: "Required. It is e-mailed to the applicant, so write it to them.",
    submit: "Reject application",
  },
  [AffiliateStatus.suspended]: {
    reason: "Reason for suspending",
    help: "Optional. The partner is e-mailed that they are suspended, with this note when you write one.",
    submit: "Suspend partner",
  },
};
const REACTIVATE_COPY = {
  reason: "Note to the partner",
  help: "Optional. The partner is e-mailed that they are active again, with this note when you write one.",
  submit: "Reactivate partner",
};

type MoveValues = { reason: string };

function MoveForm({
  partner,
  to,
  onClose,
  onDone,
}: {
  partner: AffiliateDetailResponseDto;
  to: AffiliateStatus;
  /** Cancel, or the move is done. */
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const copy = MOVE_COPY[to] ?? REACTIVATE_COPY;
  const rejecting = to === AffiliateStatus.rejected;
  const update = usePartnerUpdate(partner.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MoveValues>({
    resolver: generatedSchemaResolver<MoveValues>(
      rejecting ? updateAffiliateBody.required({ reason: true }) : updateAffiliateBody,
      { reason: REASON_TOO_LONG_MESSAGE },
      { reason: REASON_REQUIRED_MESSAGE },
    ),
    defaultValues: { reason: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    onDone("");
    try {
      const saved = await update.mutateAsync({ id: partner.id, data: values.reason ? { status: to, reason: values.reason } : { status: to } });
      onDone(movedText(saved, partner.status));
      onClose();
    } catch (error) {
      if (showServerFieldErrors(error, ["reason"], setError) === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form
      id="partner-move-form"
      aria-label={copy.submit}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3 rounded-md border border-stone-300 p-3 dark:border-stone-600"
    >
      <TextAreaField
        label={copy.reason}
        hint={rejecting ? undefined : "(optional)"}
        rows={4}
        maxLength={updateAffiliateBodyReasonMax}
        required={rejecting}
        description={copy.help}
        error={errors.reason?.message}
        {...register("reason")}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={update.isPending}>
          {update.isPending ? "Saving…" : copy.submit}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

function movedText(partner: AffiliateDetailResponseDto, from: AffiliateStatus): string {
  const name = partnerName(partner);
  if (partner.status === AffiliateStatus.rejected) return `${name}'s application is rejected. We e-mailed them the reason.`;
  if (partner.status === AffiliateStatus.suspended) return `${name} is suspended. We e-mailed them.`;
  if (partner.status === AffiliateStatus.active && from === AffiliateStatus.suspended) return `${name} is active again. We e-mailed them.`;
  return `${name} is now ${AFFILIATE_STATUS_LABEL[partner.status].toLowerCase()}.`;
}

type SettingsValues = { commissionRate: number; agreementSigned: boolean; paidAdsAllowed: boolean };
const SETTINGS_FIELDS = ["commissionRate", "agreementSigned", "paidAdsAllowed"] as const;
const SETTING_WORDS: Record<(typeof SETTINGS_FIELDS)[number], string> = {
  commissionRate: "commission rate",
  agreementSigned: "agreement",
  paidAdsAllowed: "paid-ads term",
};
const settingsSchema = updateAffiliateBody.pick({ commissionRate: true, agreementSigned: true, paidAdsAllowed: true }).required({ commissionRate: true });

/** Rate and agreement (updateAffiliate); only the fields changed here are sent. The W-9 is the partner's own filing. */
function PartnerSettingsForm({ partner, onDone }: { partner: AffiliateDetailResponseDto; onDone: (notice: string) => void }) {
  const update = usePartnerUpdate(partner.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [nothing, setNothing] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<SettingsValues>({
    resolver: generatedSchemaResolver<SettingsValues>(settingsSchema, { commissionRate: COMMISSION_RATE_MESSAGE }),
    defaultValues: {
      commissionRate: partner.commissionRate,
      agreementSigned: partner.agreementSigned,
      paidAdsAllowed: partner.paidAdsAllowed,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const changed = SETTINGS_FIELDS.filter((field) => dirtyFields[field] && values[field] !== partner[field]);
    setNothing(changed.length === 0);
    if (changed.length === 0) return;
    onDone("");
    try {
      const data: UpdateAffiliateDto = {};
      for (const field of changed) Object.assign(data, { [field]: values[field] });
      const saved = await update.mutateAsync({ id: partner.id, data });
      onDone(`Saved ${partnerName(saved)}'s ${listOf(changed.map((field) => SETTING_WORDS[field]))}.`);
    } catch (error) {
      if (showServerFieldErrors(error, SETTINGS_FIELDS, setError) === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form aria-label="Commission rate, paperwork and terms" noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label="Commission rate (%)"
        type="number"
        inputMode="decimal"
        min={updateAffiliateBodyCommissionRateMin}
        max={updateAffiliateBodyCommissionRateMax}
        step={0.1}
        description="0 to 50, one decimal at most. Applies to referrals converted from now on; commissions already computed stay."
        error={errors.commissionRate?.message}
        {...register("commissionRate", { valueAsNumber: true })}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-stone-800 dark:text-stone-200">Paperwork</legend>
        <CheckboxField error={errors.agreementSigned?.message} {...register("agreementSigned")}>
          Partner agreement signed
        </CheckboxField>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-stone-800 dark:text-stone-200">Program terms</legend>
        <CheckboxField error={errors.paidAdsAllowed?.message} {...register("paidAdsAllowed")}>
          Paid ads allowed: this partner may run search or social ads to their link (when unticked, a referral from a paid ad is flagged for review)
        </CheckboxField>
      </fieldset>
      {nothing ? (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {NOTHING_CHANGED}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save rate, paperwork and terms"}
        </button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

/** "a", "a and b", "a, b and c". */
function listOf(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function Referrals({ partner }: { partner: AffiliateDetailResponseDto }) {
  const shown = partner.leads.slice(0, REFERRALS_SHOWN);
  // The referrals tab filters by the API's own parameter name, like every staff list.
  const all = `${affiliatesPages.admin.path}?tab=referrals&affiliateId=${partner.id}`;
  if (shown.length === 0) return <p className="text-stone-700 dark:text-stone-300">No referrals yet.</p>;
  return (
    <>
      <StaffTable
        caption={`Newest referrals from ${partnerName(partner)}`}
        head={
          <>
            <th scope="col" className={TH}>
              Customer
            </th>
            <th scope="col" className={TH}>
              Stage
            </th>
            <th scope="col" className={TH}>
              Type
            </th>
            <th scope="col" className={TH}>
              Flag
            </th>
            <th scope="col" className={TH}>
              Received
            </th>
          </>
        }
      >
        {shown.map((lead) => (
          <tr key={lead.id}>
            <th scope="row" className={`${TD} text-left font-semibold`}>
              {lead.customerFirstName} {lead.customerLastName}
              <span className="block font-normal text-stone-700 dark:text-stone-300">
                <EmailText email={lead.customerEmail} />
              </span>
            </th>
            <td className={TD}>{REFERRAL_STAGE_LABEL[lead.leadStatus]}</td>
            <td className={TD}>{LEAD_TYPE_SHORT_LABEL[lead.leadType]}</td>
            <td className={TD}>
              {lead.reviewState ? (
                <>
                  {lead.flag ? FLAG_LABEL[lead.flag] : "Flagged by the fraud checks"}
                  <span className="block text-stone-700 dark:text-stone-300">{REVIEW_STATE_LABEL[lead.reviewState]}</span>
                </>
              ) : (
                "None"
              )}
            </td>
            <td className={`${TD} whitespace-nowrap`}>{formatBusinessDate(lead.createdAt)}</td>
          </tr>
        ))}
      </StaffTable>
      <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
        {partner.leads.length > REFERRALS_SHOWN ? `The newest ${REFERRALS_SHOWN} of ${formatNumber(partner.totalLeads)}. ` : null}
        <Link to={all} className="link">
          All referrals from {partnerName(partner)}
        </Link>
      </p>
    </>
  );
}

function Part({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = `partner-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={className}>
      <h4 id={id} className="mb-2 text-lg font-bold text-stone-900 dark:text-white">
        {title}
      </h4>
      {children}
    </section>
  );
}
