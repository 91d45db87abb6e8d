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
import type { ComponentType } from "react";
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

/** "../../content/cities/st-joseph.mdx" → "st-joseph" */
export function contentSlug(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.mdx$/, "");
}

/** An `import.meta.glob(..., { eager: true })` result keyed by slug. */
export function contentBySlug<Frontmatter>(
  files: Record<string, ContentModule<Frontmatter>>,
): ReadonlyMap<string, ContentModule<Frontmatter>> {
  return new Map(Object.entries(files).map(([file, module]) => [contentSlug(file), module]));
}
