/**
 * Route module of /admin/leads/{id} (admins and sales reps, issues 13 and 27): one lead (getLead) with its contact
 * details and campaign, quiz answers in words, follow-up e-mails and timeline; the office changes
 * its status and expected close date, marks the call booked and pauses the follow-ups (updateLead,
 * which refuses what the pipeline does not allow and changes made on a stale copy), and adds
 * dated notes (addLeadNote; each author edits or deletes their own on the timeline), logs contacts,
 * keeps the lead's next steps (lead-next-steps.tsx) and writes the lead an e-mail (sendLeadEmail)
 * whose reply comes back onto the timeline (issue 27). A 'Possible duplicate' note offers merging another
 * lead of the same person into this one; a merged lead's page says where it went (issue 28, lead-duplicates.tsx).
 * "Partner code the customer mentioned" makes the lead a referral partner's (issue 30, lead-partner-code.tsx).
 */
import { LeadScorePanel } from "./lead-score";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { errorMessage } from "@/api/api-error";
import { useGetLead } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { LeadFollowUpState, type AdminLeadResponseDto, type LeadStatus } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { FormField, SelectField, TextAreaField } from "@/components/form-field";
import { formatBusinessDateTime, formatCalendarDate } from "@/lib/dates";
import { AdminShell } from "../../components/staff/admin-shell";
import { FOLLOW_UP_STATE_LABEL, LEAD_STATUS_LABEL, LEAD_STATUS_TONE, leadName, stoppedReasonText } from "./lead-labels";
import { Pill } from "../../components/staff/office-parts";
import { LeadTimeline } from "./lead-timeline";
import { LeadOwnerPanel } from "./lead-owner";
import { Loading } from "../../components/staff/list-parts";
import { adminPages } from "./pages";
import { noteProblem, useLeadNotes } from "./use-lead-notes";
import { useCurrentUser, useIsAdmin } from "../../lib/session/use-current-user";
import { useLeadUpdate, type LeadChanges } from "./use-lead-update";
import { ChangeProblemAlert } from "@/components/staff/change-problem";
import { withQueries } from "@/lib/query-provider";
import { EmailText } from "@/components/staff/email-text";
import { LogContactForm, NextSteps } from "./lead-next-steps";
import { LeadEmailComposer } from "./lead-email-composer";
import { MergedLeadNotice, PossibleDuplicates } from "./lead-duplicates";
import { LeadPartnerCodeForm } from "./lead-partner-code";

export const meta = metaFrom(adminPages);

export const NOTHING_CHANGED = "Nothing to save yet: change the status or the expected close date first.";

function LeadPage() {
  const { id = "" } = useParams();
  const lead = useGetLead(Number(id));

  if (lead.isError) {
    return (
      <AdminShell title={adminPages.lead.title}>
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">{errorMessage(lead.error)}</p>
          <div className="mt-3 flex gap-3">
            <button type="button" className="btn-secondary" onClick={() => void lead.refetch()}>
              Try again
            </button>
            <Link to={adminPages.leads.path} className="btn-secondary">
              All leads
            </Link>
          </div>
        </div>
      </AdminShell>
    );
  }
  if (!lead.data) {
    return (
      <AdminShell title={adminPages.lead.title}>
        <Loading what="the lead" />
      </AdminShell>
    );
  }
  return <LeadDetails lead={lead.data} reload={() => lead.refetch()} reloading={lead.isFetching} />;
}

