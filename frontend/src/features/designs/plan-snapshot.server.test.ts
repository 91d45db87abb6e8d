import { describe, expect, it } from "vitest";
import type { DesignResponseDto } from "@/api/generated/model";
import { builtInDesign } from "./built-in-plans";
import { fetchPlanSnapshot, largestPicture, planSnapshot, withPlanPictures } from "./plan-snapshot.server";

const withPicture = (slug: string, status: DesignResponseDto["status"] = "active"): DesignResponseDto => ({
  ...builtInDesign(slug)!,
  status,
  images: [
    {
      id: 1,
      kind: "floor_plan",
      alt: "Floor plan",
      caption: null,
      sortOrder: 0,
      imageUrl: "/api/media/a",
      sources: { src: "/api/media/a", srcSetWebp: "/api/media/s 480w, /api/media/a 960w, /api/media/l 1600w", srcSetAvif: "", width: 1600, height: 900 },
    },
  ],
});

/** Answers like the running site's API: 200 with the plan, 404 for a draft. */
function site(plans: Record<string, DesignResponseDto | number>) {
  const asked: string[] = [];
  const fetcher = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    asked.push(url.href);
    const plan = plans[url.pathname.split("/").pop()!];
    if (typeof plan === "number") return new Response("{}", { status: plan });
    return plan ? Response.json(plan) : new Response('{"statusCode":404}', { status: 404 });
  }) as typeof fetch;
  return { fetcher, asked };
}

describe("the build's plan snapshot (issue 31)", () => {
  it("reads each plan from the running site: its answer, or null where it has no public page", async () => {
    const { fetcher, asked } = site({ oak: withPicture("oak"), everly: withPicture("everly", "archived") });
    const snapshot = await fetchPlanSnapshot("https://www.builder.example/", ["oak", "everly", "spirit"], fetcher);
    expect(asked.sort()).toEqual([
      "https://www.builder.example/api/designs/everly",
      "https://www.builder.example/api/designs/oak",
      "https://www.builder.example/api/designs/spirit",
    ]);
    expect([...snapshot.keys()]).toEqual(["oak", "everly", "spirit"]);
    expect(snapshot.get("oak")!.images).toHaveLength(1);
    expect(snapshot.get("spirit")).toBeNull();
  });

  it("fails the build with a sentence when the site answers anything else, or is no address", async () => {
    await expect(fetchPlanSnapshot("https://www.builder.example", ["oak"], site({ oak: 503 }).fetcher)).rejects.toThrow(
      "Reading the plans from https://www.builder.example: /api/designs/oak answered 503. Unset PRERENDER_PLANS_FROM to build without them.",
    );
    await expect(fetchPlanSnapshot("builder", ["oak"], site({}).fetcher)).rejects.toThrow(/is not an address/);
    await expect(fetchPlanSnapshot("ftp://builder.example", ["oak"], site({}).fetcher)).rejects.toThrow(/must start with https/);
  });

  it("is empty, asking nobody, without PRERENDER_PLANS_FROM", async () => {
    expect((await planSnapshot({})).size).toBe(0);
    expect((await planSnapshot({ PRERENDER_PLANS_FROM: "  " })).size).toBe(0);
  });

  it("takes plans out of the catalogue off the sitemap and gives the others their pictures' largest sizes", () => {
    const snapshot = new Map<string, DesignResponseDto | null>([
      ["oak", withPicture("oak")],
      ["everly", withPicture("everly", "archived")],
      ["spirit", null],
      ["aspen", { ...builtInDesign("aspen")!, status: "active" }],
    ]);
    const entries = [
      { path: "/" },
      { path: "/designs" },
      { path: "/designs/oak" },
      { path: "/designs/everly" },
      { path: "/designs/spirit" },
      { path: "/designs/aspen" },
      { path: "/designs/auburn", lastmod: "2026-01-01" },
    ];
    expect(withPlanPictures(entries, snapshot)).toEqual([
      { path: "/" },
      { path: "/designs" },
      { path: "/designs/oak", images: ["/api/media/l"] },
      { path: "/designs/aspen" },
      { path: "/designs/auburn", lastmod: "2026-01-01" },
    ]);
    expect(withPlanPictures(entries, new Map())).toEqual(entries);
    expect(largestPicture({ imageUrl: "/images/a.jpg", sources: null })).toBe("/images/a.jpg");
  });
});
