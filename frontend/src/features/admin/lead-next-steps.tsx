/**
 * The lead page's speed-to-lead parts (issue 27): "Log a contact" (logLeadContact: the first one
 * stops the lead's response clock) and the lead's next steps (its tasks, open ones first, with
 * Done / Reopen, and "Add a next step": createLeadTask, updateLeadTask). Due times are typed and
 * shown in Missouri time, as the office works. Each change reloads the lead (its timeline shows it).
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useQueryClient } from "@tanstack/react-query";
import { getGetLeadQueryKey, useCreateLeadTask, useLogLeadContact, useUpdateLeadTask } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { useListStaff } from "@/api/generated/endpoints/sales-team/sales-team";
import { staffName } from "./lead-owner";
import { LeadContactKind, LeadTaskKind, type CreateLeadTaskDto, type LeadTaskResponseDto, type LogLeadContactDto } from "@/api/generated/model";
import { createLeadTaskBody, createLeadTaskBodyNoteMax, logLeadContactBody, logLeadContactBodyNoteMax } from "@/api/generated/zod/admin-leads/admin-leads.zod";
import { FormField, SelectField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { FormAlert } from "@/components/form-notice";
import { changeProblemOf, ChangeProblemAlert, type ChangeProblem } from "@/components/staff/change-problem";
import { toast } from "@/components/toast/use-toast";
import { errorMessage } from "@/api/api-error";
import { addDays, businessToday, formatBusinessDateTime } from "@/lib/dates";
import { missouriInputToIso } from "./missouri-time";

export const CONTACT_KIND_LABEL: Readonly<Record<LeadContactKind, string>> = {
  [LeadContactKind.call]: "Call",
  [LeadContactKind.text]: "Text message",
  [LeadContactKind.email]: "E-mail",
  [LeadContactKind.meeting]: "Meeting",
};

export const TASK_KIND_LABEL: Readonly<Record<LeadTaskKind, string>> = {
  [LeadTaskKind.call_back]: "Call back",
  [LeadTaskKind.send_plan_book]: "Send the plan book",
  [LeadTaskKind.site_visit]: "Site visit",
  [LeadTaskKind.other]: "Other",
};

export const CONTACT_MESSAGES = {
  kind: "Choose how you reached the lead: call, text message, e-mail or meeting.",
  note: `Keep the note to ${logLeadContactBodyNoteMax.toLocaleString("en-US")} characters.`,
};

export const TASK_MESSAGES = {
  kind: "Choose what the next step is.",
  dueAt: "Pick the date and time it is due, still ahead of now (Missouri time).",
  assigneeId: "Choose who will do it.",
  note: `Keep the note to ${createLeadTaskBodyNoteMax.toLocaleString("en-US")} characters.`,
};

function useReloadLead(leadId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getGetLeadQueryKey(leadId) });
}

type ContactValues = { kind: string; note: string };
const contactResolver = generatedSchemaResolver<ContactValues, LogLeadContactDto>(logLeadContactBody, CONTACT_MESSAGES);

/** "Log a contact": how the lead was reached and what was said; logged now, with the signed-in staff member's name. */
export function LogContactForm({ leadId }: { leadId: number }) {
  const reload = useReloadLead(leadId);
  const [failure, setFailure] = useState<string | null>(null);
  const log = useLogLeadContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactValues, unknown, LogLeadContactDto>({ resolver: contactResolver, defaultValues: { kind: LeadContactKind.call, note: "" } });

  const onSubmit = handleSubmit(async (data) => {
    setFailure(null);
    try {
      await log.mutateAsync({ id: leadId, data });
      reset({ kind: data.kind, note: "" });
      await reload();
      toast({ title: "Contact logged", description: `${CONTACT_KIND_LABEL[data.kind]} is on the timeline with your name and the time.` });
    } catch (error) {
      if (showServerFieldErrors(error, ["kind", "note"], setError) === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form aria-label="Log a contact" onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">How did you reach them?</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {Object.values(LeadContactKind).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-sm text-stone-800 dark:text-stone-200">
              <input type="radio" value={kind} className="size-4 accent-brand-700" aria-invalid={errors.kind ? true : undefined} {...register("kind")} />
              {CONTACT_KIND_LABEL[kind]}
            </label>
          ))}
        </div>
        {errors.kind?.message ? <p className="mt-1 text-sm text-red-800 dark:text-red-300">{errors.kind.message}</p> : null}
      </fieldset>
      <TextAreaField
        label="What was said"
        hint="(optional)"
        rows={3}
        maxLength={logLeadContactBodyNoteMax}
        description="The first contact logged stops the lead's response clock."
        error={errors.note?.message}
        {...register("note")}
      />
      {failure ? <FormAlert message={failure} /> : null}
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={log.isPending}>
          {log.isPending ? "Logging…" : "Log contact"}
        </button>
      </div>
    </form>
  );
}

