/**
 * The deposit form of /checkout/:designId (spec §3 deposits): build site, expected start date,
 * site visit and notes, then the reservation agreement signed with the typed full name and the
 * consent to sign electronically (issue 29). The generated schema and the server's messages check
 * it first (deposit-fields.ts); the server's per-field answers land under the same fields. Placed →
 * with payment on the site the buyer goes on to Stripe's checkout page (the server's checkoutUrl);
 * with the invoice the deposit queries are refreshed and the buyer goes to /deposit-confirmation/{slug}.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { errorMessage, isApiError } from "@/api/api-error";
import { getGetLatestDepositQueryKey, getListDepositsQueryKey, useCreateDeposit, useGetDepositAgreement } from "@/api/generated/endpoints/deposits/deposits";
import { useResendEmailConfirmation } from "@/api/generated/endpoints/auth/auth";
import { DepositPaymentProvider, type DesignResponseDto } from "@/api/generated/model";
import {
  createDepositBodyAdditionalNotesMax,
  createDepositBodyCityMax,
  createDepositBodySignerNameMax,
  createDepositBodyStreetMax,
} from "@/api/generated/zod/deposits/deposits.zod";
import { CheckboxField, FormField, SelectField, TextAreaField } from "@/components/form-field";
import { showServerFieldErrors } from "@/components/form-support";
import { formatNumber } from "@/lib/number";
import { AgreementText } from "./deposit-agreement";
import {
  DEFAULT_DEPOSIT_STATE,
  DEPOSIT_FIELDS,
  depositBody,
  depositResolver,
  emptyDeposit,
  startDateRange,
  US_STATES,
  type DepositValues,
} from "./deposit-fields";

export function DepositForm({ design, amount, provider }: { design: DesignResponseDto; amount: string | null; provider: DepositPaymentProvider | null }) {
  const createDeposit = useCreateDeposit();
  const agreement = useGetDepositAgreement({ design: design.slug });
  const [leaving, setLeaving] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [problem, setProblem] = useState<{ message: string; signIn: boolean; confirmEmail?: boolean } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<DepositValues>({ resolver: depositResolver(), defaultValues: emptyDeposit(design.slug) });
  const { min, max } = startDateRange();
  const notesLength = watch("additionalNotes")?.length ?? 0;
  const online = provider === DepositPaymentProvider.stripe;

  // The signature names the exact text on the screen: its version and hash go with the form.
  useEffect(() => {
    if (!agreement.data) return;
    setValue("agreementVersion", agreement.data.version);
    setValue("agreementSha256", agreement.data.sha256);
  }, [agreement.data, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const deposit = await createDeposit.mutateAsync({ data: depositBody(values) });
      if (deposit.checkoutUrl) {
        // On to Stripe's page: card and bank details are typed there, never on this site.
        setLeaving(true);
        window.location.assign(deposit.checkoutUrl);
        return;
      }
      // The confirmation shows this deposit at once; the lists that hold it load it afresh.
      queryClient.setQueryData(getGetLatestDepositQueryKey(deposit.design.slug), deposit);
      await queryClient.invalidateQueries({ queryKey: getListDepositsQueryKey() });
      void navigate(`/deposit-confirmation/${deposit.design.slug}`);
    } catch (error) {
      if (showServerFieldErrors(error, DEPOSIT_FIELDS, setError) > 0) return;
      const signedOut = isApiError(error) && error.status === 401;
      const conflict = isApiError(error) && error.status === 409;
      // A 409 may say the agreement changed while it was being read: load the current text to sign.
      if (conflict) void agreement.refetch();
      setProblem({
        message: signedOut ? "Your session has ended. Sign in again to send your request; what you typed here will need re-entering." : errorMessage(error),
        signIn: signedOut,
        // 409: the e-mail address is not confirmed yet (issue 25); the buyer may ask for the link again.
        confirmEmail: conflict && errorMessage(error).startsWith("Confirm your e-mail"),
      });
    }
  });

  // The refusal takes the focus once it is on the page, so it is read out and seen.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const placing = createDeposit.isPending || leaving;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your request to reserve" className="mt-6 grid gap-5">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        <fieldset>
          <legend className="mb-4 text-lg font-bold text-stone-900 dark:text-white">Build site</legend>
          <div className="grid gap-5">
            <FormField
              label="Street address"
              autoComplete="address-line1"
              maxLength={createDepositBodyStreetMax}
              placeholder="e.g. 18250 County Road 360"
              error={errors.street?.message}
              {...register("street")}
            />
            <div className="grid items-start gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
              <FormField label="City" autoComplete="address-level2" maxLength={createDepositBodyCityMax} error={errors.city?.message} {...register("city")} />
              <SelectField
                label="State"
                autoComplete="address-level1"
                defaultValue={DEFAULT_DEPOSIT_STATE}
                error={errors.state?.message}
                {...register("state")}
              >
                {US_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </SelectField>
              <FormField
                label="ZIP code"
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={5}
                error={errors.zipCode?.message}
                {...register("zipCode")}
              />
            </div>
          </div>
        </fieldset>
      </div>

      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        <fieldset>
          <legend className="mb-4 text-lg font-bold text-stone-900 dark:text-white">Timing and the site visit</legend>
          <div className="grid gap-5">
            <FormField
              label="Expected start date"
              type="date"
              min={min}
              max={max}
              description="Your best guess at breaking ground: any day from tomorrow. We confirm the schedule with you."
              error={errors.expectedStartDate?.message}
              {...register("expectedStartDate")}
            />
            <CheckboxField error={errors.siteVisitRequired?.message} {...register("siteVisitRequired")}>
              Please visit the site before we build (we walk the land, access and utilities with you)
            </CheckboxField>
            <TextAreaField
              label="Additional notes"
              hint="(optional)"
              rows={5}
              maxLength={createDepositBodyAdditionalNotesMax}
              placeholder="Acreage, the driveway or gate, where the well and power are, changes you'd like to the plan…"
              description={`${formatNumber(notesLength)} of ${formatNumber(createDepositBodyAdditionalNotesMax)} characters`}
              error={errors.additionalNotes?.message}
              {...register("additionalNotes")}
            />
          </div>
        </fieldset>
      </div>

      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        <fieldset>
          <legend className="mb-2 text-lg font-bold text-stone-900 dark:text-white">Read and sign the reservation agreement</legend>
          <p className="mb-4 text-stone-700 dark:text-stone-300">
            It says what the deposit holds, for how long, and when it is refunded. You sign by typing your name; we e-mail you the signed agreement as a PDF,
            and you can download it from your account at any time.
          </p>
          {agreement.isError ? (
            <div role="alert">
              <p className="text-stone-700 dark:text-stone-300">The agreement didn't load. Check your connection and try again.</p>
              <button type="button" className="btn-secondary mt-3" onClick={() => void agreement.refetch()}>
                Try again
              </button>
            </div>
          ) : !agreement.data ? (
            <p role="status" className="text-stone-700 dark:text-stone-300">
              Loading the agreement…
            </p>
          ) : (
            <AgreementText agreement={agreement.data} />
          )}
          <div className="mt-5 grid gap-5">
            <FormField
              label="Your full name"
              autoComplete="name"
              maxLength={createDepositBodySignerNameMax}
              description="Typing your name here is your signature on the agreement above."
              error={errors.signerName?.message}
              {...register("signerName")}
            />
            <CheckboxField error={errors.consentToSignElectronically?.message} {...register("consentToSignElectronically")}>
              I agree to sign this agreement electronically: my typed name is my signature, and I can keep the PDF copy or ask for a paper one.
            </CheckboxField>
          </div>
        </fieldset>
      </div>

      {problem ? (
        <div
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200 focus:outline-none dark:bg-stone-900 dark:text-red-200 dark:ring-red-900"
        >
          <p className="font-semibold">{problem.message}</p>
          {problem.signIn ? (
            <Link to={`/login?next=${encodeURIComponent(pathname)}`} className="link mt-2 inline-block">
              Sign in again
            </Link>
          ) : null}
          {problem.confirmEmail ? <ResendConfirmation /> : null}
        </div>
      ) : null}

      <div className="grid gap-3 sm:flex sm:items-center sm:gap-5">
        <button
          type="submit"
          disabled={placing || !agreement.data}
          className="btn-primary w-full py-3.5 text-lg disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:px-8"
        >
          {placing
            ? online
              ? "Opening the secure payment page..."
              : "Sending your request..."
            : online
              ? "Sign and pay the deposit"
              : "Sign and send request to reserve"}
        </button>
        {amount ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {online
              ? `Next: Stripe's secure page takes the ${amount} deposit by card or US bank account. Your card and bank details never reach our site.`
              : `No payment is taken now: we invoice the ${amount} deposit on the ${design.name}.`}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** "Send the link again" under the deposit's "confirm your e-mail address first" answer. */
function ResendConfirmation() {
  const resend = useResendEmailConfirmation();
  const [answer, setAnswer] = useState<string | null>(null);

  async function send() {
    try {
      setAnswer((await resend.mutateAsync()).message);
    } catch (error) {
      setAnswer(errorMessage(error));
    }
  }

  return (
    <div className="mt-3 grid gap-2">
      <button
        type="button"
        onClick={() => void send()}
        disabled={resend.isPending}
        className="btn-secondary justify-self-start disabled:cursor-wait disabled:opacity-70"
      >
        {resend.isPending ? "Sending..." : "Send the link again"}
      </button>
      <p role="status" className="text-sm text-stone-800 dark:text-stone-200">
        {answer}
      </p>
    </div>
  );
}
