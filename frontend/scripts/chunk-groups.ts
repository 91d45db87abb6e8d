/**
 * How the client build groups modules into chunks (Vite 8 / Rolldown `output.codeSplitting.groups`).
 *
 * Left alone, Rolldown makes one chunk per set of routes sharing a module: some 35 small files per
 * page, which a phone on a slow network fetches six at a time. Every page runs the same two sets of
 * modules, so each becomes one chunk:
 * - framework: React, React DOM and React Router (changes only with a dependency upgrade, so it
 *   stays cached across deploys);
 * - shell: what the root route (src/root.tsx) imports statically: the header, footer, providers,
 *   page registry. Modules only some pages use (a form, a staff dashboard) stay in their own chunks.
 */

/** The part of Rolldown's chunking context this needs (ChunkingContext.getModuleInfo). */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importers: readonly string[] } | null;
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie-es|@remix-run[\\/]route-pattern)[\\/]/;
const ROOT_ROUTE = /[\\/]src[\\/]root\.tsx(\?.*)?$/;

/** Whether `moduleId` is reached from the root route through static imports only. */
function importedByRoot(moduleId: string, graph: ModuleGraph): boolean {
  const seen = new Set<string>([moduleId]);
  const pending = [moduleId];
  while (pending.length > 0) {
    const id = pending.pop()!;
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      if (ROOT_ROUTE.test(importer)) return true;
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
  // The root route module itself stays the route's entry chunk.
  if (ROOT_ROUTE.test(moduleId)) return null;
  return importedByRoot(moduleId, graph) ? "shell" : null;
}
