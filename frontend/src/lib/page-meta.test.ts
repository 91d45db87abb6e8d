import { describe, expect, it } from "vitest";
import { business } from "./business";
import { canonicalUrl, pageMeta } from "./page-meta";

describe("pageMeta", () => {
  it("gives the title with the business name, the description and the canonical link", () => {
    const meta = pageMeta({ title: "FAQ", description: "Answers.", canonicalPath: "/faq" });
    expect(meta).toContainEqual({ title: `FAQ | ${business.businessName}` });
    expect(meta).toContainEqual({ name: "description", content: "Answers." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${business.publicBaseUrl}/faq` });
    expect(meta.some((entry) => "name" in entry && entry.name === "robots")).toBe(false);
  });

  it("leaves out the canonical link when there is none and can ask not to be indexed", () => {
    const meta = pageMeta({ title: "Page not found", description: "Gone.", noindex: true });
    expect(meta.some((entry) => "rel" in entry)).toBe(false);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("joins the base URL and the path with exactly one slash", () => {
    expect(canonicalUrl("/")).toBe(`${business.publicBaseUrl}/`);
    expect(canonicalUrl("designs")).toBe(`${business.publicBaseUrl}/designs`);
    expect(business.publicBaseUrl.endsWith("/")).toBe(false);
  });
});
