import type { Page } from "@playwright/test";

/**
 * Waits until React has taken over the prerendered markup: the root layout marks <html data-hydrated>
 * once hydrated (src/root.tsx). A document that is not one of the app's pages (JSON, XML, a file)
 * has nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterContext?: object }).__reactRouterContext === undefined || document.documentElement.hasAttribute("data-hydrated"),
  );
}

/**
 * Collects console errors and warnings (hydration mismatches, CSP violations, failed loads) and
 * uncaught page errors; `ignore` drops console messages whose source URL it matches.
 */
export function watchConsole(page: Page, { ignore }: { ignore?: RegExp } = {}): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (ignore?.test(message.location().url)) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The entities React writes into HTML, decoded. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Text a reader sees in an HTML fragment: no scripts or styles, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/></g, "> <")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The inner HTML of a document's <main> ("" when it has none). */
export function mainHtml(html: string): string {
  return html.match(/<main\b[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
}
