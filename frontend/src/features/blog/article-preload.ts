/**
 * The way to an article's body without loading the body loaders (article-body.tsx: one chunk per
 * article file, and the list of them) with the page. A prerendered article shows its body from the
 * HTML (components/prerendered-body.tsx), so the loaders are needed only to open another article
 * or to preload one: they are loaded then, and kept.
 */
import { lazy, type ComponentType } from "react";
import type { MDXProps } from "mdx/types";

type BodyLoaders = typeof import("./article-body");

let loaders: BodyLoaders | undefined;

function loadLoaders(): Promise<BodyLoaders> {
  return loaders ? Promise.resolve(loaders) : import("./article-body").then((module) => (loaders = module));
}

/** Starts loading an article's code (idempotent); resolves when it is ready to render. */
export function preloadArticle(slug: string) {
  return loadLoaders().then((module) => module.preloadArticle(slug));
}

const waiting = new Map<string, ComponentType<MDXProps>>();

/**
 * The lazy component of an article's body; render it inside <Suspense>. Once the loaders are loaded
 * (the route's loaders preload the article first), it is article-body.tsx's own, which renders a
 * loaded body without suspending.
 */
export function articleBody(slug: string): ComponentType<MDXProps> {
  // One component per slug for good: a body shown before the loaders came keeps its component.
  let component = waiting.get(slug);
  if (component) return component;
  if (loaders) return loaders.articleBody(slug);
  component = lazy(() => preloadArticle(slug));
  waiting.set(slug, component);
  return component;
}
