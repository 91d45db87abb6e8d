/**
 * "Tax form and payouts" on /affiliate-dashboard (issue 30): the partner's W-9 (submitW9), how
 * they are paid (setMyPayoutMethod) and the minimum payout (getMyTaxAndPayout). Only the last four
 * digits of the TIN and of the bank account ever come back from the server.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "@/api/api-error";
import {
  getGetMyAffiliateQueryKey,
  getGetMyTaxAndPayoutQueryKey,
  useGetMyTaxAndPayout,
  useSetMyPayoutMethod,
  useSubmitW9,
} from "@/api/generated/endpoints/partner-portal/partner-portal";
import type { MyTaxAndPayoutResponseDto, SetPayoutMethodDto, SubmitW9Dto } from "@/api/generated/model";
import { setMyPayoutMethodBody, submitW9Body } from "@/api/generated/zod/partner-portal/partner-portal.zod";
import { CheckboxField, FormField, SelectField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { DashboardSection } from "@/components/dashboard-parts";
import { ListProblem, Loading } from "@/components/staff/list-parts";
import { formatBusinessDate } from "@/lib/dates";
import { isAbaRoutingNumber, ROUTING_NUMBER_MESSAGE } from "@shared/aba-routing";
import { LLC_TAX_CLASS_LABELS, TAX_CLASSIFICATION_LABELS, tinDigits, W9_CERTIFICATION_TEXT } from "@shared/tax-forms";
import { classificationText, payoutMethodText, w9StatusText } from "./tax-words";

const dollarsAndCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "We pay once your earned balance reaches $50.00." */
export function minimumPayoutText(minimumPayoutCents: number): string {
  return `We pay once your earned balance reaches ${dollarsAndCents.format(minimumPayoutCents / 100)}.`;
}

export function TaxPayoutSection() {
  const tax = useGetMyTaxAndPayout();
  return (
    <DashboardSection
      id="tax-and-payouts"
      title="Tax form and payouts"
      intro="We pay commissions only with a W-9 on file, and report them to the IRS on a 1099-NEC when a year's payments reach the IRS threshold."
    >
      {tax.isError ? (
        <ListProblem error={tax.error} retry={() => void tax.refetch()} />
      ) : !tax.data ? (
        <Loading what="your tax form and payout method" />
      ) : (
        <TaxPayoutDetails data={tax.data} />
      )}
    </DashboardSection>
  );
}

function TaxPayoutDetails({ data }: { data: MyTaxAndPayoutResponseDto }) {
  const [editingW9, setEditingW9] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (text: string) => {
    setNotice(text);
    setEditingW9(false);
  };
  return (
    <div className="grid gap-6">
      <p className="font-semibold text-stone-900 dark:text-white">{minimumPayoutText(data.minimumPayoutCents)}</p>
      {notice ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          {notice}
        </p>
      ) : null}
      <div>
        <h3 className="text-lg font-bold text-stone-900 dark:text-white">W-9</h3>
        <p className="mt-1 text-stone-800 dark:text-stone-200">{w9StatusText(data.w9)}</p>
        {data.w9 ? (
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {data.w9.legalName}
            {data.w9.businessName ? `, ${data.w9.businessName}` : ""} · {classificationText(data.w9)} · {data.w9.address}, {data.w9.city}, {data.w9.state}{" "}
            {data.w9.zipCode} · signed {formatBusinessDate(data.w9.certifiedAt)}
          </p>
        ) : (
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">File your W-9 below so we can pay what you earn. It takes a few minutes.</p>
        )}
        {data.w9 && !editingW9 ? (
          <button type="button" className="btn-secondary mt-3" onClick={() => setEditingW9(true)}>
            File a new W-9
          </button>
        ) : (
          <W9Form onDone={done} onCancel={data.w9 ? () => setEditingW9(false) : undefined} />
        )}
      </div>
      <div>
        <h3 className="text-lg font-bold text-stone-900 dark:text-white">Payout method</h3>
        <p className="mt-1 text-stone-800 dark:text-stone-200">{payoutMethodText(data.payoutMethod)}</p>
        <PayoutMethodForm key={data.payoutMethod?.updatedAt ?? "none"} data={data} onDone={setNotice} />
      </div>
    </div>
  );
}

