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
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
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
    expect(deferred.indexOf("streamController.close")).toBeGreaterThan(deferred.indexOf("<script type=\"module\">"));
  });

  it("is a valid script", () => {
    // Parsed (not run) as a function body: a syntax error in the template would break every page.
    expect(() => new Function(script.replace(/\bimport\(/g, "load("))).not.toThrow();
  });

  it("leaves a page without React Router's script unchanged", () => {
    const plain = "<html><head></head><body><h1>Static</h1></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });

  it("fails the build when React Router's script has a shape it does not know", () => {
    expect(() => parseRouterScript('import("/assets/entry.client-4.js");')).toThrow(/unknown shape/);
  });
});
