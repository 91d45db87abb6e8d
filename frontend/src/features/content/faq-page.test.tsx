import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, type MetaArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { pages, routeEntries } from "@/app/page-registry";
import { faqEntries, faqSections } from "@/content/faq";
import FaqPage, { faqJsonLd, meta } from "./faq-page";
import { contentPages } from "./pages";

function renderFaq() {
  const Stub = createRoutesStub(routeEntries.filter((entry) => entry.path === "/faq").map((entry) => ({ id: entry.id, path: entry.path, Component: FaqPage })));
  return render(<Stub initialEntries={["/faq"]} />);
}

/** The page's meta, as react-router calls it for /faq. */
function faqMeta() {
  return meta({ matches: [{ id: contentPages.faq.id }], location: { pathname: "/faq" } } as unknown as MetaArgs) ?? [];
}

/** Every path a link may point to: static pages, their aliases and prerendered instances. */
const knownPaths = new Set(
  pages.flatMap((page) => [
    page.path,
    ...(page.aliases ?? []).map((alias) => (typeof alias === "string" ? alias : alias.path)),
    ...(page.instances ?? []).map((instance) => instance.path),
  ]),
);

describe("/faq", () => {
  it("is served by the FAQ module and holds 18-25 distinct questions", () => {
    expect(contentPages.faq.module).toBe("features/content/faq-page.tsx");
    expect(contentPages.faq.prerender).toBe(true);
    expect(faqEntries.length).toBeGreaterThanOrEqual(18);
    expect(faqEntries.length).toBeLessThanOrEqual(25);
    expect(new Set(faqEntries.map((entry) => entry.question)).size).toBe(faqEntries.length);
  });

  it("renders one h1, a section h2 per topic and every question as an h3 with its answer", () => {
    renderFaq();
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([contentPages.faq.title]);
    for (const section of faqSections) {
      const region = within(screen.getByRole("region", { name: section.title }));
      for (const entry of section.entries) {
        expect(region.getByRole("heading", { level: 3, name: entry.question })).toBeTruthy();
        // Whole answer in one paragraph (hyphenated figures are wrapped in no-wrap spans inside it).
        expect(region.getByText((_, element) => element?.tagName === "P" && element.textContent === entry.answer)).toBeTruthy();
      }
    }
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(faqEntries.length);
    // The topic list jumps to each section.
    const topics = within(screen.getByRole("navigation", { name: "Topics" }));
    expect(topics.getByRole("link", { name: faqSections[0].title }).getAttribute("href")).toBe(`#${faqSections[0].id}`);
  });

  it("shows each answer's read-more links as links to real pages of the site", () => {
    renderFaq();
    for (const entry of faqEntries) {
      for (const link of entry.links ?? []) {
        expect(knownPaths.has(link.to), `${entry.question} → ${link.to}`).toBe(true);
        expect(screen.getAllByRole("link", { name: link.label }).some((element) => element.getAttribute("href") === link.to)).toBe(true);
      }
    }
  });

  it("head holds the page's title and canonical plus FAQPage JSON-LD with every question and answer", () => {
    const descriptors = faqMeta();
    expect(descriptors).toContainEqual({ title: expect.stringContaining(contentPages.faq.title) });
    expect(descriptors).toContainEqual(expect.objectContaining({ rel: "canonical", href: expect.stringMatching(/\/faq$/) }));

    // The registry may add other blocks (the business); exactly one is the FAQPage.
    const blocks = descriptors
      .filter((descriptor) => "script:ld+json" in descriptor)
      .map((descriptor) => (descriptor as { "script:ld+json": ReturnType<typeof faqJsonLd> })["script:ld+json"])
      .filter((data) => data["@type"] === "FAQPage");
    expect(blocks).toHaveLength(1);
    const jsonLd = blocks[0];
    expect(jsonLd["@context"]).toBe("https://schema.org");
    expect(jsonLd.mainEntity).toEqual(
      faqEntries.map((entry) => ({ "@type": "Question", name: entry.question, acceptedAnswer: { "@type": "Answer", text: entry.answer } })),
    );
  });

  // Placeholders and the wording of the spec's claims: content/content.test.ts, with the MDX files.
  it("answers are plain text", () => {
    const text = faqEntries.map((entry) => `${entry.question}\n${entry.answer}`).join("\n");
    // JSON-LD answers are shown as text by search engines: no Markdown or HTML inside them.
    expect(text).not.toMatch(/\]\(|<[a-z/]/i);
    expect(text).toContain("within 24 hours");
    expect(text).toContain("12-minute discovery call");
  });
});
