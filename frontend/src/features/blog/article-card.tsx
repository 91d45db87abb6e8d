/** A link card to an article (blog index, related articles); hovering or focusing it starts loading the article's code. */
import { Link } from "react-router";
import { preloadArticle } from "./article-preload";
import { formatArticleDate, type Article } from "./articles";

export function ArticleCard({ article, headingLevel = 3 }: { article: Article; headingLevel?: 2 | 3 }) {
  const preload = () => void preloadArticle(article.slug).catch(() => undefined);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative h-full rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-colors focus-within:border-brand-400 hover:border-brand-300 hover:bg-brand-50 sm:p-6 dark:border-stone-800 dark:bg-stone-900 dark:hover:border-brand-700 dark:hover:bg-stone-800">
      <Heading className="text-lg font-bold text-balance text-stone-900 sm:text-xl dark:text-white">
        {/* The link covers the whole card (after:inset-0); its name stays the title. */}
        <Link
          to={article.path}
          onMouseEnter={preload}
          onFocus={preload}
          onTouchStart={preload}
          className="text-brand-800 underline decoration-brand-300 underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:decoration-brand-700 dark:text-brand-200 dark:decoration-brand-700"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {article.readingMinutes} min read
      </p>
      <p className="mt-3 leading-relaxed text-pretty text-stone-700 dark:text-stone-300">{article.description}</p>
    </article>
  );
}
