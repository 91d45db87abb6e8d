import type { MetaDescriptor } from "react-router";
import { business } from "./business";
import { absoluteUrl } from "./structured-data";

export interface PageMetaInput {
  /** The page's title; the <title> adds the business name. */
  title: string;
  description: string;
  /** Path of the canonical URL ("/designs"); omit for pages that have none (not found). */
  canonicalPath?: string;
  noindex?: boolean;
}

/** The share image (frontend/public, made by scripts/make-share-image.mjs): 1200x630 PNG. */
export const SHARE_IMAGE = {
  path: "/share-card.png",
  width: 1200,
  height: 630,
  alt: "Energy-efficient barndominiums and SIP homes from St. Joseph, Missouri: 7-day shell install, 30-50% faster build, 20-30% savings, R-24 to R-50 insulation.",
} as const;

/** "https://example.com" + "/designs" → "https://example.com/designs" */
export function canonicalUrl(path: string): string {
  return absoluteUrl(business.publicBaseUrl, path);
}

export function documentTitle(title: string): string {
  return `${title} | ${business.businessName}`;
}

/**
 * The <head> of a page: title with the business name, description, canonical link, and the
 * Open Graph and Twitter tags link previews use. No og:url without a canonical URL.
 */
export function pageMeta({ title, description, canonicalPath, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.businessName },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: canonicalUrl(SHARE_IMAGE.path) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary" },
  ];
  if (canonicalPath !== undefined) {
    const href = canonicalUrl(canonicalPath);
    meta.push({ tagName: "link", rel: "canonical", href }, { property: "og:url", content: href });
  }
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
