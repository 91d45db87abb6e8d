/**
 * Route module of /admin/team 'Sales Team' (admins and sales reps, issue 27): who works leads and
 * who is out of office. A rep sets their own "Out of office until …" (no new leads before then);
 * an admin sets anyone's, a rep's counties (their territory), the default owner for leads no rep
 * can take, and moves every open lead of one person to another (reassignLeads).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { errorMessage } from "@/api/api-error";
import { getListLeadsQueryKey, useReassignLeads } from "@/api/generated/endpoints/admin-leads/admin-leads";
import {
  getGetLeadRoutingSettingsQueryKey,
  getListStaffQueryKey,
  useGetLeadRoutingSettings,
  useListStaff,
  useUpdateLeadRoutingSettings,
  useUpdateStaffAvailability,
} from "@/api/generated/endpoints/sales-team/sales-team";
import type { StaffMemberResponseDto } from "@/api/generated/model";
import { FormField, SelectField } from "@/components/form-field";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDateTime } from "@/lib/dates";
import { metaFrom } from "@/lib/page-head";
import { withQueries } from "@/lib/query-provider";
import { AdminShell } from "../../components/staff/admin-shell";
import { ListProblem, Loading, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { staffName } from "./lead-owner";
import { missouriInputToIso } from "./missouri-time";
import { adminPages } from "./pages";

export const meta = metaFrom(adminPages);

const roleWord = (member: StaffMemberResponseDto) => (member.role === "admin" ? "Admin" : "Sales rep");

function TeamPage() {
  const staff = useListStaff();
  const current = useCurrentUser();
  const me = current.status === "signed-in" ? current.user : undefined;
  const isAdmin = me?.role === "admin";

  return (
    <AdminShell
      title={adminPages.team.title}
      intro="New leads go to the sales reps in turn, skipping anyone out of office. Set your own time away here so no lead waits for you."
    >
      {staff.isError ? (
        <ListProblem error={staff.error} retry={() => void staff.refetch()} />
      ) : !staff.data ? (
        <Loading what="the team" />
      ) : (
        <div className="grid gap-10">
          <StaffTable
            caption="Admins and sales reps"
            head={
              <>
                <th scope="col" className={TH}>
                  Name
                </th>
                <th scope="col" className={TH}>
                  Role
                </th>
                <th scope="col" className={TH}>
                  Out of office
                </th>
                <th scope="col" className={TH}>
                  Counties
                </th>
                <th scope="col" className={TH}>
                  Change
                </th>
              </>
            }
          >
            {staff.data.items.map((member) => (
              <tr key={member.id}>
                <th scope="row" className={`${TD} text-left font-semibold`}>
                  {staffName(member)}
                  {member.id === me?.id ? " (you)" : ""}
                </th>
                <td className={TD}>{roleWord(member)}</td>
                <td className={TD}>{member.pausedUntil ? `Until ${formatBusinessDateTime(member.pausedUntil)}` : "Available"}</td>
                <td className={TD}>{member.role === "sales" ? member.counties.join(", ") || "Every county" : "—"}</td>
                <td className={TD}>
                  {isAdmin || member.id === me?.id ? <AvailabilityForm member={member} canSetCounties={isAdmin} /> : "Only an admin or the rep"}
                </td>
              </tr>
            ))}
          </StaffTable>
          {isAdmin ? <DefaultOwner staff={staff.data.items} /> : null}
          {isAdmin ? <ReassignAll staff={staff.data.items} /> : null}
        </div>
      )}
    </AdminShell>
  );
}

function AvailabilityForm({ member, canSetCounties }: { member: StaffMemberResponseDto; canSetCounties: boolean }) {
  const queryClient = useQueryClient();
  const [until, setUntil] = useState("");
  const [counties, setCounties] = useState(member.counties.join(", "));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateStaffAvailability({
    mutation: {
      onMutate: () => setProblem(null),
      onSuccess: async (saved) => {
        toast({
          title: "Availability saved",
          description: saved.pausedUntil
            ? `${staffName(saved)} gets no new leads until ${formatBusinessDateTime(saved.pausedUntil)}.`
            : `${staffName(saved)} takes new leads again.`,
        });
        setUntil("");
        await queryClient.invalidateQueries({ queryKey: getListStaffQueryKey() });
      },
      onError: (error) => setProblem(errorMessage(error)),
    },
  });
  const name = staffName(member);

  function pause(event: FormEvent) {
    event.preventDefault();
    const pausedUntil = missouriInputToIso(until);
    if (!pausedUntil) return setProblem("Choose the date and time (Missouri time) you are back.");
    update.mutate({ id: member.id, data: { pausedUntil } });
  }

  function saveCounties() {
    const list = counties
      .split(",")
      .map((county) => county.trim())
      .filter(Boolean);
    update.mutate({ id: member.id, data: { counties: list } });
  }

  return (
    <div className="grid min-w-64 gap-2">
      <form onSubmit={pause} aria-label={`Out of office for ${name}`} className="grid gap-2" noValidate>
        <FormField
          label="Out of office until (Missouri time)"
          type="datetime-local"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={problem ?? undefined}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-secondary" disabled={update.isPending}>
            Set out of office
          </button>
          {member.pausedUntil ? (
            <button
              type="button"
              className="btn-secondary"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: member.id, data: { pausedUntil: null } })}
            >
              Back now
            </button>
          ) : null}
        </div>
      </form>
      {canSetCounties && member.role === "sales" ? (
        <div className="grid gap-2">
          <FormField
            label="Counties (comma-separated; empty: every county)"
            value={counties}
            onChange={(event) => setCounties(event.target.value)}
            placeholder="Clay County, Platte County"
          />
          <button type="button" className="btn-secondary justify-self-start" disabled={update.isPending} onClick={saveCounties}>
            Save counties
          </button>
        </div>
      ) : null}
    </div>
  );
}

function DefaultOwner({ staff }: { staff: StaffMemberResponseDto[] }) {
  const queryClient = useQueryClient();
  const settings = useGetLeadRoutingSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateLeadRoutingSettings({
    mutation: {
      onMutate: () => setProblem(null),
      onSuccess: async () => {
        toast({ title: "Default owner saved", description: "Leads no rep can take go to this person." });
        await queryClient.invalidateQueries({ queryKey: getGetLeadRoutingSettingsQueryKey() });
      },
      onError: (error) => setProblem(errorMessage(error)),
    },
  });
  if (!settings.data) return <Loading what="the lead routing settings" />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("defaultOwnerId");
    update.mutate({ data: { defaultOwnerId: value ? Number(value) : null } });
  }

  return (
    <section aria-labelledby="team-default-owner" className="grid max-w-xl gap-3">
      <h2 id="team-default-owner" className="text-xl font-bold text-stone-900 dark:text-white">
        Default owner
      </h2>
      <p className="text-stone-700 dark:text-stone-300">
        When every rep is out of office (or none covers the lead&apos;s county), new leads go to this person.
      </p>
      <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" noValidate>
        <SelectField label="Default owner" name="defaultOwnerId" defaultValue={settings.data.defaultOwnerId ?? ""} error={problem ?? undefined}>
          <option value="">The longest-serving admin</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {staffName(member)} ({roleWord(member).toLowerCase()})
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-secondary" disabled={update.isPending}>
          Save default owner
        </button>
      </form>
    </section>
  );
}

function ReassignAll({ staff }: { staff: StaffMemberResponseDto[] }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const reassign = useReassignLeads({
    mutation: {
      onMutate: () => setProblem(null),
      onSuccess: async ({ reassigned }) => {
        toast({ title: "Leads reassigned", description: `${reassigned} open lead${reassigned === 1 ? "" : "s"} moved; each move is on the lead's timeline.` });
        await queryClient.invalidateQueries({ queryKey: getListLeadsQueryKey().slice(0, 1) });
      },
      onError: (error) => setProblem(errorMessage(error)),
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = Number(form.get("fromOwnerId"));
    const to = Number(form.get("toOwnerId"));
    if (!from || !to) return setProblem("Choose whose leads to move and who gets them.");
    if (from === to) return setProblem("Choose two different people.");
    reassign.mutate({ data: { fromOwnerId: from, toOwnerId: to } });
  }

  return (
    <section aria-labelledby="team-reassign" className="grid max-w-xl gap-3">
      <h2 id="team-reassign" className="text-xl font-bold text-stone-900 dark:text-white">
        Move all open leads
      </h2>
      <p className="text-stone-700 dark:text-stone-300">
        For a rep who leaves or is away for long: every lead of theirs that is not won or lost goes to someone else.
      </p>
      <form onSubmit={submit} className="grid gap-2" noValidate>
        <SelectField label="Open leads of" name="fromOwnerId" defaultValue="">
          <option value="">Choose a person</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {staffName(member)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Give them to" name="toOwnerId" defaultValue="" error={problem ?? undefined}>
          <option value="">Choose a person</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {staffName(member)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-secondary justify-self-start" disabled={reassign.isPending}>
          {reassign.isPending ? "Moving…" : "Move open leads"}
        </button>
      </form>
    </section>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(TeamPage);
