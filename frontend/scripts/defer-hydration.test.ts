import { describe, expect, it } from "vitest";
import { deferHydration, parseRouterScript } from "./defer-hydration";

// The shape @react-router/dev's <Scripts> writes into a prerendered page (framework mode).
const ROUTER_SCRIPT = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/city-page-3.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"cities/liberty":route1};',
  "",
  'import("/assets/entry.client-4.js");',
].join("\n");

const PAGE = [
  "<!DOCTYPE html><html><head><style>body{}</style>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>',
  '<link rel="modulepreload" href="/assets/framework-5.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="modulepreload" href="/assets/city-page-3.js"/></head><body><main><h1>Liberty</h1></main>',
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${ROUTER_SCRIPT}</script>`,
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
].join("");

describe("deferHydration", () => {
  const deferred = deferHydration(PAGE);
  const script = deferred.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";

  it("takes every modulepreload link out of the page, so no script is fetched before the first paint", () => {
    expect(deferred).not.toContain('rel="modulepreload" href=');
    expect(deferred).not.toContain('async="">');
  });

  it("preloads the same modules from the script, then imports manifest, route modules and entry in React Router's order", () => {
    const modules = JSON.parse(script.match(/const modules=(\[[^\]]*\]);/)?.[1] ?? "[]");
    expect(modules).toEqual(["/assets/manifest-1.js", "/assets/entry.client-4.js", "/assets/framework-5.js", "/assets/root-2.js", "/assets/city-page-3.js"]);
    const order = [...script.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(order).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/city-page-3.js", "/assets/entry.client-4.js"]);
    expect(script).toContain('.then(([route0,route1])=>{window.__reactRouterRouteModules={"root":route0,"cities/liberty":route1};');
  });

  it("waits for the first contentful paint, and starts at once in a hidden tab", () => {
    expect(script).toContain('observer.observe({type:"paint",buffered:true})');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('document.visibilityState!=="visible"');
  });

  it("leaves the rest of the page as it was", () => {
    expect(deferred).toContain("<main><h1>Liberty</h1></main>");
    expect(deferred).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(deferred.indexOf("streamController.close")).toBeGreaterThan(deferred.indexOf('<script type="module">'));
  });

  it("hands React Router the route modules it imported, then loads the entry, once the page has painted", async () => {
    const run = await runDeferred(script, { visible: true });
    expect(run.loaded).toEqual([]);
    run.paint();
    await run.settled();
    expect(run.preloaded).toHaveLength(5);
    expect(run.loaded).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/city-page-3.js", "/assets/entry.client-4.js"]);
    expect(run.window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-2.js" }, "cities/liberty": { url: "/assets/city-page-3.js" } });
  });

  it("starts at once in a hidden tab", async () => {
    const run = await runDeferred(script, { visible: false });
    await run.settled();
    expect(run.loaded).toContain("/assets/entry.client-4.js");
  });

  it("puts a route split into parts (its clientLoader apart) back together, as React Router does", async () => {
    const split = [
      'import "/assets/manifest-1.js";',
      'import * as route0 from "/assets/root-2.js";',
      'import * as route1_clientLoader from "/assets/article-page-5.js";',
      'import * as route1_main from "/assets/article-page-6.js";',
      "const route1 = {...route1_clientLoader,...route1_main};",
      '  window.__reactRouterRouteModules = {"root":route0,"blog/article":route1};',
      'import("/assets/entry.client-4.js");',
    ].join("\n");
    const page = deferHydration(`<html><head></head><body><script type="module" async="">${split}</script></body></html>`);
    const run = await runDeferred(page.match(/<script type="module">([\s\S]*?)<\/script>/)![1], { visible: false });
    await run.settled();
    expect(run.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "blog/article": { url: "/assets/article-page-6.js" },
    });
    expect(run.loaded.at(-1)).toBe("/assets/entry.client-4.js");
  });

  it("leaves a page without React Router's script unchanged", () => {
    const plain = "<html><head></head><body><h1>Static</h1></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("fails the build when React Router's script has a shape it does not know", () => {
    expect(() => parseRouterScript('import("/assets/entry.client-4.js");')).toThrow(/unknown shape/);
    expect(() => parseRouterScript(`${ROUTER_SCRIPT}\nwindow.__reactRouterManifest = {};`)).toThrow(/line of unknown shape/);
    // A route named in the route modules but never imported would fail every page at run time.
    expect(() => parseRouterScript(ROUTER_SCRIPT.replace('import * as route1 from "/assets/city-page-3.js";\n', ""))).toThrow(/route1 not imported/);
  });
});

/**
 * Runs the generated script with stand-ins for what it touches: import() records the URL and
 * answers { url } (the entry, nothing), <head> collects the preload links, and paint() reports the
 * first contentful paint to the script's observer.
 */
async function runDeferred(script: string, { visible }: { visible: boolean }) {
  const loaded: string[] = [];
  const preloaded: string[] = [];
  const windowObject: { __reactRouterRouteModules?: unknown } = {};
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const timers: (() => void)[] = [];
  const documentObject = {
    visibilityState: visible ? "visible" : "hidden",
    createElement: () => ({}),
    head: { append: (link: { href: string }) => preloaded.push(link.href) },
  };
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {}
  }
  const load = (url: string) => {
    loaded.push(url);
    return Promise.resolve({ url });
  };
  // Only the paint's own timer runs; the 3 s fallback is left alone.
  const setTimer = (callback: () => void, delay?: number) => (delay === undefined ? timers.push(callback) : 0);
  new Function("document", "window", "PerformanceObserver", "setTimeout", "load", script.replace(/\bimport\(/g, "load("))(
    documentObject,
    windowObject,
    FakeObserver,
    setTimer,
    load,
  );
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return {
    loaded,
    preloaded,
    window: windowObject,
    paint() {
      observer?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
      timers.splice(0).forEach((callback) => callback());
    },
    settled: flush,
  };
}
