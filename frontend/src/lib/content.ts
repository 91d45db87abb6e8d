/**
 * Content pages written as MDX: src/content/<kind>/<slug>.mdx, one file per page.
 *
 * Where a page's title and description live: in its pages.ts definition, not in the front-matter.
 * react-router.config.ts loads pages.ts through a bare Vite runner (no plugins, so no MDX
 * compiler) to build the prerender list and the route manifest, and the client needs the same
 * titles for <title> and h1 without loading every article. The front-matter holds only what the
 * page body needs beyond that (county, distance, dates…); content.test.ts checks that every file
 * has a page and every content page has a file.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { MDXProps } from "mdx/types";

export interface ContentModule<Frontmatter> {
  default: ComponentType<MDXProps>;
  frontmatter: Frontmatter;
}

/** Front-matter every content file carries. */
export interface BaseFrontmatter {
  /** Last reviewed, ISO date (YYYY-MM-DD). */
  updated: string;
}

export type PageFrontmatter = BaseFrontmatter;

export interface CityFrontmatter extends BaseFrontmatter {
  /** "Buchanan County", or several counties for a city that spans them. */
  county: string;
  /** Road distance from the St. Joseph office, as a person would say it. */
  distance: string;
  /** Drive time and route from the St. Joseph office. */
  drive: string;
  /** Slugs of nearby service-area city pages. */
  nearby: string[];
}

export interface BlogFrontmatter extends BaseFrontmatter {
  /** First published, ISO date (YYYY-MM-DD). */
  date: string;
  /** Slugs of 2-3 other articles listed under this one. */
  related: string[];
}

/** "../../content/cities/st-joseph.mdx" (or "….mdx?meta") → "st-joseph" */
export function contentSlug(file: string): string {
  return file
    .replace(/\?.*$/, "")
    .replace(/^.*\//, "")
    .replace(/\.mdx$/, "");
}

type LazyBody = LazyExoticComponent<ComponentType<MDXProps>>;

/**
 * The bodies of one kind of content file, each its own chunk: give it a lazy
 * `import.meta.glob("…/*.mdx")` (not eager, or every page would download every page's text).
 * `body(slug)` returns the same React.lazy component on every call (a new one per render would
 * suspend again each time). It renders inside the app shell's <Suspense> around the page: the
 * prerender waits for it and writes the body in place (entry.server.tsx); on a first visit the
 * browser keeps that HTML and never loads the chunk (components/prerendered-body.tsx), and a
 * client-side navigation keeps the previous page on screen while it loads.
 */
export function lazyContentBodies<Frontmatter>(loaders: Record<string, () => Promise<ContentModule<Frontmatter>>>): {
  slugs: readonly string[];
  body(slug: string): LazyBody | undefined;
} {
  const loaderBySlug = new Map(Object.entries(loaders).map(([file, load]) => [contentSlug(file), load]));
  const bodies = new Map<string, LazyBody>();
  return {
    slugs: [...loaderBySlug.keys()],
    body(slug) {
      let body = bodies.get(slug);
      const load = loaderBySlug.get(slug);
      if (!body && load) {
        body = lazy(load);
        bodies.set(slug, body);
      }
      return body;
    },
  };
}
