/**
 * "Record a payment" (createCommissionPayment): a partner, which of their payable commissions to
 * pay (listPayableCommissions), how and when it is paid. The earned clawbacks listed below them
 * are deducted from the next payment by the server, so they are shown, not chosen (sending one is
 * a 409). The amount is the server's; this form previews it and refuses a payment the clawbacks
 * would outweigh, as the server does. The payment starts pending; the list then offers "Mark paid".
 * A partner the server would refuse (no W-9 on file, a balance below the minimum payout: `paymentRefusal`) gets that sentence instead
 * of the form, before anyone tries.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, type FormEvent, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { z } from "zod";
import { errorMessage } from "@/api/api-error";
import {
  getGetAffiliateLeadQueryKey,
  getListAffiliateLeadsQueryKey,
  getListCommissionPaymentsQueryKey,
  getListPayableCommissionsQueryKey,
  useCreateCommissionPayment,
  useListPayableCommissions,
} from "@/api/generated/endpoints/admin-partners/admin-partners";
import { CommissionEntryKind, type CreateCommissionPaymentDto, type PayableCommissionDto } from "@/api/generated/model";
import {
  createCommissionPaymentBody,
  createCommissionPaymentBodyNotesMax,
  createCommissionPaymentBodyPaymentMethodMax,
  createCommissionPaymentBodyPaymentReferenceMax,
} from "@/api/generated/zod/admin-partners/admin-partners.zod";
import { FormField, SelectField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";
import { formatCents } from "@/lib/currency";
import { formatBusinessDate } from "@/lib/dates";
import { TD, TH } from "../../components/staff/list-parts";
import { partnerOptionLabel, usePartnerChoices } from "./admin-referral-list-parts";

const CHOOSE_ONE = "Choose at least one commission to pay.";

const METHODS = ["Bank transfer (ACH)", "PayPal", "Check"];

/**
 * A calendar day as the instant the API stores: noon UTC is the same day in Missouri, so the list
 * (which shows instants as Missouri days) shows the day that was typed.
 */
export function paymentDateOf(day: string): string {
  return `${day}T12:00:00.000Z`;
}

/** What a payment of the chosen commissions would come to: their sum plus every (negative) clawback. */
export function paymentPreviewCents(items: readonly PayableCommissionDto[], chosen: ReadonlySet<number>): number {
  return items.reduce((sum, item) => (item.kind === CommissionEntryKind.clawback || chosen.has(item.id) ? sum + item.amountCents : sum), 0);
}

/**
 * The form's fields, named after the body's so the server's 400 lands on them. Every payable
 * commission is paid unless unticked: `excludedIds` holds the unticked ones, and the submit writes
 * `commissionEntryIds` from the boxes. `paymentDate` is the calendar day typed.
 */
interface PaymentValues {
  affiliateId: string;
  excludedIds: number[];
  commissionEntryIds: number[];
  paymentMethod: string;
  paymentReference: string;
  paymentDate: string;
  notes: string;
}
const EMPTY_PAYMENT: PaymentValues = {
  affiliateId: "",
  excludedIds: [],
  commissionEntryIds: [],
  paymentMethod: "",
  paymentReference: "",
  paymentDate: "",
  notes: "",
};
const PAYMENT_FIELDS = ["affiliateId", "commissionEntryIds", "paymentMethod", "paymentReference", "paymentDate", "notes"] as const;

/**
 * This form's words for a method left blank and a list left empty; the server's
 * (commission-payment.dto.ts) for the lengths. The partner and the day come from a select and a
 * date input, so the schema has nothing to say about them.
 */
const PAYMENT_MESSAGES = {
  commissionEntryIds: CHOOSE_ONE,
  paymentMethod: "Please say how the payment is made.",
  paymentReference: `Payment reference must be at most ${createCommissionPaymentBodyPaymentReferenceMax} characters.`,
  notes: `Notes must be at most ${createCommissionPaymentBodyNotesMax} characters.`,
};

/** The body as the API reads it (text trimmed, blanks left out, the day as an instant), checked by the generated schema. */
const paymentResolver = generatedSchemaResolver<PaymentValues, CreateCommissionPaymentDto>(
  z
    .object({
      affiliateId: z.string().optional(),
      commissionEntryIds: z.array(z.number()).optional(),
      paymentMethod: z.string().optional(),
      paymentReference: z.string().optional(),
      paymentDate: z.string().optional(),
      notes: z.string().optional(),
    })
    .transform((values) => {
      const data: CreateCommissionPaymentDto = {
        affiliateId: Number(values.affiliateId),
        commissionEntryIds: values.commissionEntryIds ?? [],
        paymentMethod: values.paymentMethod?.trim() ?? "",
      };
      if (values.paymentReference?.trim()) data.paymentReference = values.paymentReference.trim();
      if (values.paymentDate) data.paymentDate = paymentDateOf(values.paymentDate);
      if (values.notes?.trim()) data.notes = values.notes.trim();
      return data;
    })
    .pipe(createCommissionPaymentBody),
  PAYMENT_MESSAGES,
);

