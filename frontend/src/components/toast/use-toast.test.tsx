import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, dismissToast, resetToasts, toast, useToast } from "./use-toast";

describe("toast store", () => {
  beforeEach(() => resetToasts());
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  it("keeps at most one toast, the newest (spec §9)", () => {
    expect(TOAST_LIMIT).toBe(1);
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second", variant: "destructive" });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });
  });

  it("closes a dismissed toast and removes it after 1,000,000 ms", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let id = "";
    act(() => {
      id = toast({ title: "Saved" }).id;
    });
    act(() => dismissToast(id));
    expect(result.current.toasts[0]).toMatchObject({ id, open: false });

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it("renders toasts in a notification region reachable with F8", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Subscribed!", description: "Thank you for subscribing to our newsletter." });
    });
    expect((await screen.findAllByText("Subscribed!")).length).toBeGreaterThan(0);
    expect(screen.getByRole("region").getAttribute("aria-label")).toContain("F8");
  });
});