/** Refetches what the W-9 and payout forms change: this section and the profile (its W-9 flags). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: getGetMyTaxAndPayoutQueryKey() }), client.invalidateQueries({ queryKey: getGetMyAffiliateQueryKey() })]);
}

type W9Values = {
  legalName: string;
  businessName: string;
  taxClassification: SubmitW9Dto["taxClassification"] | "";
  llcTaxClass: NonNullable<SubmitW9Dto["llcTaxClass"]> | "";
  otherClassification: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  tinType: SubmitW9Dto["tinType"] | "";
  tin: string;
  signatureName: string;
  certify: boolean;
};
const W9_FIELDS = Object.keys({
  legalName: 0,
  businessName: 0,
  taxClassification: 0,
  llcTaxClass: 0,
  otherClassification: 0,
  address: 0,
  city: 0,
  state: 0,
  zipCode: 0,
  tinType: 0,
  tin: 0,
  signatureName: 0,
  certify: 0,
}) as ReadonlyArray<keyof W9Values>;

/** The generated schema, plus what the server checks in code: an LLC's class, "other" described, the TIN's 9 digits. */
// `when`: checked even while other fields are still missing, so every problem shows at once.
const always = { when: () => true };
type W9Input = Partial<Record<keyof W9Values, unknown>>;
const w9Schema = submitW9Body
  .refine((value: W9Input) => value.taxClassification !== "llc" || Boolean(value.llcTaxClass), { path: ["llcTaxClass"], ...always })
  .refine((value: W9Input) => value.taxClassification !== "other" || Boolean(value.otherClassification), { path: ["otherClassification"], ...always })
  .refine((value: W9Input) => typeof value.tin !== "string" || tinDigits(value.tin) !== null, { path: ["tin"], ...always });

const W9_MESSAGES: Partial<Record<keyof W9Values, string>> = {
  legalName: "Please enter the name on your income tax return.",
  taxClassification: "Please choose a federal tax classification.",
  llcTaxClass: "Please choose the LLC's tax classification: C, S or P.",
  otherClassification: "Please describe your tax classification.",
  address: "Address is required.",
  city: "City is required.",
  state: "State must be the two-letter code, like MO.",
  zipCode: "ZIP code must be 5 digits, or 5 and 4 (65804-1234).",
  tinType: "Please choose SSN or EIN.",
  tin: "The taxpayer identification number must be 9 digits (SSN 123-45-6789 or EIN 12-3456789).",
  signatureName: "Please type your name to sign.",
  certify: "Please check the box to certify the W-9 under penalties of perjury.",
};

