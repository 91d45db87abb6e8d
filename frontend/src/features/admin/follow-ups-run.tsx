/**
 * The 'Follow-ups' card's run controls: "Preview next run" asks the server what a run would do
 * now (a dry run writes nothing); "Send now" asks for a confirmation here, then runs for real.
 * Either way the server's answer is shown as it came: the send window, the due e-mails with
 * links to their leads, and the skips by reason.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "@/api/api-error";
import { getGetAdminDashboardQueryKey } from "@/api/generated/endpoints/admin-dashboard/admin-dashboard";
import { useRunFollowUps } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { FollowUpSkipReason, type FollowUpRunResponseDto } from "@/api/generated/model";
import { formatBusinessDateTime } from "@/lib/dates";
import { formatNumber } from "@/lib/number";
import { leadHref } from "./dashboard-links";

export const SKIP_REASON_LABEL: Readonly<Record<FollowUpSkipReason, string>> = {
  [FollowUpSkipReason["call-booked"]]: "Booked a call",
  [FollowUpSkipReason["status-changed"]]: "Moved on in the pipeline",
  [FollowUpSkipReason.deposit]: "Sent a request to reserve",
  [FollowUpSkipReason["quote-request"]]: "Sent a quote request",
  [FollowUpSkipReason.unsubscribed]: "Unsubscribed",
  [FollowUpSkipReason.late]: "Too late to send",
  [FollowUpSkipReason.paused]: "Paused by the office",
  [FollowUpSkipReason["outside-window"]]: "Waiting for the send window",
};

function emails(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "e-mail" : "e-mails"}`;
}

export function FollowUpsRun() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const confirmTitleId = useId();
  const run = useRunFollowUps({
    mutation: {
      onSuccess: async (answer) => {
        // A real run changes the sequences' states the card counts.
        if (!answer.dryRun) await queryClient.invalidateQueries({ queryKey: getGetAdminDashboardQueryKey().slice(0, 1) });
      },
    },
  });

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  function cancel() {
    setConfirming(false);
    sendButton.current?.focus();
  }

  return (
    <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-700">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-secondary disabled:cursor-wait disabled:opacity-70"
          disabled={run.isPending}
          onClick={() => {
            setConfirming(false);
            run.mutate({ data: { dryRun: true } });
          }}
        >
          Preview next run
        </button>
        <button
          ref={sendButton}
          type="button"
          className="btn-primary disabled:cursor-wait disabled:opacity-70"
          disabled={run.isPending}
          onClick={() => setConfirming(true)}
        >
          Send now
        </button>
      </div>

      {confirming ? (
        <div
          role="group"
          aria-labelledby={confirmTitleId}
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <p id={confirmTitleId} className="font-semibold">
            Send the due follow-up e-mails now?
          </p>
          <p className="mt-1 text-sm">
            Every lead with a step due gets it within minutes, and a sent e-mail cannot be called back. Outside the send window nothing goes out. Press "Preview
            next run" first to see who would get one.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              ref={confirmButton}
              type="button"
              className="btn-primary"
              onClick={() => {
                setConfirming(false);
                run.mutate({ data: { dryRun: false } });
              }}
            >
              Yes, send them now
            </button>
            <button type="button" className="btn-secondary" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}

      <div role="status" aria-live="polite" className="mt-4">
        {run.isPending ? (
          <p className="text-sm text-stone-700 dark:text-stone-300">
            {run.variables?.data.dryRun === false ? "Sending the due e-mails…" : "Checking what is due…"}
          </p>
        ) : run.isSuccess ? (
          <RunAnswer answer={run.data} />
        ) : null}
      </div>
      {run.isError ? (
        <p
          role="alert"
          className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {errorMessage(run.error)}
        </p>
      ) : null}
    </div>
  );
}

/** The server's answer to a run, in words. */
export function RunAnswer({ answer }: { answer: FollowUpRunResponseDto }) {
  const waiting = new Set(answer.skipped.filter((skip) => skip.reason === FollowUpSkipReason["outside-window"]).map((skip) => skip.leadId));
  const ending = new Set(answer.skipped.filter((skip) => skip.endsSequence).map((skip) => skip.reason));

  return (
    <div className="rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200">
      <h3 className="text-base font-bold text-stone-900 dark:text-white">{answer.dryRun ? "Preview of the next run" : "Run finished"}</h3>
      <p className="mt-1">
        {answer.dryRun ? "Nothing was sent. " : answer.sent > 0 ? `${emails(answer.sent)} sent. ` : "No e-mail was sent. "}
        Checked {formatBusinessDateTime(answer.ranAt)}.
      </p>
      <p className="mt-1">
        {answer.sendWindow === "always"
          ? "There is no send window: follow-ups may go out at any time."
          : answer.windowOpen
            ? `The send window (${answer.sendWindow}) is open now.`
            : `The send window (${answer.sendWindow}) is closed${
                answer.nextWindowOpensAt ? `; it opens ${formatBusinessDateTime(answer.nextWindowOpensAt)}` : ""
              }.`}
      </p>
      {answer.scheduled ? null : <p className="mt-1">Scheduled runs are turned off on this server: follow-ups go out only when someone presses "Send now".</p>}

      <h4 className="mt-4 font-semibold text-stone-900 dark:text-white">Due now: {emails(answer.due.length)}</h4>
      {answer.due.length === 0 ? (
        <p className="mt-1">No follow-up e-mail is due.</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {answer.due.map((email) => (
            <li key={`${email.leadId}-${email.step}`}>
              <Link className="link" to={leadHref(email.leadId)}>
                {email.name || `Lead ${email.leadId}`}
              </Link>
              {` — e-mail ${email.step}: “${email.subject}” — `}
              {waiting.has(email.leadId) ? "waits for the send window" : answer.dryRun ? "would be sent" : "sent"}
            </li>
          ))}
        </ul>
      )}

      <h4 className="mt-4 font-semibold text-stone-900 dark:text-white">Skipped</h4>
      {answer.skipCounts.length === 0 ? (
        <p className="mt-1">No lead was skipped.</p>
      ) : (
        <>
          <ul className="mt-1 space-y-1">
            {answer.skipCounts.map((skip) => (
              <li key={skip.reason}>
                {SKIP_REASON_LABEL[skip.reason]}: <span className="font-semibold tabular-nums">{formatNumber(skip.count)}</span>
                {ending.has(skip.reason) ? (answer.dryRun ? " (a real run ends these sequences)" : " (sequences ended)") : null}
              </li>
            ))}
          </ul>
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold">Which leads were skipped</summary>
            <ul className="mt-1 space-y-1">
              {answer.skipped.map((skip) => (
                <li key={`${skip.leadId}-${skip.step}`}>
                  <Link className="link" to={leadHref(skip.leadId)}>
                    {skip.name || `Lead ${skip.leadId}`}
                  </Link>
                  {` — e-mail ${skip.step}: ${SKIP_REASON_LABEL[skip.reason]}`}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
    </div>
  );
}
