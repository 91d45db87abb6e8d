/**
 * Route module of /blog/:id. The fixed articles (pages.ts) are prerendered one by one with their
 * bodies; any other id shows the site's not-found page (the server answers such paths with the
 * prerendered not-found document of pages.ts `notFoundPath` and status 404).
 */
import { lazy, Suspense } from "react";
import { Link, useParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaDescriptor, type MetaFunction } from "react-router";
import { metaFrom } from "@/lib/page-head";
import { blogPages } from "./pages";
import { notFoundMeta } from "@/lib/not-found-meta";
import { ContentBody, ContentCallToAction, ContentHero } from "@/components/content-layout";
import { ArrowRightIcon, CalendarIcon, ClockIcon } from "@/components/icons";
import { PrerenderedBody } from "@/components/prerendered-body";
import { jsonLdMeta } from "@/lib/structured-data";
import { articleBody, preloadArticle } from "./article-preload";
import { ArticleCard } from "./article-card";
import { articleJsonLd } from "./article-json-ld";
import { articleAuthor, articleBySlug, formatArticleDate, relatedArticles } from "./articles";

// Shown only for an id that is no page: loaded then, not with every prerendered page.
const NotFound = lazy(() => import("@/components/page-not-found").then((module) => ({ default: module.PageNotFound })));

/**
 * Runs at build time only (prerender): the article's module is loaded before rendering, so the
 * HTML holds the whole body. Allowed with `ssr: false` because the fixed articles are prerendered.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  if (articleBySlug(params.id)) await preloadArticle(params.id!);
  return null;
}

/** Client-side navigations: load the article's code first, so the page appears whole. Never fetches. */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  if (articleBySlug(params.id)) await preloadArticle(params.id!).catch(() => undefined);
  return null;
}

export const meta: MetaFunction = (args) => {
  const article = articleBySlug(args.params.id);
  if (!article) return notFoundMeta(args);
  const head = metaFrom(blogPages)(args).map((descriptor): MetaDescriptor =>
    "property" in descriptor && descriptor.property === "og:type" ? { property: "og:type", content: "article" } : descriptor,
  );
  return [
    ...head,
    { property: "article:published_time", content: article.date },
    { property: "article:modified_time", content: article.updated },
    jsonLdMeta(articleJsonLd(article)),
  ];
};

export default function ArticlePage() {
  const article = articleBySlug(useParams().id);
  if (!article) return <NotFound />;
  const Body = articleBody(article.slug);
  const related = relatedArticles(article);

  return (
    <>
      <ContentHero title={article.title} lead={article.description} eyebrow="Blog">
        <dl className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-stone-700 dark:text-stone-300">
          <div className="flex gap-1.5">
            <dt>By</dt>
            <dd className="font-semibold text-stone-900 dark:text-white">{articleAuthor}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1.5">
              <CalendarIcon className="size-4 text-brand-700 dark:text-brand-300" />
              Published
            </dt>
            <dd>
              <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            </dd>
          </div>
          {article.updated !== article.date ? (
            <div className="flex gap-1.5">
              <dt>Updated</dt>
              <dd>
                <time dateTime={article.updated}>{formatArticleDate(article.updated)}</time>
              </dd>
            </div>
          ) : null}
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Reading time</dt>
            <dd className="flex items-center gap-1.5">
              <ClockIcon className="size-4 text-brand-700 dark:text-brand-300" />
              {article.readingMinutes} min read
            </dd>
          </div>
        </dl>
      </ContentHero>
      <ContentBody>
        <PrerenderedBody key={article.slug}>
          <Suspense
            fallback={
              <p role="status" className="text-stone-600 dark:text-stone-400">
                Loading the article…
              </p>
            }
          >
            <Body />
          </Suspense>
        </PrerenderedBody>
        <section aria-labelledby="related-title" className="mt-16 border-t border-stone-200 pt-10 dark:border-stone-800">
          <h2 id="related-title" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
            Related articles
          </h2>
          <ul className="mt-6 grid gap-4">
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link to="/blog" className="link inline-flex items-center gap-1.5">
              All articles on the blog
              <ArrowRightIcon className="size-4" />
            </Link>
          </p>
        </section>
      </ContentBody>
      <ContentCallToAction heading="Ready to talk about your own build?" />
    </>
  );
}