function LeadDetails({ lead, reload, reloading }: { lead: AdminLeadResponseDto; reload: () => Promise<unknown>; reloading: boolean }) {
  const update = useLeadUpdate(lead);
  const busy = update.pending || reloading;
  const current = useCurrentUser();
  const myId = current.status === "signed-in" ? current.user.id : undefined;
  const isAdmin = useIsAdmin();

  if (lead.mergedInto) {
    // Merged away (issue 28): nothing here takes changes any more; the page says where the person's lead is.
    return (
      <AdminShell title={leadName(lead)} intro={<p>Merged lead · came in {formatBusinessDateTime(lead.createdAt)}</p>}>
        <MergedLeadNotice lead={lead} />
        <Section title="Contact and source">
          <ContactDetails lead={lead} />
        </Section>
        <Section title="Timeline" className="mt-8">
          <LeadTimeline entries={lead.timeline} hasMore={lead.timelineHasMore} leadId={lead.id} myId={myId} />
        </Section>
      </AdminShell>
    );
  }

  return (
    <AdminShell
      title={leadName(lead)}
      intro={
        <p>
          <Pill tone={LEAD_STATUS_TONE[lead.status]}>{LEAD_STATUS_LABEL[lead.status]}</Pill> · came in {formatBusinessDateTime(lead.createdAt)}
        </p>
      }
      actions={
        <>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => update.save({ calendarScheduled: !lead.calendarScheduled })}>
            {lead.calendarScheduled ? "Mark call not booked" : "Mark call booked"}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => update.save({ followUpsPaused: !lead.followUpState.paused })}>
            {lead.followUpState.paused ? "Resume follow-ups" : "Pause follow-ups"}
          </button>
        </>
      }
    >
      <ChangeProblemAlert
        problem={update.problem}
        what="lead"
        className="mb-6"
        reloading={reloading}
        onReload={() => void reload().then(update.clearProblem)}
      />
      <PossibleDuplicates lead={lead} />

      <div className="grid gap-8 lg:grid-cols-2">
        <div className="grid content-start gap-8">
          <Section title="Status">
            {/* Remounted with each new copy of the lead, so the fields show what is saved. */}
            <LeadForm key={lead.updatedAt} lead={lead} busy={busy} fieldErrors={update.problem?.fields ?? {}} onSave={update.save} />
          </Section>
          <Section title="Next steps">
            <NextSteps leadId={lead.id} tasks={lead.tasks} myId={myId} />
          </Section>
          <Section title="Log a contact">
            <LogContactForm leadId={lead.id} />
          </Section>
          <Section title="Write an e-mail">
            <LeadEmailComposer leadId={lead.id} firstName={lead.firstName} />
          </Section>
          <Section title="Notes">
            <NoteComposer leadId={lead.id} />
          </Section>
          <Section title="Follow-up e-mails">
            <FollowUps lead={lead} />
          </Section>
        </div>
        <div className="grid content-start gap-8">
          <Section title="Lead score">
            <LeadScorePanel lead={lead} />
          </Section>
          <Section title="Owner">
            <LeadOwnerPanel lead={lead} canReassign={isAdmin} />
          </Section>
          <Section title="Contact and source">
            <ContactDetails lead={lead} />
          </Section>
          <Section title="Referral partner">
            <LeadPartnerCodeForm leadId={lead.id} />
          </Section>
          <Section title="Quiz answers">
            {lead.quizAnswers.length === 0 ? (
              <p className="text-stone-700 dark:text-stone-300">No quiz answers: this lead came from the discovery-call form.</p>
            ) : (
              <Details rows={lead.quizAnswers.map((answer) => [answer.question, answer.answerLabel])} />
            )}
          </Section>
        </div>
      </div>

      <Section title="Timeline" className="mt-8">
        {/* Remounted when the first page changes, so older pages never repeat or skip an entry. */}
        <LeadTimeline
          key={`${lead.timeline[0]?.at ?? ""}-${lead.timeline.length}`}
          entries={lead.timeline}
          hasMore={lead.timelineHasMore}
          leadId={lead.id}
          myId={myId}
        />
      </Section>
    </AdminShell>
  );
}

function LeadForm({
  lead,
  busy,
  fieldErrors,
  onSave,
}: {
  lead: AdminLeadResponseDto;
  busy: boolean;
  fieldErrors: Record<string, string>;
  onSave: (changes: LeadChanges) => void;
}) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [closeDate, setCloseDate] = useState(lead.expectedCloseDate ?? "");
  const [nothing, setNothing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes: LeadChanges = {};
    if (status !== lead.status) changes.status = status;
    if (closeDate !== (lead.expectedCloseDate ?? "")) changes.expectedCloseDate = closeDate || null;
    setNothing(Object.keys(changes).length === 0);
    if (Object.keys(changes).length > 0) onSave(changes);
  }

  return (
    <form aria-label="Status and expected close date" onSubmit={submit} className="grid gap-4">
      <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)} error={fieldErrors.status}>
        <option value={lead.status}>{LEAD_STATUS_LABEL[lead.status]} (current)</option>
        {lead.allowedStatuses.map((next) => (
          <option key={next} value={next}>
            {LEAD_STATUS_LABEL[next]}
          </option>
        ))}
      </SelectField>
      <FormField
        label="Expected close date"
        hint="(optional)"
        type="date"
        value={closeDate}
        onChange={(event) => setCloseDate(event.target.value)}
        error={fieldErrors.expectedCloseDate}
      />
      {nothing ? (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {NOTHING_CHANGED}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : "Save changes"}
        </button>
      </div>
    </form>
  );
}