function W9Form({ onDone, onCancel }: { onDone: (notice: string) => void; onCancel?: () => void }) {
  const submit = useSubmitW9();
  const refresh = useRefresh();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<W9Values, unknown, SubmitW9Dto>({
    resolver: generatedSchemaResolver<W9Values, SubmitW9Dto>(w9Schema, W9_MESSAGES),
    defaultValues: {
      legalName: "",
      businessName: "",
      taxClassification: "",
      llcTaxClass: "",
      otherClassification: "",
      address: "",
      city: "",
      state: "MO",
      zipCode: "",
      tinType: "",
      tin: "",
      signatureName: "",
      certify: false,
    },
  });
  const classification = watch("taxClassification");

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await submit.mutateAsync({ data: values });
      await refresh();
      onDone(`Thank you: your W-9 is on file (TIN ending ${saved.w9?.tinLast4 ?? ""}).`);
    } catch (error) {
      if (showServerFieldErrors(error, W9_FIELDS, setError) === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form aria-label="W-9" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 rounded-lg border border-stone-200 p-4 dark:border-stone-700">
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Form W-9, Request for Taxpayer Identification Number and Certification. Your taxpayer identification number is encrypted when we store it; we only ever
        show its last four digits.
      </p>
      <FormField label="Name (as shown on your income tax return)" autoComplete="name" error={errors.legalName?.message} {...register("legalName")} />
      <FormField
        label="Business name or disregarded entity name"
        hint="(if different from above)"
        autoComplete="organization"
        error={errors.businessName?.message}
        {...register("businessName")}
      />
      <SelectField label="Federal tax classification" error={errors.taxClassification?.message} {...register("taxClassification")}>
        <option value="">Choose one</option>
        {Object.entries(TAX_CLASSIFICATION_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {classification === "llc" ? (
        <SelectField label="LLC tax classification" error={errors.llcTaxClass?.message} {...register("llcTaxClass")}>
          <option value="">Choose one</option>
          {Object.entries(LLC_TAX_CLASS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {value}: {label}
            </option>
          ))}
        </SelectField>
      ) : null}
      {classification === "other" ? (
        <FormField label="Other classification" error={errors.otherClassification?.message} {...register("otherClassification")} />
      ) : null}
      <FormField
        label="Address (number, street, and apt. or suite no.)"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register("address")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="City" autoComplete="address-level2" error={errors.city?.message} {...register("city")} />
        <FormField label="State" autoComplete="address-level1" maxLength={2} error={errors.state?.message} {...register("state")} />
        <FormField label="ZIP code" autoComplete="postal-code" inputMode="numeric" error={errors.zipCode?.message} {...register("zipCode")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Taxpayer identification number type" error={errors.tinType?.message} {...register("tinType")}>
          <option value="">Choose one</option>
          <option value="ssn">Social Security number (SSN)</option>
          <option value="ein">Employer identification number (EIN)</option>
        </SelectField>
        <FormField
          label="Taxpayer identification number"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          description="9 digits; dashes are fine."
          error={errors.tin?.message}
          {...register("tin")}
        />
      </div>
      <section aria-labelledby="w9-certification" className="rounded-lg bg-stone-50 p-4 dark:bg-stone-950">
        <h4 id="w9-certification" className="font-bold text-stone-900 dark:text-white">
          Certification
        </h4>
        <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-stone-800 dark:text-stone-200">{W9_CERTIFICATION_TEXT}</p>
      </section>
      <FormField label="Type your full name to sign" autoComplete="name" error={errors.signatureName?.message} {...register("signatureName")} />
      <CheckboxField error={errors.certify?.message} {...register("certify")}>
        Under penalties of perjury, I certify the statements above. Typing my name is my signature.
      </CheckboxField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={submit.isPending}>
          {submit.isPending ? "Submitting…" : "Sign and submit W-9"}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

type PayoutValues = {
  method: SetPayoutMethodDto["method"];
  routingNumber: string;
  accountNumber: string;
  accountType: NonNullable<SetPayoutMethodDto["accountType"]> | "";
};
const PAYOUT_FIELDS = ["method", "routingNumber", "accountNumber", "accountType"] as const;

/** The generated schema, with ACH's details required and checked as the server checks them (the routing number's check digit). */
type PayoutInput = Partial<Record<keyof PayoutValues, unknown>>;
const payoutSchema = setMyPayoutMethodBody
  .refine((value: PayoutInput) => value.method !== "ach" || isAbaRoutingNumber(value.routingNumber), { path: ["routingNumber"], ...always })
  .refine((value: PayoutInput) => value.method !== "ach" || (typeof value.accountNumber === "string" && /^\d{4,17}$/.test(value.accountNumber)), {
    path: ["accountNumber"],
    ...always,
  })
  .refine((value: PayoutInput) => value.method !== "ach" || Boolean(value.accountType), { path: ["accountType"], ...always });

const PAYOUT_MESSAGES: Partial<Record<keyof PayoutValues, string>> = {
  method: "Please choose direct deposit (ACH) or check.",
  routingNumber: ROUTING_NUMBER_MESSAGE,
  accountNumber: "The account number must be 4 to 17 digits.",
  accountType: "Please choose checking or savings.",
};

function PayoutMethodForm({ data, onDone }: { data: MyTaxAndPayoutResponseDto; onDone: (notice: string) => void }) {
  const save = useSetMyPayoutMethod();
  const refresh = useRefresh();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<PayoutValues, unknown, SetPayoutMethodDto>({
    resolver: generatedSchemaResolver<PayoutValues, SetPayoutMethodDto>(payoutSchema, PAYOUT_MESSAGES),
    defaultValues: { method: data.payoutMethod?.method ?? "ach", routingNumber: "", accountNumber: "", accountType: data.payoutMethod?.accountType ?? "" },
  });
  const method = watch("method");

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body: SetPayoutMethodDto = values.method === "ach" ? values : { method: values.method };
      const saved = await save.mutateAsync({ data: body });
      await refresh();
      onDone(`Saved: we will pay you by ${payoutMethodText(saved.payoutMethod).replace(/^./, (c) => c.toLowerCase())}.`);
    } catch (error) {
      if (showServerFieldErrors(error, PAYOUT_FIELDS, setError) === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form aria-label="Payout method" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 rounded-lg border border-stone-200 p-4 dark:border-stone-700">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-stone-800 dark:text-stone-200">How we pay you</legend>
        <label className="flex items-center gap-3 text-stone-800 dark:text-stone-200">
          <input type="radio" value="ach" className="size-5 accent-brand-700" {...register("method")} />
          Direct deposit (ACH) to your bank account
        </label>
        <label className="flex items-center gap-3 text-stone-800 dark:text-stone-200">
          <input type="radio" value="check" className="size-5 accent-brand-700" {...register("method")} />
          Paper check mailed to the address on your W-9
        </label>
      </fieldset>
      {method === "ach" ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label="Routing number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            description="The 9 digits at the bottom left of a check."
            error={errors.routingNumber?.message}
            {...register("routingNumber")}
          />
          <FormField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={17}
            description={
              data.payoutMethod?.accountLast4 ? `Now: account ending ${data.payoutMethod.accountLast4}. Type the full number to change it.` : "4 to 17 digits."
            }
            error={errors.accountNumber?.message}
            {...register("accountNumber")}
          />
          <SelectField label="Account type" error={errors.accountType?.message} {...register("accountType")}>
            <option value="">Choose one</option>
            <option value="checking">Checking</option>
            <option value="savings">Savings</option>
          </SelectField>
        </div>
      ) : null}
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save payout method"}
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
