/**
 * The reservation agreement on /checkout/:designId (issue 29): the exact text the server will hash
 * and store with the signature (getDepositAgreement, the plan and amount filled in), shown as the
 * server rendered it from the repository's Markdown. It scrolls in its own box, which takes the
 * keyboard focus so it can be read without a mouse.
 */
import type { DepositAgreementResponseDto } from "@/api/generated/model";

/** The agreement's HTML gets the site's type scale (it comes from our own Markdown file, never from a visitor). */
const AGREEMENT_TEXT = [
  "max-h-[28rem] overflow-y-auto rounded-lg bg-stone-50 p-5 text-stone-800 ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand-700 dark:bg-stone-950 dark:text-stone-200 dark:ring-stone-800",
  // The server renders the agreement's headings from h3 down (it sits under the page's h1 and h2).
  "[&_h3]:text-xl [&_h3]:font-extrabold [&_h3]:text-stone-900 dark:[&_h3]:text-white",
  "[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-stone-900 dark:[&_h4]:text-white",
  "[&_h5]:mt-4 [&_h5]:font-bold [&_p]:mt-3 [&_p]:leading-relaxed",
  "[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6",
  "[&_strong]:font-semibold [&_strong]:text-stone-900 dark:[&_strong]:text-white",
].join(" ");

export function AgreementText({ agreement }: { agreement: DepositAgreementResponseDto }) {
  return (
    <>
      <div
        role="region"
        aria-label={`${agreement.title} (version ${agreement.version})`}
        // A scrolling box must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className={AGREEMENT_TEXT}
        dangerouslySetInnerHTML={{ __html: agreement.html }}
      />
      <p className="mt-2 text-xs break-all text-stone-600 dark:text-stone-400">
        Version {agreement.version} · SHA-256 of this text: <span className="font-mono">{agreement.sha256}</span>
      </p>
    </>
  );
}
