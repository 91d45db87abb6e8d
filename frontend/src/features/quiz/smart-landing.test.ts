import { afterEach, describe, expect, it } from "vitest";
import { pagePaths } from "@/app/page-registry";
import { ACCESS_TOKEN_KEY } from "@/lib/storage-keys";
import { smartEntryPages } from "./pages";
import { HAS_ACCESS_TOKEN_ATTRIBUTE, smartLandingScript } from "./smart-landing";

const paths = pagePaths(smartEntryPages.entry.id);

/** Runs the inline <head> script as the browser would, at `path`. */
function runScriptAt(path: string) {
  window.history.replaceState(null, "", path);
  new Function(smartLandingScript(paths))();
  return document.documentElement.hasAttribute(HAS_ACCESS_TOKEN_ATTRIBUTE);
}

describe("smart landing inline script", () => {
  afterEach(() => {
    document.documentElement.removeAttribute(HAS_ACCESS_TOKEN_ATTRIBUTE);
    window.history.replaceState(null, "", "/");
  });

  it("covers exactly the smart-landing paths", () => {
    expect(paths).toEqual(["/", "/traditional-landing", "/backup-landing"]);
  });

  it.each(["/", "/traditional-landing", "/backup-landing", "/backup-landing/", "/?utm_source=fb"])(
    "marks <html> at %s when an access token is stored",
    (path) => {
      localStorage.setItem(ACCESS_TOKEN_KEY, "token-123");
      expect(runScriptAt(path)).toBe(true);
    },
  );

  it("does nothing without a token", () => {
    expect(runScriptAt("/")).toBe(false);
    localStorage.setItem(ACCESS_TOKEN_KEY, "");
    expect(runScriptAt("/")).toBe(false);
  });

  it.each(["/quiz", "/barndominium-quiz", "/unlock", "/landing", "/traditional-landing-x"])("does nothing at %s, even with a token", (path) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "token-123");
    expect(runScriptAt(path)).toBe(false);
  });

  it("is plain inline code: no event handler attributes, no eval", () => {
    const script = smartLandingScript(paths);
    expect(script).not.toMatch(/eval|Function\(|on[a-z]+=/);
    expect(script).toContain('"data-has-access-token"');
  });
});
