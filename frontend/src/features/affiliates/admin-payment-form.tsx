/**
 * "Record a payment" (createCommissionPayment): a partner, the earned, unpaid entries to pay
 * (from the payout file, see admin-payment-payout.ts), how and when it is paid. The amount is the
 * server's sum of the entries, clawbacks deducted; this form only previews the partner's balance.
 * The payment starts pending; the list then offers "Mark paid".
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { ApiError, errorMessage } from "@/api/api-error";
import {
  getExportCommissionPayoutCsvQueryKey,
  getListAffiliateLeadsQueryKey,
  getListCommissionPaymentsQueryKey,
  useCreateCommissionPayment,
} from "@/api/generated/endpoints/admin/admin";
import { AffiliateLeadStatus, type CreateCommissionPaymentDto } from "@/api/generated/model";
import { FormField, SelectField, TextAreaField } from "@/components/form-field";
import { toast } from "@/components/toast/use-toast";
import { formatCents } from "@/lib/currency";
import { partnerOptionLabel, usePartnerChoices } from "./admin-referral-list-parts";
import { usePayoutLine } from "./admin-payment-payout";

type Field = keyof CreateCommissionPaymentDto;

const METHODS = ["Bank transfer (ACH)", "PayPal", "Check"];

/**
 * A calendar day as the instant the API stores: noon UTC is the same day in Missouri, so the list
 * (which shows instants as Missouri days) shows the day that was typed.
 */
export function paymentDateOf(day: string): string {
  return `${day}T12:00:00.000Z`;
}

export function RecordPayment({ onRecorded }: { onRecorded: (notice: string) => void }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const { pathname } = useLocation();
  const { choices, loading, error: partnersError } = usePartnerChoices();
  const [partnerId, setPartnerId] = useState("");
  const affiliateId = partnerId ? Number(partnerId) : null;
  const payout = usePayoutLine(affiliateId);
  /** Entries left out; every entry of the payout file is paid unless unticked. */
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [method, setMethod] = useState("");
  const [reference, setReference] = useState("");
  const [day, setDay] = useState("");
  const [notes, setNotes] = useState("");
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});

  const create = useCreateCommissionPayment({
    mutation: {
      onMutate: () => setFields({}),
      onSuccess: async (payment) => {
        const text = `Payment #${payment.id} of ${formatCents(payment.amountCents)} to ${payment.affiliate.name} is recorded as pending. Mark it paid once the money has gone out.`;
        onRecorded(text);
        toast({ title: "Payment recorded", description: text });
        setPartnerId("");
        setExcluded(new Set());
        setMethod("");
        setReference("");
        setDay("");
        setNotes("");
        await Promise.all(
          [getListCommissionPaymentsQueryKey(), getExportCommissionPayoutCsvQueryKey(), getListAffiliateLeadsQueryKey()].map((key) =>
            queryClient.invalidateQueries({ queryKey: key.slice(0, 1) }),
          ),
        );
      },
      onError: (error) => {
        const next: Partial<Record<Field, string>> = {};
        if (error instanceof ApiError && error.status === 400) {
          for (const entry of (error.body as { errors?: Array<{ field: string; message: string }> } | undefined)?.errors ?? []) next[entry.field as Field] ??= entry.message;
        }
        setFields(next);
        // An entry may have been paid or let go meanwhile: read the partner's balance again.
        void queryClient.invalidateQueries({ queryKey: getExportCommissionPayoutCsvQueryKey().slice(0, 1) });
      },
    },
  });

  const line = payout.data ?? null;
  const chosen = line ? line.entryIds.filter((id) => !excluded.has(id)) : [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (affiliateId === null || !line) return;
    const missing: Partial<Record<Field, string>> = {};
    if (chosen.length === 0) missing.commissionEntryIds = "Choose at least one entry to pay.";
    if (method.trim() === "") missing.paymentMethod = "Please say how the payment is made.";
    if (Object.keys(missing).length > 0) {
      create.reset();
      setFields(missing);
      return;
    }
    const data: CreateCommissionPaymentDto = { affiliateId, commissionEntryIds: chosen, paymentMethod: method.trim() };
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

        {affiliateId === null ? null : payout.isError ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {errorMessage(payout.error)}
          </p>
        ) : payout.isPending ? (
          <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
            Looking up what this partner has earned…
          </p>
        ) : !line ? (
          <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
            Nothing to pay: this partner has no earned, unpaid commission.
          </p>
        ) : (
          <>
            <fieldset aria-describedby={`${ids}-entries-help`}>
              <legend className="text-sm font-semibold text-stone-800 dark:text-stone-200">Commission entries to pay</legend>
              <p id={`${ids}-entries-help`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                The partner's earned, unpaid ledger entries, as in the payout file. Untick an entry to leave it for a later payment.
                Clawbacks are deducted by the server: if it refuses an entry as not an earned commission, untick that one.{" "}
                <Link className="link" to={`${pathname}?tab=referrals&affiliateId=${affiliateId}&leadStatus=${AffiliateLeadStatus.converted}`}>
                  See this partner's converted referrals
                </Link>
                .
              </p>
              <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
                {line.entryIds.map((id) => (
                  <li key={id}>
                    <label className="inline-flex items-center gap-1.5 py-1 text-sm text-stone-800 dark:text-stone-200">
                      <input type="checkbox" className="size-4" checked={!excluded.has(id)} onChange={(event) => toggle(id, event.target.checked)} />
                      Entry #{id}
                    </label>
                  </li>
                ))}
              </ul>
              {fields.commissionEntryIds ? <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{fields.commissionEntryIds}</p> : null}
            </fieldset>
            <p className="text-sm text-stone-800 dark:text-stone-200" aria-live="polite">
              {chosen.length === line.entryIds.length
                ? `Amount: ${formatCents(line.amountCents)}, the partner's earned, unpaid balance with clawbacks deducted. The server works it out again when you record the payment.`
                : chosen.length === 0
                  ? "Choose at least one entry to pay."
                  : `You left out ${line.entryIds.length - chosen.length} of ${line.entryIds.length} entries: the server works out the amount of the ones you chose (up to ${formatCents(line.amountCents)}).`}
            </p>

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
                className="btn-primary disabled:cursor-wait disabled:opacity-70"
                disabled={create.isPending}
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
