/** schema.org Article of a blog post, added by its page's `meta` after the registry's head. */
import { business } from "@/lib/business";
import { canonicalUrl, SHARE_IMAGE } from "@/lib/page-meta";
import type { JsonLd } from "@/lib/structured-data";
import type { Article } from "./articles";

export function articleJsonLd(article: Article): JsonLd {
  const home = canonicalUrl("/");
  // The same organization as the business JSON-LD on every page (its "@id"), named here as well.
  const organization = { "@type": "Organization", "@id": `${home}#business`, name: business.businessName, url: home };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.updated,
    wordCount: article.words,
    inLanguage: "en-US",
    image: canonicalUrl(SHARE_IMAGE.path),
    author: organization,
    publisher: organization,
    mainEntityOfPage: { "@type": "WebPage", "@id": canonicalUrl(article.path) },
  };
}
