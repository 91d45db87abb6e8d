/**
 * A refused change on a staff page, as the server words it: the sentence, each field's message
 * (400) and, for a 409 (someone changed the record first, or the move is not allowed from where
 * it now stands), a button that reloads the record so the page shows where it stands.
 */
import { ApiError, errorMessage, fieldMessages } from "@/api/api-error";
import { cx } from "@/lib/cx";

export interface ChangeProblem {
  message: string;
  /** The server's message per field (400). */
  fields: Record<string, string>;
  /** 409: the page's copy is out of date or the move was refused; reloading shows where it stands. */
  reload: boolean;
}

export function changeProblemOf(error: unknown): ChangeProblem | null {
  if (!error) return null;
  return { message: errorMessage(error), fields: fieldMessages(error), reload: error instanceof ApiError && error.status === 409 };
}

/** The refusal, with "Reload the <what>" for a 409. `boxed` frames it as a block of its own. */
export function ChangeProblemAlert({
  problem,
  what,
  reloading,
  onReload,
  boxed = true,
  className,
}: {
  problem: ChangeProblem | null;
  /** What the reload button brings back: "lead", "contractor", "list". */
  what: string;
  reloading: boolean;
  onReload: () => void;
  boxed?: boolean;
  className?: string;
}) {
  if (!problem) return null;
  return (
    <div
      role="alert"
      className={cx(
        boxed
          ? "rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          : "text-sm text-red-800 dark:text-red-300",
        className,
      )}
    >
      <p className="font-semibold">{problem.message}</p>
      {problem.reload ? (
        <button type="button" className="btn-secondary mt-3" disabled={reloading} onClick={onReload}>
          Reload the {what}
        </button>
      ) : null}
    </div>
  );
}