export function RecordPayment({ onRecorded }: { onRecorded: (notice: string) => void }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const { pathname } = useLocation();
  const referralHref = (id: number) => `${pathname}?tab=referrals&referral=${id}`;
  const { choices, loading, error: partnersError } = usePartnerChoices();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<PaymentValues, unknown, CreateCommissionPaymentDto>({ resolver: paymentResolver, defaultValues: EMPTY_PAYMENT });
  const partnerId = useWatch({ control, name: "affiliateId" });
  const excluded = useWatch({ control, name: "excludedIds" });
  const affiliateId = partnerId ? Number(partnerId) : null;
  const payable = useListPayableCommissions(affiliateId ?? 0, { query: { enabled: affiliateId !== null } });

  const create = useCreateCommissionPayment({
    mutation: {
      onMutate: () => clearErrors(),
      onSuccess: async (payment, { data }) => {
        const text = `Payment #${payment.id} of ${formatCents(payment.amountCents)} to ${payment.affiliate.name} is recorded as pending. Mark it paid once the money has gone out.`;
        onRecorded(text);
        toast({ title: "Payment recorded", description: text });
        reset(EMPTY_PAYMENT);
        await Promise.all([
          ...[getListCommissionPaymentsQueryKey(), getListAffiliateLeadsQueryKey()].map((key) => queryClient.invalidateQueries({ queryKey: key.slice(0, 1) })),
          queryClient.invalidateQueries({ queryKey: getListPayableCommissionsQueryKey(data.affiliateId) }),
          ...payment.entries.map((entry) => queryClient.invalidateQueries({ queryKey: getGetAffiliateLeadQueryKey(entry.affiliateLeadId) })),
        ]);
      },
      onError: (error, { data }) => {
        showServerFieldErrors<PaymentValues>(error, PAYMENT_FIELDS, setError);
        // A commission may have been paid or reversed meanwhile: read what the partner can be paid again.
        void queryClient.invalidateQueries({ queryKey: getListPayableCommissionsQueryKey(data.affiliateId) });
      },
    },
  });

  const items = payable.data?.items ?? [];
  const commissions = items.filter((item) => item.kind === CommissionEntryKind.commission);
  const clawbacks = items.filter((item) => item.kind === CommissionEntryKind.clawback);
  const chosen = new Set(commissions.filter((item) => !excluded.includes(item.id)).map((item) => item.id));
  const previewCents = paymentPreviewCents(items, chosen);
  const outweighed = chosen.size > 0 && previewCents <= 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    if (affiliateId === null || commissions.length === 0 || outweighed) {
      event.preventDefault();
      return;
    }
    setValue("commissionEntryIds", [...chosen]);
    void handleSubmit(
      (data) => create.mutate({ data }),
      () => create.reset(),
    )(event);
  }

  function toggle(id: number, include: boolean) {
    setValue("excludedIds", include ? excluded.filter((other) => other !== id) : [...excluded, id]);
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-lg border border-stone-200 bg-white p-5 dark:border-stone-700 dark:bg-stone-900">
      <h3 id={`${ids}-heading`} className="text-xl font-bold text-stone-900 dark:text-white">
        Record a payment
      </h3>
      <form aria-labelledby={`${ids}-heading`} onSubmit={submit} className="mt-4 grid max-w-2xl gap-4" noValidate>
        <SelectField
          label="Partner"
          error={errors.affiliateId?.message ?? (partnersError ? errorMessage(partnersError) : undefined)}
          description="Approved partners, by name."
          {...register("affiliateId", {
            onChange: () => {
              setValue("excludedIds", []);
              clearErrors();
              create.reset();
            },
          })}
        >
          <option value="">{loading ? "Loading partners…" : "Choose a partner"}</option>
          {choices.map((partner) => (
            <option key={partner.id} value={String(partner.id)}>
              {partnerOptionLabel(partner)}
            </option>
          ))}
        </SelectField>

        {affiliateId === null ? null : payable.isError ? (
          <div role="alert" className="text-sm text-red-800 dark:text-red-300">
            <p>{errorMessage(payable.error)}</p>
            <button type="button" className="btn-secondary mt-2" onClick={() => void payable.refetch()}>
              Try again
            </button>
          </div>
        ) : payable.isPending ? (
          <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
            Looking up what this partner has earned…
          </p>
        ) : payable.data.paymentRefusal ? (
          <div
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <p className="font-semibold">This partner cannot be paid yet.</p>
            <p className="mt-1">{payable.data.paymentRefusal}</p>
            <p className="mt-2">
              <Link className="link" to={`${pathname}?partner=${affiliateId}`}>
                Open the partner's record
              </Link>
            </p>
          </div>
        ) : commissions.length === 0 ? (
          <>
            <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
              Nothing to pay: this partner has no earned, unpaid commission.
              {clawbacks.length > 0 ? " The clawbacks below are deducted from their next payment." : ""}
            </p>
            <Clawbacks items={clawbacks} referralHref={referralHref} />
          </>
        ) : (
          <>
            <fieldset aria-describedby={`${ids}-entries-help`}>
              <legend className="text-sm font-semibold text-stone-800 dark:text-stone-200">Commissions to pay</legend>
              <p id={`${ids}-entries-help`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                The partner's earned commissions that no payment holds yet, oldest first. Untick one to leave it for a later payment.
              </p>
              <PayableTable caption="Commissions to pay" items={commissions} referralHref={referralHref}>
                {(item) => (
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={chosen.has(item.id)}
                    onChange={(event) => toggle(item.id, event.target.checked)}
                    aria-label={`Pay the commission of ${item.customerName} (referral #${item.affiliateLeadId}, ${formatCents(item.amountCents)})`}
                  />
                )}
              </PayableTable>
              {errors.commissionEntryIds ? (
                <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{errors.commissionEntryIds.message}</p>
              ) : null}
            </fieldset>
            <Clawbacks items={clawbacks} referralHref={referralHref} />
            <div aria-live="polite" className="text-sm text-stone-800 dark:text-stone-200">
              {chosen.size === 0 ? (
                <p>{CHOOSE_ONE}</p>
              ) : (
                <>
                  <p className="text-base font-bold tabular-nums">This payment: {formatCents(previewCents)}</p>
                  <p className="mt-1">
                    {outweighed
                      ? "The clawbacks outweigh the commissions you chose, so there is nothing to pay: choose more commissions, or wait until the partner has earned more."
                      : previewCents < payable.data.minimumPayoutCents
                        ? `Below the minimum payout of ${formatCents(payable.data.minimumPayoutCents)}: choose more commissions, or wait until the partner has earned more.`
                        : "A preview: the server works out the amount again when you record the payment."}
                  </p>
                </>
              )}
            </div>

            <FormField
              label="Payment method"
              list={`${ids}-methods`}
              maxLength={createCommissionPaymentBodyPaymentMethodMax}
              required
              description="How the money goes out, for example bank transfer, PayPal or check."
              error={errors.paymentMethod?.message}
              {...register("paymentMethod")}
            />
            <datalist id={`${ids}-methods`}>
              {METHODS.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <FormField
              label="Payment reference"
              hint="(optional)"
              maxLength={createCommissionPaymentBodyPaymentReferenceMax}
              description="The bank's or PayPal's reference, or the check number."
              error={errors.paymentReference?.message}
              {...register("paymentReference")}
            />
            <FormField
              label="Payment date"
              hint="(optional)"
              type="date"
              description="Leave it empty to date the payment the day you mark it paid."
              error={errors.paymentDate?.message}
              {...register("paymentDate")}
            />
            <TextAreaField
              label="Notes"
              hint="(optional)"
              rows={3}
              maxLength={createCommissionPaymentBodyNotesMax}
              error={errors.notes?.message}
              {...register("notes")}
            />
            <div>
              <button
                type="submit"
                className={`btn-primary disabled:opacity-70 ${create.isPending ? "disabled:cursor-wait" : "disabled:cursor-not-allowed"}`}
                disabled={create.isPending || outweighed}
              >
                {create.isPending ? "Recording…" : "Record payment"}
              </button>
            </div>
          </>
        )}
        {create.isError ? (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {errorMessage(create.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

/** The earned clawbacks of the partner: the server deducts them from the next payment, whatever is chosen. */
function Clawbacks({ items, referralHref }: { items: readonly PayableCommissionDto[]; referralHref: (id: number) => string }) {
  const ids = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h4 id={`${ids}-heading`} className="text-sm font-semibold text-stone-800 dark:text-stone-200">
        Deducted automatically
      </h4>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        Clawbacks of converted referrals that were reversed. The next payment deducts every one of them; they cannot be chosen.
      </p>
      <PayableTable caption="Clawbacks deducted automatically" items={items} referralHref={referralHref} />
    </section>
  );
}

/** Payable commissions or clawbacks as a table, with an optional first cell per row (the checkbox). */
function PayableTable({
  caption,
  items,
  referralHref,
  children,
}: {
  caption: string;
  items: readonly PayableCommissionDto[];
  referralHref: (id: number) => string;
  children?: (item: PayableCommissionDto) => ReactNode;
}) {
  return (
    <div className="table-scroll mt-2 rounded-lg border border-stone-200 dark:border-stone-700">
      <table className="min-w-full divide-y divide-stone-200 dark:divide-stone-700">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 dark:bg-stone-800">
          <tr>
            {children ? (
              <th scope="col" className={TH}>
                Pay
              </th>
            ) : null}
            <th scope="col" className={TH}>
              Customer
            </th>
            <th scope="col" className={TH}>
              Referral
            </th>
            <th scope="col" className={TH}>
              Earned
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
          {items.map((item) => (
            <tr key={item.id}>
              {children ? <td className={TD}>{children(item)}</td> : null}
              <th scope="row" className={`${TD} text-left font-semibold`}>
                {item.customerName}
              </th>
              <td className={TD}>
                <Link className="link" to={referralHref(item.affiliateLeadId)}>
                  #{item.affiliateLeadId}
                  <span className="sr-only"> (open the referral of {item.customerName})</span>
                </Link>
              </td>
              <td className={`${TD} whitespace-nowrap`}>{formatBusinessDate(item.earnedAt)}</td>
              <td className={`${TD} text-right tabular-nums`}>{formatCents(item.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
