/**
 * Route module of the company and topic pages written in MDX (src/content/pages/<slug>.mdx):
 * the page definition "content/<slug>" gives the h1 and lead, the file gives the body.
 */
import { useMatches } from "react-router";
import { registryMeta, usePageHead } from "@/app/page-head";
import { routeEntry } from "@/app/page-registry";
import { ContentBody, ContentCallToAction, ContentHero } from "@/components/content-layout";
import { mdxComponents } from "@/components/mdx-components";
import { contentBySlug, type ContentModule, type PageFrontmatter } from "@/lib/content";

export const meta = registryMeta;

const files = contentBySlug(import.meta.glob<ContentModule<PageFrontmatter>>("../../content/pages/*.mdx", { eager: true }));

/** "content/about" → the module of src/content/pages/about.mdx */
export function contentFor(pageId: string): ContentModule<PageFrontmatter> | undefined {
  return files.get(pageId.replace(/^content\//, ""));
}

export default function ContentPage() {
  const matches = useMatches();
  const head = usePageHead();
  const page = routeEntry(matches[matches.length - 1]?.id ?? "")?.page;
  const content = page && contentFor(page.id);
  if (!head || !content) throw new Error(`No content file for route ${matches[matches.length - 1]?.id}`);
  const Body = content.default;

  return (
    <>
      <ContentHero title={head.title} lead={head.description} />
      <ContentBody>
        <Body components={mdxComponents} />
      </ContentBody>
      <ContentCallToAction />
    </>
  );
}
