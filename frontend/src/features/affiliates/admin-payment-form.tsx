/**
 * "Record a payment" (createCommissionPayment): a partner, which of their payable commissions to
 * pay (listPayableCommissions), how and when it is paid. The earned clawbacks listed below them
 * are deducted from the next payment by the server, so they are shown, not chosen (sending one is
 * a 409). The amount is the server's; this form previews it and refuses a payment the clawbacks
 * would outweigh, as the server does. The payment starts pending; the list then offers "Mark paid".
 * A partner the server would refuse (no W-9 on file: `paymentRefusal`) gets that sentence instead
 * of the form, before anyone tries.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { errorMessage, fieldMessages } from "@/api/api-error";
import {
  getGetAffiliateLeadQueryKey,
  getListAffiliateLeadsQueryKey,
  getListCommissionPaymentsQueryKey,
  getListPayableCommissionsQueryKey,
  useCreateCommissionPayment,
  useListPayableCommissions,
} from "@/api/generated/endpoints/admin-partners/admin-partners";
import { CommissionEntryKind, type CreateCommissionPaymentDto, type PayableCommissionDto } from "@/api/generated/model";
import { FormField, SelectField, TextAreaField } from "@/components/form-field";
import { toast } from "@/components/toast/use-toast";
import { formatCents } from "@/lib/currency";
import { formatBusinessDate } from "@/lib/dates";
import { TD, TH } from "../../components/staff/list-parts";
import { partnerOptionLabel, usePartnerChoices } from "./admin-referral-list-parts";

type Field = keyof CreateCommissionPaymentDto;

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

export function RecordPayment({ onRecorded }: { onRecorded: (notice: string) => void }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const { pathname } = useLocation();
  const referralHref = (id: number) => `${pathname}?tab=referrals&referral=${id}`;
  const { choices, loading, error: partnersError } = usePartnerChoices();
  const [partnerId, setPartnerId] = useState("");
  const affiliateId = partnerId ? Number(partnerId) : null;
  const payable = useListPayableCommissions(affiliateId ?? 0, { query: { enabled: affiliateId !== null } });
  /** Commissions left out; every payable commission is paid unless unticked. */
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [method, setMethod] = useState("");
  const [reference, setReference] = useState("");
  const [day, setDay] = useState("");
  const [notes, setNotes] = useState("");
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});

  const create = useCreateCommissionPayment({
    mutation: {
      onMutate: () => setFields({}),
      onSuccess: async (payment, { data }) => {
        const text = `Payment #${payment.id} of ${formatCents(payment.amountCents)} to ${payment.affiliate.name} is recorded as pending. Mark it paid once the money has gone out.`;
        onRecorded(text);
        toast({ title: "Payment recorded", description: text });
        setPartnerId("");
        setExcluded(new Set());
        setMethod("");
        setReference("");
        setDay("");
        setNotes("");
        await Promise.all([
          ...[getListCommissionPaymentsQueryKey(), getListAffiliateLeadsQueryKey()].map((key) => queryClient.invalidateQueries({ queryKey: key.slice(0, 1) })),
          queryClient.invalidateQueries({ queryKey: getListPayableCommissionsQueryKey(data.affiliateId) }),
          ...payment.entries.map((entry) => queryClient.invalidateQueries({ queryKey: getGetAffiliateLeadQueryKey(entry.affiliateLeadId) })),
        ]);
      },
      onError: (error, { data }) => {
        setFields(fieldMessages(error) as Partial<Record<Field, string>>);
        // A commission may have been paid or reversed meanwhile: read what the partner can be paid again.
        void queryClient.invalidateQueries({ queryKey: getListPayableCommissionsQueryKey(data.affiliateId) });
      },
    },
  });

  const items = payable.data?.items ?? [];
  const commissions = items.filter((item) => item.kind === CommissionEntryKind.commission);
  const clawbacks = items.filter((item) => item.kind === CommissionEntryKind.clawback);
  const chosen = new Set(commissions.filter((item) => !excluded.has(item.id)).map((item) => item.id));
  const previewCents = paymentPreviewCents(items, chosen);
  const outweighed = chosen.size > 0 && previewCents <= 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (affiliateId === null || commissions.length === 0 || outweighed) return;
    const missing: Partial<Record<Field, string>> = {};
    if (chosen.size === 0) missing.commissionEntryIds = CHOOSE_ONE;
    if (method.trim() === "") missing.paymentMethod = "Please say how the payment is made.";
    if (Object.keys(missing).length > 0) {
      create.reset();
      setFields(missing);
      return;
    }
    const data: CreateCommissionPaymentDto = { affiliateId, commissionEntryIds: [...chosen], paymentMethod: method.trim() };
    if (reference.trim()) data.paymentReference = reference.trim();
    if (day) data.paymentDate = paymentDateOf(day);
    if (notes.trim()) data.notes = notes.trim();
    create.mutate({ data });
  }

  function toggle(id: number, include: boolean) {
    setExcluded((current) => {
      const next = new Set(current);
      if (include) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-lg border border-stone-200 bg-white p-5 dark:border-stone-700 dark:bg-stone-900">
      <h3 id={`${ids}-heading`} className="text-xl font-bold text-stone-900 dark:text-white">
        Record a payment
      </h3>
      <form aria-labelledby={`${ids}-heading`} onSubmit={submit} className="mt-4 grid max-w-2xl gap-4" noValidate>
        <SelectField
          label="Partner"
          value={partnerId}
          onChange={(event) => {
            setPartnerId(event.target.value);
            setExcluded(new Set());
            setFields({});
            create.reset();
          }}
          error={fields.affiliateId ?? (partnersError ? errorMessage(partnersError) : undefined)}
          description="Approved partners, by name."
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
              {fields.commissionEntryIds ? <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{fields.commissionEntryIds}</p> : null}
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
                      : "A preview: the server works out the amount again when you record the payment."}
                  </p>
                </>
              )}
            </div>

            <FormField
              label="Payment method"
              list={`${ids}-methods`}
              maxLength={50}
              required
              value={method}
              onChange={(event) => setMethod(event.target.value)}
              description="How the money goes out, for example bank transfer, PayPal or check."
              error={fields.paymentMethod}
            />
            <datalist id={`${ids}-methods`}>
              {METHODS.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <FormField
              label="Payment reference"
              hint="(optional)"
              maxLength={255}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              description="The bank's or PayPal's reference, or the check number."
              error={fields.paymentReference}
            />
            <FormField
              label="Payment date"
              hint="(optional)"
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              description="Leave it empty to date the payment the day you mark it paid."
              error={fields.paymentDate}
            />
            <TextAreaField
              label="Notes"
              hint="(optional)"
              rows={3}
              maxLength={2000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              error={fields.notes}
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
