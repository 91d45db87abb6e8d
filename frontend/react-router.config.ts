import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH, prerenderPaths, routeManifest } from "./src/app/page-registry";

export default {
  appDirectory: "src",
  // Static HTML for every public page, __spa-fallback.html for the client-only ones.
  ssr: false,
  prerender: [...prerenderPaths(), NOT_FOUND_PRERENDER_PATH],
  async buildEnd({ reactRouterConfig }) {
    // The Nest server reads this to pick: prerendered file (200), SPA fallback (200), or 404 page.
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await mkdir(clientDir, { recursive: true });
    await writeFile(
      path.join(clientDir, "route-manifest.json"),
      `${JSON.stringify(routeManifest(), null, 2)}\n`,
    );
  },
} satisfies Config;
