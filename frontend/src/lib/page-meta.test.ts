import { describe, expect, it } from "vitest";
import { business } from "./business";
import { canonicalUrl, pageMeta, SHARE_IMAGE } from "./page-meta";

describe("pageMeta", () => {
  it("gives the title with the business name, the description and the canonical link", () => {
    const meta = pageMeta({ title: "FAQ", description: "Answers.", canonicalPath: "/faq" });
    expect(meta).toContainEqual({ title: `FAQ | ${business.businessName}` });
    expect(meta).toContainEqual({ name: "description", content: "Answers." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${business.publicBaseUrl}/faq` });
    expect(meta.some((entry) => "name" in entry && entry.name === "robots")).toBe(false);
  });

  it("gives link previews Open Graph and Twitter tags, og:url being the canonical URL", () => {
    const meta = pageMeta({ title: "FAQ", description: "Answers.", canonicalPath: "/faq" });
    const property = (name: string) =>
      meta.filter((entry) => "property" in entry && entry.property === name).map((entry) => (entry as { content: string }).content);
    expect(property("og:title")).toEqual([`FAQ | ${business.businessName}`]);
    expect(property("og:description")).toEqual(["Answers."]);
    expect(property("og:url")).toEqual([`${business.publicBaseUrl}/faq`]);
    expect(property("og:type")).toEqual(["website"]);
    expect(property("og:site_name")).toEqual([business.businessName]);
    expect(property("og:locale")).toEqual(["en_US"]);
    expect(property("og:image")).toEqual([`${business.publicBaseUrl}${SHARE_IMAGE.path}`]);
    expect(property("og:image:width")).toEqual(["1200"]);
    expect(property("og:image:height")).toEqual(["630"]);
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary" });
  });

  it("leaves out the canonical link when there is none and can ask not to be indexed", () => {
    const meta = pageMeta({ title: "Page not found", description: "Gone.", noindex: true });
    expect(meta.some((entry) => "rel" in entry)).toBe(false);
    expect(meta.some((entry) => "property" in entry && entry.property === "og:url")).toBe(false);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("joins the base URL and the path with exactly one slash", () => {
    expect(canonicalUrl("/")).toBe(`${business.publicBaseUrl}/`);
    expect(canonicalUrl("designs")).toBe(`${business.publicBaseUrl}/designs`);
    expect(business.publicBaseUrl.endsWith("/")).toBe(false);
  });
});
