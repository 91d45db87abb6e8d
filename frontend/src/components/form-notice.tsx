/**
 * The message of a form that belongs to no one field (wrong password, too many attempts, no
 * network), in a live region that is always in the document so screen readers announce it.
 */
import type { ReactNode } from "react";

export function FormAlert({ message }: { message: ReactNode }) {
  return (
    <div role="alert">
      {message ? (
        <div className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {message}
        </div>
      ) : null}
    </div>
  );
}

/** A confirmation (reset link sent, password changed), announced politely. */
export function FormStatus({ message, className }: { message: string | null; className?: string }) {
  return (
    <div role="status" className={className}>
      {message ? (
        <p className="rounded-lg border border-green-300 bg-green-50 p-3 font-semibold text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
          {message}
        </p>
      ) : null}
    </div>
  );
}
