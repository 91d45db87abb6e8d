import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TooltipProvider } from "@/components/tooltip";
import { THEME_KEY } from "@/lib/storage-keys";
import { themeScript } from "../theme";
import { ThemeToggle } from "./theme-toggle";

const renderToggle = () =>
  render(
    <TooltipProvider>
      <ThemeToggle />
    </TooltipProvider>,
  );

/** What the inline <head> script does before React loads (test only: the app never evaluates strings). */
const runHeadScript = () => new Function(themeScript)();

describe("theme", () => {
  it("is light by default", () => {
    runHeadScript();
    renderToggle();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(screen.getByRole("button", { name: "Switch to dark theme" })).toBeTruthy();
  });

  it("switches and remembers the choice in localStorage", () => {
    renderToggle();
    fireEvent.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem(THEME_KEY)).toBe("dark");

    fireEvent.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(localStorage.getItem(THEME_KEY)).toBe("light");
  });

  it("applies a remembered dark theme before React renders, and the toggle follows it", () => {
    localStorage.setItem(THEME_KEY, "dark");
    runHeadScript();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    renderToggle();
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeTruthy();
  });

  it("ignores anything stored other than dark", () => {
    localStorage.setItem(THEME_KEY, "solarized");
    runHeadScript();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
});
