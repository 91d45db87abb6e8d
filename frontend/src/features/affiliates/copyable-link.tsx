/**
 * A partner's link in a read-only field with a Copy button (the referral link, the link builder's
 * link). Where the browser refuses the clipboard (no secure context, a permission), the link is
 * selected and the status says how to copy it by hand.
 */
import { useRef, useState } from "react";

type CopyOutcome = "idle" | "copied" | "select";

export function CopyableLink({ id, label, link, buttonText }: { id: string; label: string; link: string | null; buttonText: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome>("idle");
  // A new link (the builder's sub-id changed) was not copied yet.
  const [copiedLink, setCopiedLink] = useState<string | null>(null);
  const shown = copiedLink === link ? outcome : "idle";

  async function copy() {
    if (!link) return;
    setOutcome("idle");
    setCopiedLink(link);
    try {
      // Missing outside a secure context, or refused by the browser: either way the catch below helps.
      await navigator.clipboard.writeText(link);
      setOutcome("copied");
    } catch {
      input.current?.focus();
      input.current?.select();
      setOutcome("select");
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap gap-3">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={link ?? ""}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-64 rounded-md border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
        />
        <button type="button" className="btn-primary disabled:opacity-60" disabled={!link} onClick={() => void copy()}>
          {buttonText}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-stone-800 dark:text-stone-200">
        {shown === "copied"
          ? "Link copied"
          : shown === "select"
            ? "Your browser did not let us copy. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it."
            : ""}
      </p>
    </div>
  );
}
