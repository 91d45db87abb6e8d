/**
 * Moves one deposit to a new status with an optional note to the buyer (updateDepositStatus). It
 * offers exactly the moves the server lists in `allowedStatuses`; the server still judges each
 * one, and its message (e.g. a 409 when someone else moved the deposit first) shows as it comes.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "@/api/api-error";
import { getGetAdminDepositQueryKey, getListAdminDepositsQueryKey, useUpdateDepositStatus } from "@/api/generated/endpoints/admin-deposits/admin-deposits";
import { DepositPaymentProvider, DepositStatus, type AdminDepositResponseDto } from "@/api/generated/model";
import { toast } from "@/components/toast/use-toast";
import { FIELD_INPUT, FIELD_LABEL } from "../../components/staff/list-parts";
import { DEPOSIT_STATUS_LABEL } from "../../components/staff/office-labels";

export function DepositStatusForm({ deposit }: { deposit: Pick<AdminDepositResponseDto, "id" | "status" | "allowedStatuses" | "buyer" | "paymentProvider"> }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const [status, setStatus] = useState<DepositStatus | "">("");
  const [note, setNote] = useState("");
  const update = useUpdateDepositStatus({
    mutation: {
      onSuccess: async (changed) => {
        setStatus("");
        setNote("");
        queryClient.setQueryData(getGetAdminDepositQueryKey(changed.id), changed);
        toast({
          title: "Deposit updated",
          description: `Deposit #${changed.id} is now ${DEPOSIT_STATUS_LABEL[changed.status]}. We e-mailed ${changed.buyer.firstName} ${changed.buyer.lastName}.`,
        });
        await queryClient.invalidateQueries({ queryKey: getListAdminDepositsQueryKey().slice(0, 1) });
      },
      // Someone else may have moved it meanwhile: reload its status and moves under the message.
      onError: () => void queryClient.invalidateQueries({ queryKey: getGetAdminDepositQueryKey(deposit.id) }),
    },
  });

  if (deposit.allowedStatuses.length === 0) {
    const moving = deposit.status === DepositStatus.processing || deposit.status === DepositStatus.paid || deposit.status === DepositStatus.refunded;
    return (
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {deposit.paymentProvider === DepositPaymentProvider.stripe && moving
          ? "Paid online: Stripe moves this deposit as the payment goes, and a refund is made under Payment and agreement."
          : `This deposit is ${DEPOSIT_STATUS_LABEL[deposit.status].toLowerCase()}: its status cannot change any more.`}
      </p>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!status) return;
    const trimmed = note.trim();
    update.mutate({ id: deposit.id, data: trimmed ? { status, note: trimmed } : { status } });
  }

  return (
    <form aria-label={`Change the status of deposit #${deposit.id}`} onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={`${ids}-status`} className={FIELD_LABEL}>
          New status
        </label>
        <select id={`${ids}-status`} required value={status} onChange={(event) => setStatus(event.target.value as DepositStatus | "")} className={FIELD_INPUT}>
          <option value="">Choose a status</option>
          {deposit.allowedStatuses.map((next) => (
            <option key={next} value={next}>
              {DEPOSIT_STATUS_LABEL[next]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-note`} className={FIELD_LABEL}>
          Note to the buyer (optional)
        </label>
        <textarea
          id={`${ids}-note`}
          aria-describedby={`${ids}-note-help`}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={`${FIELD_INPUT} w-full max-w-xl`}
        />
        <p id={`${ids}-note-help`} className="mt-1 text-xs text-stone-700 dark:text-stone-300">
          Goes in the e-mail the buyer gets about this change, and stays in the deposit's history.
        </p>
      </div>
      <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={update.isPending}>
        {update.isPending ? "Saving..." : "Update status"}
      </button>
      {update.isError ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {errorMessage(update.error)}
        </p>
      ) : null}
    </form>
  );
}
