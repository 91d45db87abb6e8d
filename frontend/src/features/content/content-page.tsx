/**
 * Route module of the company and topic pages written in MDX (src/content/pages/<slug>.mdx):
 * the page definition "content/<slug>" gives the h1 and lead, the file gives the body.
 *
 * Each body is its own chunk, loaded only when a client-side navigation shows it: a first visit
 * keeps the prerendered text (lazyContentBodies, components/prerendered-body.tsx).
 */
import { useMatches } from "react-router";
import { metaFrom, useMatchedPage, usePageHead } from "@/lib/page-head";
import { contentPages } from "./pages";
import { ContentBody, ContentCallToAction, ContentHero } from "@/components/content-layout";
import { PrerenderedBody } from "@/components/prerendered-body";
import { lazyContentBodies, type ContentModule, type PageFrontmatter } from "@/lib/content";

export const meta = metaFrom(contentPages);

const bodies = lazyContentBodies(import.meta.glob<ContentModule<PageFrontmatter>>("../../content/pages/*.mdx"));

export default function ContentPage() {
  const matches = useMatches();
  const head = usePageHead(contentPages);
  const page = useMatchedPage(contentPages);
  const Body = page && bodies.body(page.id.replace(/^content\//, ""));
  if (!head || !Body) throw new Error(`No content file for route ${matches[matches.length - 1]?.id}`);

  return (
    <>
      <ContentHero title={head.title} lead={head.description} />
      <ContentBody>
        <PrerenderedBody key={page.id}>
          <Body />
        </PrerenderedBody>
      </ContentBody>
      <ContentCallToAction />
    </>
  );
}
