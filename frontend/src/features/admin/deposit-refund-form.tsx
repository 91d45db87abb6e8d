/**
 * Refunds a paid deposit, whole or in part, with the reason (refundDeposit, admins only; issue 29).
 * A Stripe deposit's refund is asked of Stripe and shows "requested" until Stripe's webhook
 * completes it; an invoiced deposit's refund records the one the office made offline. The amount is
 * typed in dollars and sent in cents; the server judges it against what is left to refund.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "@/api/api-error";
import { getGetAdminDepositQueryKey, getListAdminDepositsQueryKey, useRefundDeposit } from "@/api/generated/endpoints/admin-deposits/admin-deposits";
import { DepositPaymentProvider, type AdminDepositDetailResponseDto } from "@/api/generated/model";
import { toast } from "@/components/toast/use-toast";
import { dollarsToCents, formatExactCents } from "@/lib/currency";
import { FIELD_INPUT, FIELD_LABEL } from "../../components/staff/list-parts";

const AMOUNT_MESSAGE = "Type the amount to refund in dollars, e.g. 2500 or 1250.50.";

export function DepositRefundForm({ deposit }: { deposit: AdminDepositDetailResponseDto }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const left = deposit.amount - deposit.refundedAmount;
  const [dollars, setDollars] = useState(() => (left / 100).toFixed(2));
  const [reason, setReason] = useState("");
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const online = deposit.paymentProvider === DepositPaymentProvider.stripe;
  const refund = useRefundDeposit({
    mutation: {
      onSuccess: async (changed) => {
        setReason("");
        queryClient.setQueryData(getGetAdminDepositQueryKey(changed.id), changed);
        toast({
          title: online ? "Refund requested" : "Refund recorded",
          description: online
            ? `Stripe is refunding deposit #${changed.id}; it shows as refunded when Stripe confirms, and the buyer is e-mailed then.`
            : `Deposit #${changed.id}: we e-mailed ${changed.buyer.firstName} ${changed.buyer.lastName}.`,
        });
        await queryClient.invalidateQueries({ queryKey: getListAdminDepositsQueryKey().slice(0, 1) });
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: getGetAdminDepositQueryKey(deposit.id) }),
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = dollarsToCents(dollars);
    if (amount === null || amount <= 0) {
      setAmountProblem(AMOUNT_MESSAGE);
      return;
    }
    setAmountProblem(null);
    refund.mutate({ id: deposit.id, data: { amount, reason: reason.trim() } });
  }

  return (
    <form aria-label={`Refund deposit #${deposit.id}`} onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {formatExactCents(left)} of {formatExactCents(deposit.amount)} can be refunded.{" "}
        {online ? "Stripe returns it to the buyer's card or bank account." : "Record a refund you sent the buyer yourself."}
      </p>
      <div>
        <label htmlFor={`${ids}-amount`} className={FIELD_LABEL}>
          Amount to refund (US dollars)
        </label>
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          required
          value={dollars}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={amountProblem ? `${ids}-amount-problem` : undefined}
          onChange={(event) => setDollars(event.target.value)}
          className={FIELD_INPUT}
        />
        {amountProblem ? (
          <p id={`${ids}-amount-problem`} className="mt-1 text-sm text-red-800 dark:text-red-300">
            {amountProblem}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${ids}-reason`} className={FIELD_LABEL}>
          Reason (the buyer reads it)
        </label>
        <textarea
          id={`${ids}-reason`}
          required
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={`${FIELD_INPUT} w-full max-w-xl`}
        />
      </div>
      <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={refund.isPending}>
        {refund.isPending ? "Refunding..." : "Refund"}
      </button>
      {refund.isError ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {errorMessage(refund.error)}
        </p>
      ) : null}
    </form>
  );
}
