/**
 * Moves one referral to another stage and records its quality and notes
 * (updateAffiliateLeadStage). It offers exactly the stages the server lists in `allowedStages`;
 * the server still judges each move, and its message (409 'A referral cannot move from {from} to
 * {to}.', or a 400 per field) shows beside the form as it comes. Converting records the deal in
 * dollars, sent as whole cents; the commission is the server's to work out, never typed here.
 * A reversal (converted → lost) is asked for twice, because it writes a clawback.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { z } from "zod";
import { errorMessage } from "@/api/api-error";
import {
  getGetAffiliateLeadQueryKey,
  getGetAffiliateQueryKey,
  getListAffiliateLeadsQueryKey,
  getListPayableCommissionsQueryKey,
  useUpdateAffiliateLeadStage,
} from "@/api/generated/endpoints/admin-partners/admin-partners";
import { AffiliateLeadStatus, AffiliateLeadType, type AdminReferralResponseDto, type UpdateAffiliateLeadStageDto } from "@/api/generated/model";
import {
  updateAffiliateLeadStageBody,
  updateAffiliateLeadStageBodyLeadQualityMax,
  updateAffiliateLeadStageBodyNotesMax,
} from "@/api/generated/zod/admin-partners/admin-partners.zod";
import { FormField, SelectField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";
import { dollarsToCents, formatCents } from "@/lib/currency";
import { COMMISSION_STATE_LABEL, REFERRAL_STAGE_LABEL } from "./affiliate-labels";
import { customerName } from "./admin-referral-words";

export const NOTHING_TO_SAVE = "Nothing to save yet: choose a new stage, or change the quality or the notes first.";
export const DOLLARS_MESSAGE = "in whole dollars or dollars and cents, for example 250000 or 250,000.50";
const DEAL_NEEDED = "Converting a referral needs its conversion value and net profit.";

/**
 * The form's fields, named after the body's so the server's 400 lands on them. The two money
 * fields hold the dollars as typed; the resolver sends them as whole cents.
 */
interface StageValues {
  leadStatus: AffiliateLeadStatus | "";
  leadQuality: string;
  notes: string;
  conversionValueCents: string;
  netProfitCents: string;
}
const STAGE_FIELDS = ["leadStatus", "leadQuality", "notes", "conversionValueCents", "netProfitCents"] as const;
const MONEY_WORDS = { conversionValueCents: "conversion value", netProfitCents: "net profit" } as const;

const valuesOf = (referral: Pick<AdminReferralResponseDto, "leadQuality" | "notes">): StageValues => ({
  leadStatus: "",
  leadQuality: referral.leadQuality ?? "",
  notes: referral.notes ?? "",
  conversionValueCents: "",
  netProfitCents: "",
});

/** The server's words (update-referral-stage.dto.ts), for what the inputs' maxLength does not already stop. */
const STAGE_MESSAGES = {
  leadStatus: `Please choose a stage: ${Object.values(AffiliateLeadStatus).join(", ")}.`,
  leadQuality: `Lead quality must be at most ${updateAffiliateLeadStageBodyLeadQualityMax} characters.`,
  notes: `Notes must be at most ${updateAffiliateLeadStageBodyNotesMax} characters.`,
};

/**
 * Every field as the body would carry it (quality and notes trimmed, blank as null; the deal in
 * cents when converting), checked by the generated schema. Which of them to send is the submit's call.
 */
const stageSchema = z
  .object({
    leadStatus: z.string().optional(),
    leadQuality: z.string().optional(),
    notes: z.string().optional(),
    conversionValueCents: z.string().optional(),
    netProfitCents: z.string().optional(),
  })
  .transform((values, context) => {
    const body: UpdateAffiliateLeadStageDto = { leadQuality: values.leadQuality?.trim() || null, notes: values.notes?.trim() || null };
    if (values.leadStatus) body.leadStatus = values.leadStatus as AffiliateLeadStatus;
    if (body.leadStatus === AffiliateLeadStatus.converted) {
      for (const field of ["conversionValueCents", "netProfitCents"] as const) {
        const cents = dollarsToCents(values[field] ?? "");
        if (cents === null) context.addIssue({ code: "custom", path: [field], message: `Enter the ${MONEY_WORDS[field]} ${DOLLARS_MESSAGE}.` });
        else body[field] = cents;
      }
    }
    return body;
  })
  .pipe(updateAffiliateLeadStageBody);

