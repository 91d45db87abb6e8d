import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The tooltip module keeps one page-wide store (loaded Radix, skip window): a fresh copy per test.
let tooltip: typeof import("./tooltip");
beforeEach(async () => {
  vi.resetModules();
  tooltip = await import("./tooltip");
});

function renderTooltip(onClick = () => {}) {
  const { TooltipProvider, Tooltip } = tooltip;
  render(
    <TooltipProvider>
      <Tooltip content="Switch to dark theme">
        <button type="button" onClick={onClick}>
          Theme
        </button>
      </Tooltip>
    </TooltipProvider>,
  );
  return () => screen.getByRole("button", { name: "Theme" });
}

/** Radix's trigger marks its element with data-state; the bare trigger has none. */
const radixLoaded = (button: HTMLElement) => button.hasAttribute("data-state");
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("Tooltip", () => {
  it("loads nothing for touch, and opens after spec §9's 700 ms when a mouse rests on the trigger", async () => {
    const button = renderTooltip();
    fireEvent.pointerOver(button(), { pointerType: "touch" });
    await sleep(50);
    expect(radixLoaded(button())).toBe(false);

    fireEvent.pointerOver(button(), { pointerType: "mouse" });
    await waitFor(() => expect(radixLoaded(button())).toBe(true));
    fireEvent.pointerMove(button(), { pointerType: "mouse" });
    await sleep(tooltip.TOOLTIP_DELAY_MS - 250);
    expect(screen.queryByRole("tooltip")).toBeNull();
    await waitFor(() => expect(screen.getByRole("tooltip").textContent).toContain("Switch to dark theme"), { timeout: 1000 });
  });

  it("a click on the trigger while the tooltip code arrives is not lost, and the trigger is re-created after it", async () => {
    const onClick = vi.fn();
    const button = renderTooltip(onClick);
    fireEvent.pointerOver(button(), { pointerType: "mouse" });
    fireEvent.pointerDown(button(), { pointerType: "mouse" });
    await sleep(100); // the chunk has arrived, the button is still held down
    expect(radixLoaded(button())).toBe(false);
    fireEvent.pointerUp(button(), { pointerType: "mouse" });
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(radixLoaded(button())).toBe(true));
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
