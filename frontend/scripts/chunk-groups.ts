/**
 * How the client build groups modules into chunks (Vite 8 / Rolldown `output.codeSplitting.groups`).
 *
 * Left alone, Rolldown makes one chunk per set of routes sharing a module: some 35 small files per
 * page, which a phone on a slow network fetches six at a time. Every page runs the same two sets of
 * modules, so each becomes one chunk:
 * - framework: React, React DOM and React Router (changes only with a dependency upgrade, so it
 *   stays cached across deploys);
 * - shell: what the root route (src/root.tsx) imports statically: the header, footer, providers
 *   (not the page registry: the shell reads src/lib/shell-routes.ts); and what src/lib/page-head.ts
 *   imports, which every route module's `meta` uses (with the not-found head four routes share);
 *   and the page hero, which nearly every page shows, and two one-function helpers (TINY_SHARED);
 * - query: TanStack Query, which every page that fetches runs (five small chunks when left alone);
 * - blog (the BLOG group): the articles' data with the article card, which the blog index and
 *   every article both run (two chunks when left alone).
 * Modules only some pages use (a form, a staff dashboard) stay in their own chunks.
 */

/** The part of Rolldown's chunking context this needs (ChunkingContext.getModuleInfo). */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importers: readonly string[] } | null;
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie-es|@remix-run[\\/]route-pattern)[\\/]/;
/** TanStack Query: one chunk for the pages that fetch (2 KB less on /designs than five small ones). */
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;
const ROOT_ROUTE = /[\\/]src[\\/]root\.tsx(\?.*)?$/;
const PAGE_HEAD = /[\\/]src[\\/]lib[\\/](page-head|not-found-meta)\.ts$/;
// The page hero's frame (src/components/page-hero.tsx; the pages' looks are theirs) heads nearly
// every public page: in a chunk of its own it cost each of them a request and ~0.9 KB of gzip, in
// the shell ~0.5 KB (measured with the looks moved out), which / pays too without showing one.
const PAGE_HERO = /[\\/]src[\\/]components[\\/]page-hero\.tsx$/;
// One-function helpers many routes share (the hub token's storage, a plan's spec-sheet address):
// each made a chunk of ~0.1 KB whose request and imports weighed more than its code in the shell.
const TINY_SHARED = /[\\/]src[\\/](lib[\\/]access-token|components[\\/]plans[\\/]spec-sheet)\.ts$/;
/**
 * The blog chunk (a group of its own in vite.config.ts, after this file's groups, so what these
 * modules import stays in the framework and the shell): the article card, the articles' data
 * (pages.ts, articles.ts and the files' `?meta` imports) and the way to their bodies
 * (article-preload.ts; the body loaders, article-body.tsx, are a chunk loaded on first use).
 */
export const BLOG = /[\\/]src[\\/](features[\\/]blog[\\/](article-card|article-preload|articles|pages)\.tsx?|content[\\/]blog[\\/][^\\/]+\.mdx\?meta)$/;
// The Markdown components: the articles' `?meta` imports import them too (for nothing), so the blog
// group, which takes what its modules import, would take them unless they are named first.
const MDX_COMPONENTS = /[\\/]src[\\/]components[\\/]mdx-components\.tsx$/;

/** Whether every page runs `moduleId`: the page head, or a module it or the root route imports statically. */
function onEveryPage(moduleId: string, graph: ModuleGraph): boolean {
  if (PAGE_HEAD.test(moduleId)) return true;
  const seen = new Set<string>([moduleId]);
  const pending = [moduleId];
  while (pending.length > 0) {
    const id = pending.pop()!;
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      if (ROOT_ROUTE.test(importer) || PAGE_HEAD.test(importer)) return true;
      if (!seen.has(importer)) {
        seen.add(importer);
        pending.push(importer);
      }
    }
  }
  return false;
}

/** The chunk a module belongs to, or null to leave it to Rolldown's automatic splitting. */
export function sharedChunkName(moduleId: string, graph: ModuleGraph): string | null {
  if (FRAMEWORK.test(moduleId)) return "framework";
  if (QUERY.test(moduleId)) return onEveryPage(moduleId, graph) ? "shell" : "query";
  // The root route module itself stays the route's entry chunk.
  if (ROOT_ROUTE.test(moduleId)) return null;
  if (PAGE_HERO.test(moduleId) || TINY_SHARED.test(moduleId)) return "shell";
  if (MDX_COMPONENTS.test(moduleId)) return "mdx-components";
  return onEveryPage(moduleId, graph) ? "shell" : null;
}
