import { act, render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_KEY } from "@/lib/storage-keys";
import { fakeApi, routeElement } from "@/test/render-route";
import { HAS_ACCESS_TOKEN_ATTRIBUTE } from "./smart-landing";
import SmartLandingPage from "./smart-landing-page";
import { quizFixture } from "./test/quiz-fixture";

function app(path = "/") {
  return routeElement(path, [
    { path: "/", Component: SmartLandingPage },
    { path: "/traditional-landing", Component: SmartLandingPage },
    { path: "/unlock", Component: () => <h1>Resource hub</h1> },
  ]);
}

beforeEach(() => {
  fakeApi({ "GET /api/quiz": () => ({ status: 200, data: structuredClone(quizFixture) }) });
});

afterEach(() => {
  document.documentElement.removeAttribute(HAS_ACCESS_TOKEN_ATTRIBUTE);
  sessionStorage.clear();
});

describe("smart landing", () => {
  it("without a token: the quiz, no marker, and the visitor stays", async () => {
    const { router, element } = app();
    render(element);
    expect(await screen.findByRole("button", { name: "BUILD MY ROADMAP" })).toBeTruthy();
    expect(document.documentElement.hasAttribute(HAS_ACCESS_TOKEN_ATTRIBUTE)).toBe(false);
    expect(router.state.location.pathname).toBe("/");
  });

  it("with a stored token: marks <html> and replaces the entry with /unlock", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "token-abc");
    const { router, element } = app("/traditional-landing");
    render(element);
    expect(await screen.findByRole("heading", { name: "Resource hub" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/unlock");
    expect(router.state.historyAction).toBe("REPLACE");
    // The marker belongs to the landing; it is gone once the landing is.
    expect(document.documentElement.hasAttribute(HAS_ACCESS_TOKEN_ATTRIBUTE)).toBe(false);
  });

  it("clears a stale marker when the token is gone", () => {
    document.documentElement.setAttribute(HAS_ACCESS_TOKEN_ATTRIBUTE, "");
    render(app().element);
    expect(document.documentElement.hasAttribute(HAS_ACCESS_TOKEN_ATTRIBUTE)).toBe(false);
  });

  it("renders the same markup with or without a token, 'Loading Quiz...' included (nothing reads storage in render)", () => {
    const without = renderToString(app().element);
    localStorage.setItem(ACCESS_TOKEN_KEY, "token-abc");
    const withToken = renderToString(app().element);
    expect(withToken).toBe(without);
    expect(without).toContain("Loading Quiz...");
    expect(without).toContain("BUILD MY ROADMAP");
  });

  it("hydrates the prerendered markup without a mismatch while a token is stored", async () => {
    const html = renderToString(app().element);
    localStorage.setItem(ACCESS_TOKEN_KEY, "token-abc");
    document.documentElement.setAttribute(HAS_ACCESS_TOKEN_ATTRIBUTE, "");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, "error");
    const { router, element } = app();
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/unlock");
    act(() => root.unmount());
    container.remove();
  });

  it("app.css hides the quiz and shows 'Loading Quiz...' only while <html> carries the marker", () => {
    // vitest stubs CSS imports; read the file itself (tests run from frontend/).
    const css = readFileSync("src/app.css", "utf8");
    expect(css).toMatch(/\.smart-landing-loading\s*\{\s*display:\s*none;/);
    expect(css).toMatch(/html\[data-has-access-token\] \.smart-landing-loading\s*\{\s*display:\s*flex;/);
    expect(css).toMatch(/html\[data-has-access-token\] \.smart-landing-quiz\s*\{\s*display:\s*none;/);
  });
});
