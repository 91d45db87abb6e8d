/**
 * Picking contractors on /contractors/find (issue 31): a checkbox under each result adds it to one
 * request, at most 3 (the server refuses a 4th too); the picks survive paging and new searches, and
 * the request form (its own chunk) appears once one is picked. The request goes to the picked
 * contractors only.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import type { ContractorCardDto } from "@/api/generated/model";
import type { PickedContractor } from "./picked-request-form";
import { MAX_PICKED, ONLY_PICKED } from "./picked-request-messages";

const PickedRequestForm = lazy(() => import("./picked-request-form").then((m) => ({ default: m.PickedRequestForm })));

export interface Picks {
  picked: readonly PickedContractor[];
  /** The request went out: the picks are kept as sent until a new request is started. */
  sent: boolean;
  toggle(contractor: PickedContractor): void;
  remove(id: number): void;
  markSent(): void;
  startOver(): void;
}

export function usePicks(): Picks {
  const [picked, setPicked] = useState<readonly PickedContractor[]>([]);
  const [sent, setSent] = useState(false);
  const toggle = useCallback(
    (contractor: PickedContractor) =>
      setPicked((current) =>
        current.some((one) => one.id === contractor.id)
          ? current.filter((one) => one.id !== contractor.id)
          : current.length >= MAX_PICKED
            ? current
            : [...current, { id: contractor.id, name: contractor.name }],
      ),
    [],
  );
  const remove = useCallback((id: number) => setPicked((current) => current.filter((one) => one.id !== id)), []);
  const markSent = useCallback(() => setSent(true), []);
  const startOver = useCallback(() => {
    setPicked([]);
    setSent(false);
  }, []);
  return useMemo(() => ({ picked, sent, toggle, remove, markSent, startOver }), [picked, sent, toggle, remove, markSent, startOver]);
}

const LIMIT_ID = "pick-limit";

/** How the picking works, above the results. */
export function PickHint() {
  return (
    <p className="mt-2 text-stone-700 dark:text-stone-300">
      Tick “Add to my request” under up to {MAX_PICKED} contractors to send them one request. {ONLY_PICKED}
    </p>
  );
}

/** Under a result: add it to the request, or take it off. */
export function PickCheckbox({ contractor, picks }: { contractor: Pick<ContractorCardDto, "id" | "name">; picks: Picks }) {
  const checked = picks.picked.some((one) => one.id === contractor.id);
  const full = !checked && picks.picked.length >= MAX_PICKED;
  const id = `pick-${contractor.id}`;
  return (
    <div className="flex items-center gap-2 px-1">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={full || picks.sent}
        aria-describedby={full ? LIMIT_ID : undefined}
        onChange={() => picks.toggle(contractor)}
        className="size-5 rounded border-stone-400 text-brand-700 disabled:opacity-50 dark:border-stone-600 dark:bg-stone-950"
      />
      <label htmlFor={id} className="font-semibold text-stone-800 dark:text-stone-200">
        Add to my request<span className="sr-only"> ({contractor.name})</span>
      </label>
    </div>
  );
}

/** The picked contractors and the request form; nothing until one is picked. */
export function PickedRequestSection({ picks }: { picks: Picks }) {
  const count = picks.picked.length;
  if (count === 0) return null;
  return (
    <section id="your-request" aria-labelledby="your-request-title" className="mt-12 scroll-mt-24">
      <h2 id="your-request-title" className="text-xl font-bold text-stone-900 dark:text-white">
        Your request to {count === 1 ? "1 contractor" : `${count} contractors`}
      </h2>
      <ul className="mt-4 grid gap-2" aria-label="Contractors you picked">
        {picks.picked.map((contractor) => (
          <li
            key={contractor.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-4 py-2 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800"
          >
            <span className="font-semibold text-stone-900 dark:text-white">{contractor.name}</span>
            {picks.sent ? null : (
              <button type="button" className="btn-secondary" onClick={() => picks.remove(contractor.id)}>
                Remove<span className="sr-only"> {contractor.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <p id={LIMIT_ID} role="status" className="mt-3 text-sm text-stone-700 dark:text-stone-300">
        {picks.sent
          ? "Sent to these contractors only."
          : count >= MAX_PICKED
            ? `You picked ${MAX_PICKED} contractors, the most one request goes to. Remove one to pick another.`
            : `${count} of ${MAX_PICKED} picked. You can add ${MAX_PICKED - count} more from the results.`}
      </p>
      <div className="mt-4">
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <PickedRequestForm picked={picks.picked} onSent={picks.markSent} />
        </Suspense>
      </div>
      {picks.sent ? (
        <button type="button" className="btn-secondary mt-4" onClick={picks.startOver}>
          Start another request
        </button>
      ) : null}
    </section>
  );
}