/** The lead's next steps and the form that adds one. */
export function NextSteps({ leadId, tasks, myId }: { leadId: number; tasks: LeadTaskResponseDto[]; myId: number | undefined }) {
  const reload = useReloadLead(leadId);
  const [problem, setProblem] = useState<ChangeProblem | null>(null);
  const [reloading, setReloading] = useState(false);
  const update = useUpdateLeadTask();

  function toggle(task: LeadTaskResponseDto) {
    setProblem(null);
    const done = task.doneAt === null;
    update.mutate(
      { id: leadId, taskId: task.id, data: { done, updatedAt: task.updatedAt } },
      {
        onSuccess: async () => {
          await reload();
          toast({
            title: done ? "Next step done" : "Next step reopened",
            description: `${TASK_KIND_LABEL[task.kind]}${done ? " is marked done." : " is open again; its reminder is armed."}`,
          });
        },
        onError: (error) => setProblem(changeProblemOf(error)),
      },
    );
  }

  const now = Date.now();
  return (
    <div className="grid gap-6">
      <ChangeProblemAlert
        problem={problem}
        what="lead"
        reloading={reloading}
        onReload={() => {
          setReloading(true);
          void reload().then(() => {
            setReloading(false);
            setProblem(null);
          });
        }}
      />
      {tasks.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">No next step yet: add one below so this lead does not go quiet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Next steps on this lead, open ones first</caption>
            <thead className="bg-stone-50 text-stone-700 dark:bg-stone-800 dark:text-stone-300">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Next step
                </th>
                <th scope="col" className="px-3 py-2">
                  Due (Missouri time)
                </th>
                <th scope="col" className="px-3 py-2">
                  Assigned to
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 dark:divide-stone-700">
              {tasks.map((task) => {
                const overdue = task.doneAt === null && Date.parse(task.dueAt) <= now;
                return (
                  <tr key={task.id} className="text-stone-800 dark:text-stone-200">
                    <th scope="row" className="px-3 py-2 font-semibold">
                      {TASK_KIND_LABEL[task.kind]}
                      {task.note ? (
                        <span className="block font-normal break-words whitespace-pre-line text-stone-700 dark:text-stone-300">{task.note}</span>
                      ) : null}
                    </th>
                    <td className="px-3 py-2">
                      <time dateTime={task.dueAt}>{formatBusinessDateTime(task.dueAt)}</time>
                      {task.doneAt ? (
                        <span className="block text-stone-600 dark:text-stone-400">
                          Done {formatBusinessDateTime(task.doneAt)}
                          {task.doneBy ? ` by ${task.doneBy.name}` : ""}
                        </span>
                      ) : overdue ? (
                        <span className="block font-semibold text-red-800 dark:text-red-300">Overdue</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      {task.assignee ? (task.assignee.userId === myId ? `${task.assignee.name} (you)` : task.assignee.name) : "Nobody (account removed)"}
                    </td>
                    <td className="px-3 py-2 text-right">
                      <button
                        type="button"
                        className="btn-secondary"
                        disabled={update.isPending}
                        aria-label={`${task.doneAt === null ? "Done" : "Reopen"}: ${TASK_KIND_LABEL[task.kind]}`}
                        onClick={() => toggle(task)}
                      >
                        {task.doneAt === null ? "Done" : "Reopen"}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AddTaskForm leadId={leadId} myId={myId} />
    </div>
  );
}

type TaskValues = { kind: string; dueAt: string; assigneeId: string; note: string };

const taskSchema = z
  .object({ kind: z.string().optional(), dueAt: z.string().optional(), assigneeId: z.string().optional(), note: z.string().optional() })
  .transform((values) => {
    const typed = values.dueAt ? missouriInputToIso(values.dueAt) : null;
    // A time already past is left out, so the schema asks for one ahead (TASK_MESSAGES.dueAt) with the other fields' messages.
    const dueAt = typed && Date.parse(typed) > Date.now() ? typed : undefined;
    return {
      kind: values.kind,
      dueAt,
      assigneeId: values.assigneeId ? Number(values.assigneeId) : undefined,
      note: values.note?.trim() || undefined,
    } as CreateLeadTaskDto;
  })
  .pipe(createLeadTaskBody);

const taskResolver = generatedSchemaResolver<TaskValues, CreateLeadTaskDto>(taskSchema, TASK_MESSAGES);

/** Tomorrow at 9:00 in Missouri: when a call-back is usually due. */
function tomorrowMorning(): string {
  return `${addDays(businessToday(), 1)}T09:00`;
}

/** "Add a next step": what, when (Missouri time), who, and a note. */
function AddTaskForm({ leadId, myId }: { leadId: number; myId: number | undefined }) {
  const reload = useReloadLead(leadId);
  const staff = useListStaff();
  const create = useCreateLeadTask();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TaskValues, unknown, CreateLeadTaskDto>({
    resolver: taskResolver,
    values: { kind: LeadTaskKind.call_back, dueAt: tomorrowMorning(), assigneeId: myId ? String(myId) : "", note: "" },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (data) => {
    setFailure(null);
    try {
      await create.mutateAsync({ id: leadId, data });
      reset();
      await reload();
      toast({
        title: "Next step added",
        description: `${TASK_KIND_LABEL[data.kind]}, due ${formatBusinessDateTime(data.dueAt)}. A reminder e-mail goes out then.`,
      });
    } catch (error) {
      if (showServerFieldErrors(error, ["kind", "dueAt", "assigneeId", "note"], setError) === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form aria-label="Add a next step" onSubmit={onSubmit} noValidate className="grid gap-4">
      <h3 className="text-lg font-semibold text-stone-900 dark:text-white">Add a next step</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="What" error={errors.kind?.message} {...register("kind")}>
          {Object.values(LeadTaskKind).map((kind) => (
            <option key={kind} value={kind}>
              {TASK_KIND_LABEL[kind]}
            </option>
          ))}
        </SelectField>
        <FormField label="Due (Missouri time)" type="datetime-local" error={errors.dueAt?.message} {...register("dueAt")} />
      </div>
      <SelectField
        label="Assigned to"
        error={errors.assigneeId?.message ?? (staff.isError ? `The staff list did not load: ${errorMessage(staff.error)}` : undefined)}
        {...register("assigneeId")}
      >
        <option value="">{staff.data ? "Choose someone" : "Loading the office's staff…"}</option>
        {(staff.data?.items ?? []).map((member) => (
          <option key={member.id} value={String(member.id)}>
            {staffName(member)}
            {member.id === myId ? " (you)" : ""}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Note" hint="(optional)" rows={2} maxLength={createLeadTaskBodyNoteMax} error={errors.note?.message} {...register("note")} />
      {failure ? <FormAlert message={failure} /> : null}
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={create.isPending}>
          {create.isPending ? "Adding…" : "Add next step"}
        </button>
      </div>
    </form>
  );
}
