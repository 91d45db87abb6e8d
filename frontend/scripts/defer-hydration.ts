/**
 * Each built page starts fetching its JavaScript after its first contentful paint, not before.
 *
 * React Router's `<Scripts>` writes a `modulepreload` link per module into <head> and an inline module
 * script that imports them. The preload links make the browser fetch all of a page's JavaScript
 * (135-180 KB gzip) beside the HTML, so on a slow phone the scripts compete with the page for the
 * connection and for the main thread before anything is shown, although the prerendered HTML and its
 * inline stylesheet are all the first paint needs. Here (in `buildEnd`, on the written files) the links
 * come out and the inline script waits for the browser's first contentful paint, then adds the same
 * links (so every module still downloads at once, not import by import) and imports the modules in
 * React Router's order. A hidden tab, or a browser without paint timing, starts at once.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's inline module script (@react-router/dev, `<Scripts>` in framework mode). */
const ROUTER_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The lines that script is made of (react-router's lib/dom/ssr/components.js): the manifest, each
 * route module (a route split into parts, e.g. its clientLoader apart, is imported part by part and
 * put back together with a `const`), the route modules by route id, and the entry.
 */
const LINE = {
  manifest: /^import ("[^"]+");$/,
  module: /^import \* as (route\d+(?:_\w+)?) from ("[^"]+");$/,
  combined: /^const route\d+ = \{(?:\.\.\.route\d+_\w+,?)+\};$/,
  routeModules: /^window\.__reactRouterRouteModules = (\{[^}]*\});$/,
  entry: /^import\(("[^"]+")\);$/,
};

/** What React Router's script does, as data (URLs as the JSON strings it wrote). */
export interface HydrationScript {
  manifest: string;
  /** Route modules and their parts, in order: the variable each is imported as, and its URL. */
  modules: { name: string; url: string }[];
  /** `const routeN = {...routeN_a,...routeN_b};` for each route imported in parts. */
  combined: string[];
  /** The object literal React Router assigns to window.__reactRouterRouteModules, naming route0, route1… */
  routeModules: string;
  entry: string;
}

/** Reads React Router's inline script; throws on any line it does not know, so the build fails rather than a page. */
export function parseRouterScript(body: string): HydrationScript {
  const script: Partial<HydrationScript> & Pick<HydrationScript, "modules" | "combined"> = { modules: [], combined: [] };
  for (const line of body.split("\n").map((text) => text.trim())) {
    let match: RegExpExecArray | null;
    if (line === "") continue;
    else if ((match = LINE.manifest.exec(line)) && !script.manifest) script.manifest = match[1];
    else if ((match = LINE.module.exec(line))) script.modules.push({ name: match[1], url: match[2] });
    else if (LINE.combined.test(line)) script.combined.push(line);
    else if ((match = LINE.routeModules.exec(line)) && !script.routeModules) script.routeModules = match[1];
    else if ((match = LINE.entry.exec(line)) && !script.entry) script.entry = match[1];
    else throw new Error(`defer-hydration: React Router's inline script has a line of unknown shape (update scripts/defer-hydration.ts): ${line}`);
  }
  const { manifest, routeModules, entry } = script;
  if (!manifest || script.modules.length === 0 || !routeModules || !entry) {
    throw new Error(`defer-hydration: React Router's inline script has an unknown shape (update scripts/defer-hydration.ts):\n${body}`);
  }
  // Every route the script hands React Router must be one it imported or put together.
  const defined = new Set([...script.modules.map((module) => module.name), ...script.combined.map((line) => line.split(" ")[1])]);
  const missing = [...routeModules.matchAll(/:(route\d+)/g)].map((match) => match[1]).filter((name) => !defined.has(name));
  if (missing.length > 0) throw new Error(`defer-hydration: ${missing.join(", ")} not imported in React Router's inline script:\n${body}`);
  return { manifest, modules: script.modules, combined: script.combined, routeModules, entry };
}

/** The script that replaces React Router's: the same imports, in the same order, after the first paint. */
export function deferredScript(script: HydrationScript, preloads: string[]): string {
  const names = script.modules.map((module) => module.name).join(",");
  const imports = script.modules.map((module) => `import(${module.url})`).join(",");
  return [
    `const modules=${JSON.stringify(preloads)};`,
    "let started=false;",
    "const start=()=>{",
    "if(started)return;started=true;",
    'for(const href of modules){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}',
    `import(${script.manifest})`,
    `.then(()=>Promise.all([${imports}]))`,
    `.then(([${names}])=>{${script.combined.join("")}window.__reactRouterRouteModules=${script.routeModules};return import(${script.entry})})`,
    "};",
    // After the paint's own task, so the fetches begin once the page is on screen.
    "const painted=()=>setTimeout(start);",
    'if(document.visibilityState!=="visible"||typeof PerformanceObserver==="undefined"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))start();',
    "else{",
    'const observer=new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted()}});',
    'observer.observe({type:"paint",buffered:true});',
    // A page that never paints content (none is built so today) still hydrates.
    "setTimeout(start,3000)",
    "}",
  ].join("");
}

/** The page with its preload links out and React Router's script deferred; a page without that script is returned as is. */
export function deferHydration(html: string): string {
  const routerScript = ROUTER_SCRIPT.exec(html);
  if (!routerScript) return html;
  const script = parseRouterScript(routerScript[1]);
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((match) => match[1]);
  const deferred = `<script type="module">${deferredScript(script, preloads)}</script>`;
  return html.replace(PRELOAD_LINK, "").replace(routerScript[0], () => deferred);
}

/** Rewrites every built page (.html) in the directory; returns how many changed. */
export async function deferHydrationInDirectory(directory: string): Promise<number> {
  const pages = (await readdir(directory, { recursive: true })).filter((file) => file.endsWith(".html"));
  let changed = 0;
  for (const page of pages) {
    const file = path.join(directory, page);
    const html = await readFile(file, "utf8");
    const deferred = deferHydration(html);
    if (deferred === html) continue;
    await writeFile(file, deferred);
    changed += 1;
  }
  return changed;
}
