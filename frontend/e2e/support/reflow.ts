import { expect, type Page } from "@playwright/test";

/** WCAG 2.1 success criterion 1.4.10 (Reflow): content fits a window 320 CSS pixels wide. */
export const REFLOW_WIDTH = 320;

/**
 * At 320 px wide the page scrolls up and down only (WCAG 2.1 AA, 1.4.10 Reflow, which axe-core does
 * not judge): a wide table scrolls inside its own box, nothing makes the whole page scroll sideways.
 * The page is put back to its window size afterwards. A failure names the elements that stick out.
 */
export async function expectReflow(page: Page, where: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: REFLOW_WIDTH, height: size?.height ?? 720 });
  const { extra, sticking } = await page.evaluate(() => {
    const clippedInside = (element: Element, width: number) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible") return box.getBoundingClientRect().right <= width + 1;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    const sticking: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      // The innermost ones: an element that sticks out while no child of it reaches as far, and no
      // box around it that fits the window clips it (a table scrolling in its own box is fine).
      if (box.width === 0 || box.right <= width + 1) continue;
      if ([...element.children].some((child) => child.getBoundingClientRect().right >= box.right - 0.5)) continue;
      if (clippedInside(element, width)) continue;
      const text = (element.textContent ?? "").trim().slice(0, 40);
      sticking.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> "${text}" ends at ${Math.round(box.right)} px`);
    }
    return { extra: document.documentElement.scrollWidth - width, sticking: sticking.slice(0, 6) };
  });
  if (size) await page.setViewportSize(size);
  expect(extra, `${where} scrolls sideways by ${extra} px in a ${REFLOW_WIDTH} px window:\n  ${sticking.join("\n  ")}`).toBeLessThanOrEqual(0);
}
