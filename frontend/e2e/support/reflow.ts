import { expect, type Page } from "@playwright/test";

/**
 * The window widths a page must fit without scrolling sideways: 320 CSS px, WCAG 2.1 success
 * criterion 1.4.10 (Reflow); and the narrowest width of each wider layout (Tailwind's sm, md and lg
 * breakpoints), where a layout that adds columns has the least room.
 */
const REFLOW_WIDTHS = [320, 640, 768, 1024] as const;

/**
 * At each of REFLOW_WIDTHS the page scrolls up and down only (WCAG 2.1 AA, 1.4.10 Reflow, which
 * axe-core does not judge): a wide table scrolls inside its own box, nothing makes the whole page
 * scroll sideways; and no table's scroll box (.table-scroll, whose inline-size containment would let
 * a shrink-to-fit parent squeeze it to nothing) is under 160 px wide while its table is wider.
 * The page is put back to its window size afterwards. A failure names the elements at fault.
 */
export async function expectReflow(page: Page, where: string): Promise<void> {
  const size = page.viewportSize();
  const failures: string[] = [];
  for (const width of REFLOW_WIDTHS) {
    await page.setViewportSize({ width, height: size?.height ?? 720 });
    const { extra, sticking, squeezed } = await page.evaluate(() => {
      const fits = document.documentElement.clientWidth;
      // A box that fits the window and clips what is inside it (a table scrolling in its own box is fine).
      const clippedInside = (element: Element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== "visible") return box.getBoundingClientRect().right <= fits + 1;
        }
        return false;
      };
      const sticking: string[] = [];
      for (const element of document.body.querySelectorAll("*")) {
        const box = element.getBoundingClientRect();
        // The innermost ones: an element that sticks out while no child of it reaches as far.
        if (box.width === 0 || box.right <= fits + 1) continue;
        if ([...element.children].some((child) => child.getBoundingClientRect().right >= box.right - 0.5)) continue;
        if (clippedInside(element)) continue;
        const text = (element.textContent ?? "").trim().slice(0, 40);
        sticking.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> "${text}" ends at ${Math.round(box.right)} px`);
      }
      const squeezed = [...document.querySelectorAll(".table-scroll")].flatMap((box) => {
        const table = box.querySelector("table");
        return table && box.clientWidth < Math.min(table.scrollWidth, 160)
          ? [`a table box ${box.clientWidth} px wide for a ${table.scrollWidth} px table ("${table.caption?.textContent ?? ""}")`]
          : [];
      });
      return { extra: document.documentElement.scrollWidth - fits, sticking: sticking.slice(0, 6), squeezed };
    });
    if (extra > 0) failures.push(`scrolls sideways by ${extra} px in a ${width} px window:\n    ${sticking.join("\n    ")}`);
    for (const table of squeezed) failures.push(`${table} in a ${width} px window`);
  }
  if (size) await page.setViewportSize(size);
  expect(failures, `${where}:\n  ${failures.join("\n  ")}`).toEqual([]);
}
