/// <reference types="vitest/config" />
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import { defineConfig } from "vite";
import { CATALOGUE } from "../backend/src/modules/designs/catalogue";
import { BLOG, sharedChunkName } from "./scripts/chunk-groups";
import { shellRoutes } from "./src/app/page-registry";
import { remarkWordCount } from "./src/features/blog/remark-word-count.js";
import type { BusinessInfo } from "./src/lib/business-info";

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The business's public details: the backend's defaults file, overridden by the
 * same environment variables the server reads, fixed at build time (spec §9).
 */
function loadBusinessInfo(env: NodeJS.ProcessEnv): BusinessInfo {
  const defaults = JSON.parse(readFileSync(here("../backend/src/config/business-defaults.json"), "utf8")) as BusinessInfo;
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    ...defaults,
    phone: pick("BUSINESS_PHONE", defaults.phone),
    email: pick("BUSINESS_EMAIL", defaults.email),
    bookingUrl: pick("BOOKING_URL", defaults.bookingUrl),
    videoUrl: pick("VIDEO_URL", defaults.videoUrl),
    publicBaseUrl: pick("PUBLIC_BASE_URL", defaults.publicBaseUrl).replace(/\/+$/, ""),
  };
}

const isVitest = process.env.VITEST === "true";

export default defineConfig({
  plugins: [
    // Content pages (src/content/<kind>/<slug>.mdx) compile to React components with `frontmatter` and
    // `wordCount` exports; "pre" so the React Router plugin only ever sees JavaScript. Each body imports
    // the site's Markdown components itself (providerImportSource), so they load with the bodies: a
    // page whose body stays prerendered HTML (components/prerendered-body.tsx) loads neither.
    {
      enforce: "pre",
      ...mdx({
        providerImportSource: "@/components/mdx-components",
        remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: "frontmatter" }], remarkGfm, remarkWordCount],
      }),
    },
    tailwindcss(),
    // The React Router plugin builds the app; under vitest it must stay out.
    !isVitest && reactRouter(),
  ],
  resolve: {
    // @cost-model: the one rates module and formulas, shared with the API (backend/src/modules/estimates/cost-model);
    // @shared: other API code the pages use as is (text helpers, service cities, the referral program defaults), files that import nothing.
    alias: { "@/": here("./src/"), "@cost-model": here("../backend/src/modules/estimates/cost-model"), "@shared": here("../backend/src/shared") },
  },
  // Fewer, larger chunks: React + React Router, and the root route's own modules (scripts/chunk-groups.ts).
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // First: what the blog's modules import stays in the framework and the shell.
            { name: sharedChunkName, debugName: "framework and shell", priority: 1 },
            { name: "blog", test: BLOG },
          ],
        },
      },
      // The Markdown components have no side effects: an MDX module whose body the bundler drops (the
      // blog's `?meta` imports) must not keep them on the page for nothing.
      // Every other module keeps the bundler's own judgement (undefined).
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]components[\\/]mdx-components\.tsx$/.test(id) ? false : undefined) },
    },
  },
  // `make dev`: the Nest server (port 3000) answers /api while Vite serves the pages.
  server: { proxy: { "/api": "http://localhost:3000" } },
  define: {
    __BUSINESS__: JSON.stringify(loadBusinessInfo(process.env)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __BUILT_IN_PLAN_COUNT__: JSON.stringify(CATALOGUE.length),
    // The app shell's facts about every route (src/lib/shell-routes.ts); `make dev` reads them once, at start.
    __SHELL_ROUTES__: JSON.stringify(shellRoutes()),
  },
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
  },
});
