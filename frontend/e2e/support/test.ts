import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { waitForHydration } from "./page";

export { expect } from "@playwright/test";

/** Each covered page's own goto, for the tests that look at a page React never takes over. */
const plainGoto = new WeakMap<Page, Page["goto"]>();

/** Opens the URL without waiting for hydration (e.g. when the test blocks the page's scripts). */
export function gotoWithoutHydration(page: Page, url: string): ReturnType<Page["goto"]> {
  return (plainGoto.get(page) ?? page.goto.bind(page))(url);
}

/**
 * Every page a test opens waits, after `goto` and `reload`, until React has hydrated it. The built pages
 * start their scripts after the first paint (scripts/defer-hydration.ts), so on a loaded machine a click
 * right after the load event would otherwise land on markup React has not taken over yet. Pages of
 * contexts a test makes itself (browser.newContext()) are covered too.
 */
function waitForHydrationOnNavigation(page: Page): void {
  if (plainGoto.has(page)) return;
  const goto = page.goto.bind(page);
  plainGoto.set(page, goto);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

function coverContext(context: BrowserContext): BrowserContext {
  context.pages().forEach(waitForHydrationOnNavigation);
  context.on("page", waitForHydrationOnNavigation);
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(coverContext(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => coverContext(await newContext(...args));
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (...args: Parameters<typeof browser.newPage>) => {
        const page = await newPage(...args);
        waitForHydrationOnNavigation(page);
        return page;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
});
