/**
 * "Partner code the customer mentioned" on /admin/leads/{id} (issue 30): a customer who says a
 * referral partner's code at the consultation ("mention RIVER") becomes that partner's referral
 * (addLeadReferralCode). The server decides: an unknown or inactive code (422) and a customer some
 * partner already has (409, first touch wins) come back as the field's message.
 */
import { useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { errorMessage, fieldErrorsOf } from "@/api/api-error";
import { getGetLeadQueryKey, useAddLeadReferralCode } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { FormField } from "@/components/form-field";

export function LeadPartnerCodeForm({ leadId }: { leadId: number }) {
  const queryClient = useQueryClient();
  const add = useAddLeadReferralCode();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    if (!code.trim()) {
      setProblem("Type the partner code the customer mentioned.");
      input.current?.focus();
      return;
    }
    add.mutate(
      { id: leadId, data: { code: code.trim() } },
      {
        onSuccess: (result) => {
          setCode("");
          setDone(result.message);
          void queryClient.invalidateQueries({ queryKey: getGetLeadQueryKey(leadId) });
        },
        onError: (error) => {
          setProblem(fieldErrorsOf(error).find((field) => field.field === "code")?.message ?? errorMessage(error));
          input.current?.focus();
        },
      },
    );
  }

  return (
    <form aria-label="Referral partner code" onSubmit={submit} className="grid gap-4" noValidate>
      <FormField
        ref={input}
        label="Partner code the customer mentioned"
        value={code}
        maxLength={20}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        description="When the customer says a referral partner sent them (“mention RIVER”), enter the partner's code: the lead becomes that partner's referral. A customer a partner already referred stays with that partner."
        error={problem ?? undefined}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-secondary disabled:cursor-wait disabled:opacity-70" disabled={add.isPending}>
          {add.isPending ? "Saving…" : "Add partner code"}
        </button>
        <p role="status" className="text-sm font-semibold text-stone-800 dark:text-stone-200">
          {done ?? ""}
        </p>
      </div>
    </form>
  );
}
