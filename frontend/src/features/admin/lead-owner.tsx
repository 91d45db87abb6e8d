/**
 * The lead page's owner panel (issue 27): who works the lead, its response clock (the server's
 * business minutes to the first logged contact, or waited so far), and for admins "Reassign" to another
 * admin or sales rep (reassignLeads; the move lands on the timeline).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { errorMessage } from "@/api/api-error";
import { getGetLeadQueryKey, getListLeadsQueryKey, useReassignLeads } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { useListStaff } from "@/api/generated/endpoints/sales-team/sales-team";
import type { AdminLeadSummaryDto, StaffMemberResponseDto } from "@/api/generated/model";
import { SelectField } from "@/components/form-field";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDateTime } from "@/lib/dates";

export const staffName = (member: Pick<StaffMemberResponseDto, "firstName" | "lastName">) => `${member.firstName} ${member.lastName}`.trim();

/** "Answered in 4 business minutes" or "Waiting 12 business minutes": the server's response clock in words. */
export function responseClockText(lead: Pick<AdminLeadSummaryDto, "firstResponseAt" | "responseBusinessMinutes">): string {
  const count = lead.responseBusinessMinutes;
  const words = `${count} business minute${count === 1 ? "" : "s"}`;
  return lead.firstResponseAt
    ? `Answered in ${words} (${formatBusinessDateTime(lead.firstResponseAt)})`
    : `Waiting ${words} for a first call, text, e-mail or meeting`;
}

export function LeadOwnerPanel({ lead, canReassign }: { lead: AdminLeadSummaryDto; canReassign: boolean }) {
  return (
    <div className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
      <p className="text-stone-900 dark:text-stone-100">
        <span className="font-semibold">Owner:</span> {lead.owner ? lead.owner.name : "Nobody (the owner's account was deleted)"}
      </p>
      <p className="text-sm text-stone-700 dark:text-stone-300">{responseClockText(lead)}</p>
      {canReassign ? <ReassignForm lead={lead} /> : null}
    </div>
  );
}

function ReassignForm({ lead }: { lead: AdminLeadSummaryDto }) {
  const queryClient = useQueryClient();
  const staff = useListStaff();
  const [toOwnerId, setToOwnerId] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const reassign = useReassignLeads({
    mutation: {
      onMutate: () => setProblem(null),
      onSuccess: async () => {
        const member = staff.data?.items.find((item) => item.id === Number(toOwnerId));
        toast({ title: "Lead reassigned", description: `${member ? staffName(member) : "The new owner"} now owns this lead.` });
        setToOwnerId("");
        await queryClient.invalidateQueries({ queryKey: getGetLeadQueryKey(lead.id) });
        await queryClient.invalidateQueries({ queryKey: getListLeadsQueryKey().slice(0, 1) });
      },
      onError: (error) => setProblem(errorMessage(error)),
    },
  });
  const others = (staff.data?.items ?? []).filter((member) => member.id !== lead.owner?.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!toOwnerId) return setProblem("Choose who should own this lead.");
    reassign.mutate({ data: { leadIds: [lead.id], toOwnerId: Number(toOwnerId) } });
  }

  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" noValidate>
      <SelectField label="Reassign to" value={toOwnerId} onChange={(event) => setToOwnerId(event.target.value)} error={problem ?? undefined}>
        <option value="">{staff.isPending ? "Loading the team…" : "Choose a person"}</option>
        {others.map((member) => (
          <option key={member.id} value={member.id}>
            {staffName(member)} ({member.role === "admin" ? "admin" : "sales rep"}
            {member.pausedUntil ? `, out until ${formatBusinessDateTime(member.pausedUntil)}` : ""})
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn-secondary" disabled={reassign.isPending}>
        {reassign.isPending ? "Reassigning…" : "Reassign"}
      </button>
    </form>
  );
}
