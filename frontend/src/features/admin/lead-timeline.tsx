/**
 * A lead's timeline as getLead gives it (newest first): when, what, who, and the details, one
 * entry per event in the server's words. getLead brings the first page; "Show older entries"
 * asks the server for the next (getLeadTimeline), so a long timeline never loads whole. The office's notes are entries too; their author may
 * edit one (it is then marked edited) or delete it after confirming. Nobody else gets the buttons
 * (and the server answers 403 to anyone else).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { LeadTimelineKind, type LeadTimelineEntryDto } from "@/api/generated/model";
import { getLeadTimeline } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { errorMessage } from "@/api/api-error";
import { TextAreaField } from "@/components/form-field";
import { AttachmentList } from "@/components/staff/email-parts";
import { formatBusinessDateTime } from "@/lib/dates";
import { MAIL_STATUS_LABEL } from "./lead-labels";
import { noteProblem, useLeadNotes } from "./use-lead-notes";

type Notes = ReturnType<typeof useLeadNotes>;

/** Older entries asked for per page; the first page is getLead's. */
const OLDER_PAGE_SIZE = 50;

export function LeadTimeline({
  entries: firstPage,
  hasMore: firstHasMore = false,
  leadId,
  myId,
}: {
  entries: LeadTimelineEntryDto[];
  hasMore?: boolean;
  leadId: number;
  myId: number | undefined;
}) {
  const notes = useLeadNotes(leadId);
  const [older, setOlder] = useState<{ items: LeadTimelineEntryDto[]; page: number; hasMore: boolean }>({ items: [], page: 1, hasMore: firstHasMore });
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const entries = [...firstPage, ...older.items];

  async function showOlder() {
    setLoading(true);
    setProblem(null);
    try {
      const next = await getLeadTimeline(leadId, { page: older.page + 1, pageSize: OLDER_PAGE_SIZE });
      setOlder({ items: [...older.items, ...next.items], page: next.page, hasMore: next.hasMore });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setLoading(false);
    }
  }

  if (entries.length === 0) return <p className="text-stone-700 dark:text-stone-300">Nothing has happened with this lead yet.</p>;
  return (
    <div className="grid gap-3">
      <ol
        aria-label="Timeline, newest first"
        className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900"
      >
        {entries.map((entry, index) => (
          <TimelineEntry
            key={entry.noteId !== null ? `note-${entry.noteId}` : `${entry.at}-${entry.kind}-${index}`}
            entry={entry}
            leadId={leadId}
            mine={entry.kind === LeadTimelineKind.note && entry.noteId !== null && myId !== undefined && entry.author?.userId === myId}
            notes={notes}
          />
        ))}
      </ol>
      {problem ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      {older.hasMore ? (
        <button type="button" className="btn-secondary justify-self-start" disabled={loading} onClick={() => void showOlder()}>
          {loading ? "Loading older entries…" : "Show older entries"}
        </button>
      ) : null}
    </div>
  );
}

function TimelineEntry({ entry, leadId, mine, notes }: { entry: LeadTimelineEntryDto; leadId: number; mine: boolean; notes: Notes }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <time dateTime={entry.at} className="text-sm text-stone-600 dark:text-stone-400">
        {formatBusinessDateTime(entry.at)}
      </time>
      <div className="min-w-0 text-sm text-stone-800 dark:text-stone-200">
        <p>
          <span className="font-semibold">{entry.summary}</span>
          {entry.mailStatus ? <span> — {MAIL_STATUS_LABEL[entry.mailStatus]}</span> : null}
        </p>
        {editing && entry.noteId !== null ? (
          <NoteEditor leadId={leadId} noteId={entry.noteId} text={entry.detail ?? ""} notes={notes} onDone={() => setEditing(false)} />
        ) : (
          <>
            {/* An e-mail's subject and a reply's text come from outside: shown as text, never HTML, never linked. */}
            {entry.emailSubject && (entry.kind === LeadTimelineKind.email_reply || entry.detail !== entry.emailSubject) ? (
              <p className="mt-0.5 break-words text-stone-700 dark:text-stone-300">Subject: {entry.emailSubject}</p>
            ) : null}
            {entry.detail ? <p className="mt-0.5 break-words whitespace-pre-line text-stone-700 dark:text-stone-300">{entry.detail}</p> : null}
            <AttachmentList
              attachments={entry.attachments ?? []}
              note="listed only, not kept; ask the lead to send them again if you need them"
              className="mt-1"
            />
          </>
        )}
        <p className="mt-0.5 text-stone-600 dark:text-stone-400">
          {entry.kind === LeadTimelineKind.email_reply && entry.sender
            ? `From ${entry.author?.name && entry.author.name !== entry.sender ? `${entry.author.name} <${entry.sender}>` : entry.sender}`
            : entry.author
              ? `By ${entry.author.name}`
              : entry.kind === LeadTimelineKind.note
                ? "Written in the old notes box"
                : "By the website"}
          {entry.editedAt ? (
            <>
              {" · edited "}
              <time dateTime={entry.editedAt}>{formatBusinessDateTime(entry.editedAt)}</time>
            </>
          ) : null}
          {entry.quoteRequestId !== null ? (
            <>
              {" · "}
              <Link to={`/admin/quote-requests/${entry.quoteRequestId}`} className="link">
                Open quote request
              </Link>
            </>
          ) : null}
        </p>
        {mine && !editing && entry.noteId !== null ? <NoteActions leadId={leadId} noteId={entry.noteId} notes={notes} onEdit={() => setEditing(true)} /> : null}
      </div>
    </li>
  );
}

function NoteEditor({ leadId, noteId, text, notes, onDone }: { leadId: number; noteId: number; text: string; notes: Notes; onDone: () => void }) {
  const [body, setBody] = useState(text);
  const box = useRef<HTMLTextAreaElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = notes.update.isPending;

  useEffect(() => box.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    notes.update.mutate({ id: leadId, noteId, data: { body } }, { onSuccess: onDone, onError: (error) => setProblem(noteProblem(error)) });
  }

  return (
    <form aria-label="Edit note" onSubmit={submit} className="mt-2 grid gap-3">
      <TextAreaField
        ref={box}
        label="Edit note"
        rows={4}
        maxLength={5000}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={problem ?? undefined}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={saving}>
          {saving ? "Saving…" : "Save note"}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function NoteActions({ leadId, noteId, notes, onEdit }: { leadId: number; noteId: number; notes: Notes; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const deleting = notes.remove.isPending && notes.remove.variables?.noteId === noteId;

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  function cancel() {
    setConfirming(false);
    deleteButton.current?.focus();
  }

  return (
    <div className="mt-2">
      {confirming ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <p id={questionId} className="font-semibold">
            Delete this note? It goes from the timeline for everyone in the office.
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            <button
              ref={confirmButton}
              type="button"
              className="btn-primary disabled:cursor-wait disabled:opacity-70"
              disabled={deleting}
              onClick={() => {
                setProblem(null);
                notes.remove.mutate({ id: leadId, noteId }, { onError: (error) => setProblem(noteProblem(error)), onSettled: () => setConfirming(false) });
              }}
            >
              {deleting ? "Deleting…" : "Yes, delete the note"}
            </button>
            <button type="button" className="btn-secondary" onClick={cancel}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={onEdit}>
            Edit note
          </button>
          <button ref={deleteButton} type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
            Delete note
          </button>
        </div>
      )}
      {problem ? (
        <p role="alert" className="mt-2 font-semibold text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