const stageResolver = generatedSchemaResolver<StageValues, UpdateAffiliateLeadStageDto>(stageSchema, STAGE_MESSAGES);

/** The sentence under the deal fields: how the server will work out the commission of this referral. */
export function commissionRuleText(leadType: AffiliateLeadType, ratePercent: number | undefined): string {
  const rate = ratePercent === undefined ? "the partner's rate" : `the partner's rate (${ratePercent} %)`;
  const rule =
    leadType === AffiliateLeadType.done_deal
      ? `this done deal earns ${rate} × the net profit`
      : `this raw lead earns the raw-lead share of ${rate} × the net profit`;
  return `The server works out the commission when you save, and nobody types it: ${rule}. It stays pending for the holding period, then it is earned.`;
}

export function ReferralStageForm({
  referral,
  ratePercent,
}: {
  referral: AdminReferralResponseDto;
  /** The partner's commission rate in percent, once their record has loaded. */
  ratePercent?: number;
}) {
  const queryClient = useQueryClient();
  const ids = useId();
  const name = customerName(referral);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StageValues, unknown, UpdateAffiliateLeadStageDto>({ resolver: stageResolver, defaultValues: valuesOf(referral) });
  const stage = useWatch({ control, name: "leadStatus" });
  /** The form's own message, or the server's (409, or a 400 beside its fields). */
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [nothing, setNothing] = useState(false);
  /** The reversal waiting for its confirmation. */
  const [reversal, setReversal] = useState<UpdateAffiliateLeadStageDto | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (reversal) confirmHeading.current?.focus();
  }, [reversal]);

  const update = useUpdateAffiliateLeadStage({
    mutation: {
      onMutate: () => {
        setFailure(null);
        setSaved(null);
      },
      onSuccess: async (changed, { data }) => {
        const text = savedText(changed, data, referral);
        setSaved(text);
        reset(valuesOf(changed));
        toast({ title: "Referral saved", description: text });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListAffiliateLeadsQueryKey().slice(0, 1) }),
          queryClient.invalidateQueries({ queryKey: getGetAffiliateLeadQueryKey(changed.id) }),
          queryClient.invalidateQueries({ queryKey: getGetAffiliateQueryKey(changed.affiliate.id) }),
          // A reversal takes a commission out, or writes a clawback, in what the partner can be paid.
          queryClient.invalidateQueries({ queryKey: getListPayableCommissionsQueryKey(changed.affiliate.id) }),
        ]);
      },
      onError: (error) => {
        setFailure(errorMessage(error));
        showServerFieldErrors<StageValues>(error, STAGE_FIELDS, setError);
        // Someone else may have moved it meanwhile: reload its stage and allowed moves under the message.
        void queryClient.invalidateQueries({ queryKey: getListAffiliateLeadsQueryKey().slice(0, 1) });
        void queryClient.invalidateQueries({ queryKey: getGetAffiliateLeadQueryKey(referral.id) });
      },
    },
  });

  /** Sends only what changed: a new stage, the quality or notes when they differ, the deal when converting. */
  function send(body: UpdateAffiliateLeadStageDto) {
    setFailure(null);
    const data: UpdateAffiliateLeadStageDto = {};
    if (body.leadStatus) data.leadStatus = body.leadStatus;
    if ((body.leadQuality ?? "") !== (referral.leadQuality ?? "")) data.leadQuality = body.leadQuality ?? null;
    if ((body.notes ?? "") !== (referral.notes ?? "")) data.notes = body.notes ?? null;
    if (body.leadStatus === AffiliateLeadStatus.converted) {
      data.conversionValueCents = body.conversionValueCents;
      data.netProfitCents = body.netProfitCents;
    }
    if (Object.keys(data).length === 0) {
      setNothing(true);
      return;
    }
    if (referral.leadStatus === AffiliateLeadStatus.converted && data.leadStatus === AffiliateLeadStatus.lost) {
      setReversal(data);
      return;
    }
    update.mutate({ id: referral.id, data });
  }

  function refuse(invalid: FieldErrors<StageValues>) {
    setFailure(invalid.conversionValueCents || invalid.netProfitCents ? DEAL_NEEDED : null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    setNothing(false);
    setSaved(null);
    void handleSubmit(send, refuse)(event);
  }

  const converting = stage === AffiliateLeadStatus.converted;

  return (
    <form aria-label={`Change the referral of ${name}`} onSubmit={submit} className="space-y-4" noValidate>
      {referral.allowedStages.length === 0 ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          This referral is {REFERRAL_STAGE_LABEL[referral.leadStatus].toLowerCase()}: its stage cannot change any more. You can still grade it and keep notes.
        </p>
      ) : (
        <SelectField
          label="New stage"
          error={errors.leadStatus?.message}
          description="The partner is e-mailed when the stage changes."
          {...register("leadStatus", { onChange: () => setReversal(null) })}
        >
          <option value="">Keep it {REFERRAL_STAGE_LABEL[referral.leadStatus].toLowerCase()}</option>
          {referral.allowedStages.map((next) => (
            <option key={next} value={next}>
              {REFERRAL_STAGE_LABEL[next]}
            </option>
          ))}
        </SelectField>
      )}

      {converting ? (
        <fieldset className="space-y-3 rounded-lg border border-stone-300 p-3 dark:border-stone-600">
          <legend className="px-1 text-sm font-semibold text-stone-800 dark:text-stone-200">The deal</legend>
          <FormField
            label="Conversion value (US dollars)"
            inputMode="decimal"
            autoComplete="off"
            required
            description="The signed contract value."
            error={errors.conversionValueCents?.message}
            {...register("conversionValueCents")}
          />
          <FormField
            label="Net profit (US dollars)"
            inputMode="decimal"
            autoComplete="off"
            required
            description="What the build earns us after its costs: the commission is a share of it."
            error={errors.netProfitCents?.message}
            {...register("netProfitCents")}
          />
          <p className="text-sm text-stone-700 dark:text-stone-300">{commissionRuleText(referral.leadType, ratePercent)}</p>
        </fieldset>
      ) : null}

      {referral.leadStatus === AffiliateLeadStatus.converted && stage === AffiliateLeadStatus.lost && !reversal ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          Moving a converted referral to lost reverses the conversion: the server writes a clawback for its commission.
        </p>
      ) : null}

      <FormField
        label="Quality"
        hint="(optional)"
        maxLength={updateAffiliateLeadStageBodyLeadQualityMax}
        description="The office's grade, for example hot, warm or cold."
        error={errors.leadQuality?.message}
        {...register("leadQuality")}
      />
      <TextAreaField
        label="Notes"
        hint="(optional)"
        rows={4}
        maxLength={updateAffiliateLeadStageBodyNotesMax}
        description="For the office only; up to 2,000 characters."
        error={errors.notes?.message}
        {...register("notes")}
      />

      {reversal ? (
        <section
          aria-labelledby={`${ids}-reverse`}
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
        >
          <h4 id={`${ids}-reverse`} ref={confirmHeading} tabIndex={-1} className="font-bold">
            Reverse this conversion?
          </h4>
          <p className="mt-1">
            {name} moves from converted to lost. The server writes a clawback
            {referral.commissionCents === null ? "" : ` of ${formatCents(referral.commissionCents)}`} against {referral.affiliate.name}, taken off their next
            payment. The commission stays on record and the partner sees both.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary disabled:cursor-wait disabled:opacity-70"
              disabled={update.isPending}
              onClick={() => {
                update.mutate({ id: referral.id, data: reversal });
                setReversal(null);
              }}
            >
              Reverse it and write the clawback
            </button>
            <button type="button" className="btn-secondary" onClick={() => setReversal(null)}>
              Keep it converted
            </button>
          </div>
        </section>
      ) : (
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save referral"}
        </button>
      )}

      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {failure}
        </p>
      ) : null}
      {nothing ? (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {NOTHING_TO_SAVE}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
          {saved}
        </p>
      ) : null}
    </form>
  );
}

function savedText(changed: AdminReferralResponseDto, sent: UpdateAffiliateLeadStageDto, before: AdminReferralResponseDto): string {
  const name = customerName(changed);
  if (sent.leadStatus === undefined) return `Saved the quality and notes of ${name}'s referral.`;
  const parts = [`Saved: ${name}'s referral is now ${REFERRAL_STAGE_LABEL[changed.leadStatus].toLowerCase()}, and ${changed.affiliate.name} was e-mailed.`];
  if (sent.leadStatus === AffiliateLeadStatus.converted && changed.commissionCents !== null) {
    parts.push(`The commission is ${formatCents(changed.commissionCents)}, ${COMMISSION_STATE_LABEL[changed.commissionState].toLowerCase()}.`);
  }
  if (before.leadStatus === AffiliateLeadStatus.converted && sent.leadStatus === AffiliateLeadStatus.lost) {
    parts.push("A clawback of its commission was written.");
  }
  return parts.join(" ");
}
