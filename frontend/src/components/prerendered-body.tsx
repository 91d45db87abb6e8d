/**
 * The body of a content page (its MDX text), kept as the prerendered HTML on a page's first load.
 *
 * Hydrating the body would need its code, which is the page's text a second time (2-4 KB gzip per
 * page), before the visitor can do anything, although the HTML already shows it. So when the first
 * render in the browser hydrates a prerendered page, this takes the body's markup from the document
 * as it is and never renders (or loads) the body's component; a client-side navigation to the page
 * renders the component as usual. A body that holds anything but text and links (a video facade's
 * button, a form) is hydrated as usual. Internal links in kept markup navigate client-side, as the
 * react-router <Link>s they were rendered from would.
 *
 * Give it a `key` that changes with the page: its first render decides, once per page.
 */
import { useState, type MouseEvent, type ReactNode } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { useHydrated } from "@/lib/use-hydrated";

const BODY_ID = "page-body";
/** What needs React's event handlers: markup holding any of these is hydrated. */
const INTERACTIVE = "button, input, select, textarea, iframe, video, [tabindex], [role=button]";

function prerenderedMarkup(): string | undefined {
  const body = document.getElementById(BODY_ID);
  return body && !body.querySelector(INTERACTIVE) ? body.innerHTML : undefined;
}

/** A plain left click on a same-origin link without a target: navigate in the page instead. */
function followInternalLink(event: MouseEvent, navigate: NavigateFunction): void {
  const link = (event.target as Element).closest("a");
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}

export function PrerenderedBody({ children }: { children: ReactNode }) {
  // useHydrated is false exactly while React hydrates this component (also when that happens after
  // the rest of the page, in a Suspense boundary); the state keeps what the first render decided.
  const hydrating = !useHydrated();
  const [markup] = useState(() => (hydrating && typeof document !== "undefined" ? prerenderedMarkup() : undefined));
  const navigate = useNavigate();
  if (markup === undefined) {
    return (
      <div id={BODY_ID} className="contents">
        {children}
      </div>
    );
  }
  return (
    // The click handler only routes clicks (and Enter) on the links inside; the links are the controls.
    <div id={BODY_ID} className="contents" dangerouslySetInnerHTML={{ __html: markup }} onClick={(event) => followInternalLink(event, navigate)} />
  );
}
