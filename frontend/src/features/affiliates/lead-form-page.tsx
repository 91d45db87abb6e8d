/**
 * /affiliate-lead-form 'Submit a Referral' (spec §2, §5; issue 14): a referral partner sends us a
 * customer (submitAffiliateLead). A signed-in partner's code is filled in from getMyAffiliate and
 * locked; everyone else types it. Prerendered with the empty form (nobody is signed in on the
 * server). The customer gets no e-mail from this form: the office calls them.
 */
import { useEffect, useId, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { errorMessage, isApiError } from "@/api/api-error";
import { useGetMyAffiliate } from "@/api/generated/endpoints/partner-portal/partner-portal";
import { useSubmitAffiliateLead } from "@/api/generated/endpoints/partner-program/partner-program";
import { AffiliateLeadType, AffiliateStatus, UserRole, type MyAffiliateResponseDto, type SubmitAffiliateLeadDto } from "@/api/generated/model";
import {
  submitAffiliateLeadBody,
  submitAffiliateLeadBodyAffiliateCodeMax,
  submitAffiliateLeadBodyCustomerEmailMax,
  submitAffiliateLeadBodyCustomerFirstNameMax,
  submitAffiliateLeadBodyCustomerLastNameMax,
  submitAffiliateLeadBodyCustomerPhoneMax,
  submitAffiliateLeadBodyEstimatedBudgetMax,
  submitAffiliateLeadBodyLandStatusMax,
  submitAffiliateLeadBodyLocationMax,
  submitAffiliateLeadBodyNotesMax,
  submitAffiliateLeadBodyProjectTypeMax,
  submitAffiliateLeadBodyTimeframeMax,
} from "@/api/generated/zod/partner-program/partner-program.zod";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroCard, splitHero } from "@/components/page-hero";
import { FormField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { business, telHref } from "@/lib/business";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { AFFILIATE_STATUS_LABEL, LEAD_TYPE_LABEL } from "./affiliate-labels";
import { affiliatesPages } from "./pages";
import {
  bodyText,
  card,
  eyebrow,
  failureText,
  hasPhoneDigits,
  legendClass,
  OPTIONAL,
  REQUIRED,
  sectionHeading,
  SentConfirmation,
} from "@/components/public-form-parts";
import { DEFAULT_PROGRAM, leadTypeExplanation, type ProgramNumbers } from "./program-terms";
import { withQueries } from "@/lib/query-provider";
import { REFERRAL_MESSAGES } from "./referral-messages";
import { FormAlert } from "@/components/form-notice";

export const meta = metaFrom(affiliatesPages);

/** The form's own values: every box holds a string; no lead type is chosen at first. */
export interface ReferralValues {
  affiliateCode: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  location: string;
  leadType: AffiliateLeadType | "";
  projectType: string;
  estimatedBudget: string;
  timeframe: string;
  landStatus: string;
  notes: string;
}

const emptyReferral = (affiliateCode = ""): ReferralValues => ({
  affiliateCode,
  customerFirstName: "",
  customerLastName: "",
  customerEmail: "",
  customerPhone: "",
  location: "",
  leadType: "",
  projectType: "",
  estimatedBudget: "",
  timeframe: "",
  landStatus: "",
  notes: "",
});

const FIELDS = Object.keys(emptyReferral()) as ReadonlyArray<keyof ReferralValues>;

export const LEAD_RECEIVED = "Thanks! We will contact your customer within one business day.";

/** The generated schema plus the phone's digit count, which the server checks in code (spec §9: at least 10). */
const referralSchema = submitAffiliateLeadBody.extend({
  customerPhone: submitAffiliateLeadBody.shape.customerPhone.refine(hasPhoneDigits),
});

/** Where the code comes from: typed by the visitor, or the signed-in partner's own. */
type CodeSource =
  | { kind: "typed" }
  | { kind: "loading" }
  | { kind: "locked"; partner: MyAffiliateResponseDto; code: string }
  | { kind: "inactive"; partner: MyAffiliateResponseDto }
  | { kind: "unavailable" };

/**
 * A signed-in partner's code: asked of the API (getMyAffiliate) only for an account with the
 * affiliate role, after hydration (the prerendered page shows the empty form).
 */
function useCodeSource(): CodeSource {
  const current = useCurrentUser();
  const isAffiliate = current.status === "signed-in" && current.user.role === UserRole.affiliate;
  const me = useGetMyAffiliate({ query: { enabled: isAffiliate } });
  if (!isAffiliate) return { kind: "typed" };
  if (me.data) {
    const partner = me.data;
    return partner.status === AffiliateStatus.active && partner.affiliateCode
      ? { kind: "locked", partner, code: partner.affiliateCode }
      : { kind: "inactive", partner };
  }
  return me.isError ? { kind: "unavailable" } : { kind: "loading" };
}

function codeNote(source: CodeSource) {
  switch (source.kind) {
    case "locked":
      return "Filled in from your partner account and locked, so this referral is credited to you.";
    case "loading":
      return "Looking up the code of your partner account…";
    case "inactive":
      return `Your partner account: ${AFFILIATE_STATUS_LABEL[source.partner.status]}. Referrals are accepted only with the code of an active partner.`;
    case "unavailable":
      return "We could not look up your partner code just now. Please type it in.";
    case "typed":
      return (
        <>
          The code we e-mailed you when we approved your application. No code yet?{" "}
          <Link className="link" to="/affiliate-registration">
            Become a referral partner
          </Link>
          .
        </>
      );
  }
}

/** The two lead types as radio buttons, each with what it means and earns. */
function LeadTypeField({ error, numbers, own, registration }: { error?: string; numbers: ProgramNumbers; own: boolean; registration: UseFormRegisterReturn }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-stone-800 dark:text-stone-200">
        Lead type <span className="font-normal text-stone-600 dark:text-stone-400">(required)</span>
      </legend>
      {Object.values(AffiliateLeadType).map((type) => {
        const optionId = `${id}-${type}`;
        const descriptionId = `${optionId}-description`;
        return (
          <div
            key={type}
            className="flex items-start gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 dark:bg-stone-950 dark:ring-stone-600 dark:has-[:checked]:ring-brand-300"
          >
            <input
              id={optionId}
              type="radio"
              value={type}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={[descriptionId, error ? errorId : ""].filter(Boolean).join(" ")}
              className="mt-1 size-5 shrink-0 accent-brand-700"
              {...registration}
            />
            <div>
              <label htmlFor={optionId} className="font-semibold text-stone-900 dark:text-white">
                {LEAD_TYPE_LABEL[type]}
              </label>
              <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-stone-700 dark:text-stone-300">
                {leadTypeExplanation(type, numbers, own)}
              </p>
            </div>
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ReferralForm({ initialCode, onSent }: { initialCode: string; onSent: (message: string, code: string) => void }) {
  const source = useCodeSource();
  const submitLead = useSubmitAffiliateLead();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ReferralValues>({
    resolver: generatedSchemaResolver<ReferralValues>(referralSchema, REFERRAL_MESSAGES),
    defaultValues: emptyReferral(initialCode),
  });

  const lockedCode = source.kind === "locked" ? source.code : null;
  useEffect(() => {
    if (lockedCode) setValue("affiliateCode", lockedCode, { shouldValidate: false });
  }, [lockedCode, setValue]);

  const partner = source.kind === "locked" ? source.partner : null;
  const numbers: ProgramNumbers = partner
    ? { ratePercent: partner.commissionRate, rawLeadSharePercent: partner.rawLeadSharePercent, holdDays: partner.holdDays }
    : DEFAULT_PROGRAM;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The resolver has checked the values against the generated schema (blank optional fields left out).
      const answer = await submitLead.mutateAsync({ data: values as SubmitAffiliateLeadDto });
      onSent(answer.message || LEAD_RECEIVED, values.affiliateCode);
    } catch (error) {
      // Nothing is reset: the partner fixes what is wrong and sends again.
      if (isApiError(error) && error.status === 422) {
        setError("affiliateCode", { type: "server", message: errorMessage(error) }, { shouldFocus: true });
        return;
      }
      if (showServerFieldErrors(error, FIELDS, setError) === 0) setFailure(failureText(error));
    }
  });

  const sending = submitLead.isPending;
  const codeReadOnly = source.kind === "locked" || source.kind === "loading";

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="referral-title" className={`grid gap-8 ${card}`}>
      <fieldset className="grid gap-5">
        <legend className={legendClass}>Your partner code</legend>
        <FormField
          label="Affiliate code"
          {...REQUIRED}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={codeReadOnly}
          maxLength={submitAffiliateLeadBodyAffiliateCodeMax}
          description={codeNote(source)}
          error={errors.affiliateCode?.message}
          {...register("affiliateCode")}
        />
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className={legendClass}>Your customer</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Customer first name"
            {...REQUIRED}
            autoComplete="off"
            maxLength={submitAffiliateLeadBodyCustomerFirstNameMax}
            error={errors.customerFirstName?.message}
            {...register("customerFirstName")}
          />
          <FormField
            label="Customer last name"
            {...REQUIRED}
            autoComplete="off"
            maxLength={submitAffiliateLeadBodyCustomerLastNameMax}
            error={errors.customerLastName?.message}
            {...register("customerLastName")}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Customer email"
            {...REQUIRED}
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={submitAffiliateLeadBodyCustomerEmailMax}
            error={errors.customerEmail?.message}
            {...register("customerEmail")}
          />
          <FormField
            label="Customer phone"
            {...REQUIRED}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={submitAffiliateLeadBodyCustomerPhoneMax}
            description="With area code (at least 10 digits)."
            error={errors.customerPhone?.message}
            {...register("customerPhone")}
          />
        </div>
        <FormField
          label="Location"
          {...REQUIRED}
          autoComplete="off"
          maxLength={submitAffiliateLeadBodyLocationMax}
          description="Where the customer wants to build: a town, a county or an address."
          error={errors.location?.message}
          {...register("location")}
        />
      </fieldset>

      <LeadTypeField error={errors.leadType?.message} numbers={numbers} own={partner !== null} registration={register("leadType")} />

      <fieldset className="grid gap-5">
        <legend className={legendClass}>About the project</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Project type"
            {...OPTIONAL}
            maxLength={submitAffiliateLeadBodyProjectTypeMax}
            description="For example: a barndominium with a shop, a SIP home, a commercial building."
            error={errors.projectType?.message}
            {...register("projectType")}
          />
          <FormField
            label="Estimated budget"
            {...OPTIONAL}
            maxLength={submitAffiliateLeadBodyEstimatedBudgetMax}
            description="A rough range is fine."
            error={errors.estimatedBudget?.message}
            {...register("estimatedBudget")}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Timeframe"
            {...OPTIONAL}
            maxLength={submitAffiliateLeadBodyTimeframeMax}
            description="When they would like to start building."
            error={errors.timeframe?.message}
            {...register("timeframe")}
          />
          <FormField
            label="Land status"
            {...OPTIONAL}
            maxLength={submitAffiliateLeadBodyLandStatusMax}
            description="For example: owns land, buying land, still looking."
            error={errors.landStatus?.message}
            {...register("landStatus")}
          />
        </div>
        <TextAreaField
          label="Notes"
          {...OPTIONAL}
          rows={5}
          maxLength={submitAffiliateLeadBodyNotesMax}
          description={`Up to ${submitAffiliateLeadBodyNotesMax} characters: what they want to build, the best time to call them, anything we should know.`}
          error={errors.notes?.message}
          {...register("notes")}
        />
      </fieldset>

      <FormAlert message={failure} />

      <button
        type="submit"
        disabled={sending}
        className="btn-primary w-full py-3.5 text-lg disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:justify-self-start sm:px-8"
      >
        {sending ? "Sending..." : "Send referral"}
      </button>
    </form>
  );
}

function LeadFormPage() {
  const [sent, setSent] = useState<{ message: string; code: string } | null>(null);
  // A new form for each referral; a typed code is kept for the next one.
  const [round, setRound] = useState(0);
  const [lastCode, setLastCode] = useState("");

  const onSent = (message: string, code: string) => {
    setLastCode(code);
    setSent({ message, code });
  };
  const another = () => {
    setSent(null);
    setRound((value) => value + 1);
  };

  return (
    <>
      <PageHero
        look={splitHero}
        eyebrow="For referral partners"
        title={affiliatesPages.leadForm.title}
        titleId="lead-form-title"
        lead={
          <>
            Know someone who wants to build a barndominium or SIP home in northwest or central Missouri? Send us their details with your partner code. Our
            office calls them within one business day, and the referral appears on your partner dashboard, where you can follow its stage and its commission.
          </>
        }
        aside={
          <ul className={`grid gap-4 ${heroCard}`}>
            <li>
              <p className="font-bold text-stone-900 dark:text-white">No partner code yet?</p>
              <p className="mt-1 text-stone-700 dark:text-stone-300">
                <Link className="link" to="/affiliate-registration">
                  Become a referral partner
                </Link>
                : we review your application and e-mail you your code.
              </p>
            </li>
            <li>
              <p className="font-bold text-stone-900 dark:text-white">Already a partner?</p>
              <p className="mt-1 text-stone-700 dark:text-stone-300">
                Follow your referrals and commissions on your{" "}
                <Link className="link" to="/affiliate-dashboard">
                  partner dashboard
                </Link>
                .
              </p>
            </li>
          </ul>
        }
      />

      <section aria-labelledby="before-title" className="mx-auto max-w-3xl px-4 pt-14 sm:px-6 sm:pt-16 lg:px-8">
        <p className={eyebrow}>Before you send</p>
        <h2 id="before-title" className={sectionHeading}>
          What happens to your referral
        </h2>
        <ul className={`mt-6 list-disc space-y-3 pl-5 ${bodyText}`}>
          <li>
            <strong className="text-stone-900 dark:text-white">Your customer gets no e-mail from this form.</strong> Our office calls them instead, so please
            make sure they expect our call and agreed to share their details with us.
          </li>
          <li>
            A referral earns commission only if the customer builds with us; one that never converts earns nothing. A new commission is pending for a holding
            period before it is earned.
          </li>
          <li>
            Self-referrals, throwaway e-mail addresses and customers who are already our lead or another partner's referral are flagged: the referral shows as
            under review on your dashboard and earns nothing unless our office clears it.
          </li>
          <li>
            Until our office has contacted your customer, a referral link from another partner still counts. If your customer later reaches us on their own or
            through another partner's link, we ask them who sent them before any commission.
          </li>
        </ul>
      </section>

      <section aria-labelledby="referral-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <p className={eyebrow}>Referral</p>
        <h2 id="referral-title" className={sectionHeading}>
          Your customer's details
        </h2>
        {sent === null ? (
          <>
            <p className={`mt-4 ${bodyText}`}>
              Fields marked (required) must be filled in. Questions? Call{" "}
              <a className="link" href={telHref(business.phone)}>
                {business.phone}
              </a>
              .
            </p>
            <div className="mt-8">
              <ReferralForm key={round} initialCode={lastCode} onSent={onSent} />
            </div>
          </>
        ) : (
          <div className="mt-8">
            <SentConfirmation title={sent.message}>
              <p>
                Your referral is recorded under code {sent.code.trim().toUpperCase()}. You can follow it on your{" "}
                <Link className="link" to="/affiliate-dashboard">
                  partner dashboard
                </Link>
                .
              </p>
              <button type="button" onClick={another} className="btn-secondary mt-6 px-5 py-3">
                Submit another referral
              </button>
            </SentConfirmation>
          </div>
        )}
      </section>
    </>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(LeadFormPage);