/** "Add note": a new dated note on the timeline, with the signed-in admin's name. */
function NoteComposer({ leadId }: { leadId: number }) {
  const { add } = useLeadNotes(leadId);
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    add.mutate(
      { id: leadId, data: { body } },
      {
        onSuccess: () => setBody(""),
        onError: (error) => {
          setProblem(noteProblem(error));
          box.current?.focus();
        },
      },
    );
  }

  return (
    <form aria-label="Add a note" onSubmit={submit} className="grid gap-4">
      <TextAreaField
        ref={box}
        label="New note"
        rows={4}
        maxLength={5000}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        description="For the office only; up to 5,000 characters. It goes on the timeline with your name and the time; you can edit or delete your own notes there."
        error={problem ?? undefined}
      />
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={add.isPending}>
          {add.isPending ? "Adding…" : "Add note"}
        </button>
      </div>
    </form>
  );
}

function FollowUps({ lead }: { lead: AdminLeadResponseDto }) {
  const { state, sent, nextStep, nextDueAt, stoppedReason } = lead.followUpState;
  const next = nextStep !== null && nextDueAt ? `e-mail ${nextStep}, due ${formatBusinessDateTime(nextDueAt)}` : null;
  const where: Record<LeadFollowUpState, string> = {
    [LeadFollowUpState.active]: next ? `Next: ${next}.` : "Waiting for the next e-mail.",
    [LeadFollowUpState.paused]: `Paused by the office. ${next ? `Once resumed: ${next}, unless it is too late by then.` : ""}`.trim(),
    [LeadFollowUpState.stopped]: `Stopped: ${stoppedReason ? stoppedReasonText(stoppedReason) : "no reason recorded"}.`,
    [LeadFollowUpState.finished]: "Every follow-up e-mail has been sent.",
  };
  return (
    <>
      <p className="text-stone-800 dark:text-stone-200">
        <span className="font-semibold">{FOLLOW_UP_STATE_LABEL[state]}.</span> {where[state]}
      </p>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {sent === 1 ? "1 follow-up e-mail sent so far." : `${sent} follow-up e-mails sent so far.`}
      </p>
    </>
  );
}

function ContactDetails({ lead }: { lead: AdminLeadResponseDto }) {
  const rows: Array<[string, ReactNode]> = [
    [
      "E-mail",
      <a key="email" href={`mailto:${lead.email}`} className="link">
        <EmailText email={lead.email} />
      </a>,
    ],
    [
      "Phone",
      lead.phone ? (
        <a key="phone" href={`tel:${lead.phone}`} className="link">
          {lead.phone}
        </a>
      ) : (
        "Not given"
      ),
    ],
    ["Status", LEAD_STATUS_LABEL[lead.status]],
    ["Discovery call", lead.calendarScheduled ? "Booked" : "Not booked"],
    ["Came in", formatBusinessDateTime(lead.createdAt)],
    ["Last contacted", lead.lastContacted ? formatBusinessDateTime(lead.lastContacted) : "Never"],
    ["First response", lead.firstResponseAt ? formatBusinessDateTime(lead.firstResponseAt) : "Still waiting: log the first contact"],
    ["Expected close", lead.expectedCloseDate ? formatCalendarDate(lead.expectedCloseDate) : "Not set"],
    ["Resource hub", lead.accessUnlocked ? "Unlocked" : "Locked"],
    ["Source (utm_source)", lead.utmSource ?? "Direct"],
    ["Medium (utm_medium)", lead.utmMedium ?? "—"],
    ["Campaign (utm_campaign)", lead.utmCampaign ?? "—"],
    ["Content (utm_content)", lead.utmContent ?? "—"],
    ["Term (utm_term)", lead.utmTerm ?? "—"],
  ];
  return <Details rows={rows} />;
}

function Details({ rows }: { rows: Array<[ReactNode, ReactNode]> }) {
  return (
    <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900">
      {rows.map(([term, value], index) => (
        <div key={index} className="grid gap-1 px-4 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
          <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">{term}</dt>
          <dd className="text-sm break-words text-stone-900 dark:text-stone-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = `lead-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-xl font-bold text-stone-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(LeadPage);
