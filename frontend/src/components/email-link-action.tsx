/**
 * The one button of a page an e-mail links to with a one-time token (#token=…): unsubscribe from
 * the follow-ups, confirm a contractor request. Opening the page changes nothing (mail scanners
 * open links); the person's click sends the token. Shows the answer in a status region, or the
 * problem (no token in the link, or the server's refusal) in an alert region.
 */
import { useEffect, useState, type ReactNode } from "react";
import { linkTokenOf } from "@/lib/link-token";
import {} from "./public-form-parts";
import { FormAlert } from "@/components/form-notice";

type Props<Done> = {
  /** Shown when the link carries no token. */
  missingTokenMessage: string;
  label: string;
  pendingLabel: string;
  /** The mutation's state, from its generated hook. */
  isPending: boolean;
  done: Done | null;
  failure: string | null;
  onSend: (token: string) => void;
  /** What the status region says once done. */
  renderDone: (done: Done) => ReactNode;
};

export function EmailLinkAction<Done>({ missingTokenMessage, label, pendingLabel, isPending, done, failure, onSend, renderDone }: Props<Done>) {
  // undefined until the fragment is read (after hydration), null when the link carries none.
  const [token, setToken] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    setToken(linkTokenOf(window.location.hash));
  }, []);

  const problem = token === null ? missingTokenMessage : failure;

  return (
    <>
      <div role="status" className="mt-8">
        {done !== null ? (
          <div className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
            {renderDone(done)}
          </div>
        ) : null}
      </div>
      <FormAlert message={problem} />
      {done !== null ? null : (
        <button type="button" className="btn-primary mt-6" disabled={!token || isPending} onClick={() => token && onSend(token)}>
          {isPending ? pendingLabel : label}
        </button>
      )}
    </>
  );
}
