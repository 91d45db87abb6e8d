/**
 * The body of an article, each MDX file its own chunk.
 *
 * The route's loaders (article-page.tsx) load the article's module before it renders: at build
 * time, so the prerendered HTML holds the whole article, and before a client-side navigation, so
 * no loading state flashes. A body whose module is loaded renders at once, without suspending.
 * On the first visit to a prerendered article the browser keeps the server's HTML and never loads
 * the chunk (components/prerendered-body.tsx), nor this module: pages reach it through
 * article-preload.ts, which loads it on first use. Hovering or focusing a link to an article starts
 * loading it too.
 */
import { lazy, type ComponentType } from "react";
import type { MDXProps } from "mdx/types";
import type { BlogFrontmatter, ContentModule } from "@/lib/content";
import { blogFileSlug } from "./articles";

type ArticleModule = ContentModule<BlogFrontmatter>;

const importers = new Map(Object.entries(import.meta.glob<ArticleModule>("../../content/blog/*.mdx")).map(([file, load]) => [blogFileSlug(file), load]));

/** Modules already loaded, by slug. */
const loaded = new Map<string, ArticleModule>();

/** Starts loading an article's code (idempotent); resolves when it is ready to render. */
export function preloadArticle(slug: string): Promise<ArticleModule> {
  const ready = loaded.get(slug);
  if (ready) return Promise.resolve(ready);
  const load = importers.get(slug);
  if (!load) return Promise.reject(new Error(`No article file for "${slug}"`));
  return load().then((module) => {
    loaded.set(slug, module);
    return module;
  });
}

/** A thenable that calls back at once: React.lazy then renders without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

const components = new Map<string, ComponentType<MDXProps>>();

/** The lazy component of an article's body; render it inside <Suspense>. */
export function articleBody(slug: string): ComponentType<MDXProps> {
  let component = components.get(slug);
  if (!component) {
    component = lazy(() => {
      const ready = loaded.get(slug);
      return ready ? (settled(ready) as Promise<ArticleModule>) : preloadArticle(slug);
    });
    components.set(slug, component);
  }
  return component;
}
