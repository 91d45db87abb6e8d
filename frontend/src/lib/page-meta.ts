import type { MetaDescriptor } from "react-router";
import { business } from "./business";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical URL ("/designs"); omit for pages that have none (not found). */
  canonicalPath?: string;
  noindex?: boolean;
}

/** "https://example.com" + "/designs" → "https://example.com/designs" */
export function canonicalUrl(path: string): string {
  return `${business.publicBaseUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

export function documentTitle(title: string): string {
  return `${title} | ${business.businessName}`;
}

/** The <head> of a page: title with the business name, description, canonical link, Open Graph. */
export function pageMeta({ title, description, canonicalPath, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.businessName },
  ];
  if (canonicalPath !== undefined) {
    const href = canonicalUrl(canonicalPath);
    meta.push({ tagName: "link", rel: "canonical", href }, { property: "og:url", content: href });
  }
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
