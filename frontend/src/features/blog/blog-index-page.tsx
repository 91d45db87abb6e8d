/** Route module of /blog (Vol. VII of the resource library): every article, newest first. */
import { metaFrom, usePageHead } from "@/lib/page-head";
import { blogPages } from "./pages";
import { ContentCallToAction, ContentHero } from "@/components/content-layout";
import { ArticleCard } from "./article-card";
import { articlesNewestFirst } from "./articles";

export const meta = metaFrom(blogPages);

export default function BlogIndexPage() {
  const head = usePageHead(blogPages);
  if (!head) throw new Error("The blog index has no page definition");

  return (
    <>
      <ContentHero title={head.title} lead={head.description} eyebrow="Resource library · Vol. VII" />
      <section aria-labelledby="articles-title" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id="articles-title" className="sr-only">
          Articles, newest first
        </h2>
        <ol className="grid gap-5 sm:grid-cols-2">
          {articlesNewestFirst.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel={3} />
            </li>
          ))}
        </ol>
      </section>
      <ContentCallToAction />
    </>
  );
}
