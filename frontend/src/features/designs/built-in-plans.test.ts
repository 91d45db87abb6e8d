import { describe, expect, it } from "vitest";
import { pageHead } from "@/app/page-registry";
import { builtInDesign, builtInPage, builtInSummaries, isBuiltInPlan } from "./built-in-plans";
import { CATALOGUE } from "../../../../backend/src/modules/designs/catalogue";
import { BUILT_IN_PLAN_FIGURES, DESIGN_NOT_FOUND_PATH, designsPages } from "./pages";

/** spec §3: the barndominiums' living / shop sq ft and bedrooms, exactly. */
const BARNDOMINIUMS = [
  ["rose-mount", "Rose Mount", 1800, 3820, 3],
  ["maple-ridge", "Maple Ridge", 2942, 1792, 4],
  ["mayfield", "Mayfield", 2114, 2314, 3],
  ["auburn", "Auburn", 3520, 1600, 4],
  ["oak", "Oak", 2210, 3059, 3],
  ["garret-ridge", "Garret Ridge", 2521, 1580, 4],
  ["cedar-ridge", "Cedar Ridge", 4325, 5572, 4],
  ["cherry-ridge", "Cherry Ridge", 2626, 1408, 3],
] as const;

describe("the built-in plans as placeholder data", () => {
  it("hold spec §3's figures for the eight barndominiums", () => {
    for (const [slug, name, living, shop, bedrooms] of BARNDOMINIUMS) {
      expect(builtInDesign(slug)).toMatchObject({
        slug,
        name,
        category: "Barndominium",
        livingSquareFeet: living,
        shopSquareFeet: shop,
        bedrooms,
        wallRValue: 26,
        floorPlanIncluded: true,
      });
    }
  });

  it("hold the 16 residential plans: no shop, 816 to 2,326 sq ft, 1 to 4 bedrooms, R-26 walls and an R-33 or R-48 roof", () => {
    const residential = builtInSummaries.filter((plan) => plan.category === "Residential");
    expect(residential).toHaveLength(16);
    expect(Math.min(...residential.map((plan) => plan.livingSquareFeet))).toBe(816);
    expect(Math.max(...residential.map((plan) => plan.livingSquareFeet))).toBe(2326);
    for (const plan of residential) {
      expect(plan.shopSquareFeet).toBeNull();
      expect(plan.bedrooms).toBeGreaterThanOrEqual(1);
      expect(plan.bedrooms).toBeLessThanOrEqual(4);
      expect([33, 48]).toContain(plan.roofRValue);
    }
  });

  it("find a plan by slug in any case, the way the API does, and nothing else", () => {
    expect(builtInDesign("Rose-Mount")?.slug).toBe("rose-mount");
    expect(isBuiltInPlan("OAK")).toBe(true);
    expect(builtInDesign("no-such-plan")).toBeUndefined();
    expect(isBuiltInPlan(undefined)).toBe(false);
    expect(isBuiltInPlan(DESIGN_NOT_FOUND_PATH.split("/").pop())).toBe(false);
  });

  it("point at the API's spec sheet and give each upgrade its price in cents", () => {
    const oak = builtInDesign("oak")!;
    expect(oak.specSheetUrl).toBe("/api/designs/oak/spec-sheet.svg");
    expect(oak.features.length).toBeGreaterThan(0);
    for (const feature of oak.features) expect(Number.isInteger(feature.additionalPrice) && feature.additionalPrice > 0).toBe(true);
  });

  it("answer only the unfiltered, name-sorted query, page by page", () => {
    const first = builtInPage({ sort: "name", order: "asc", page: 1, pageSize: 12 })!;
    expect(first.total).toBe(24);
    expect(first.items.map((plan) => plan.name).slice(0, 4)).toEqual(["Alpine", "Aspen", "Auburn", "Baylee"]);
    expect(builtInPage({ sort: "name", page: 2, pageSize: 12 })!.items.at(-1)!.name).toBe("Water's Edge");
    expect(builtInPage({ sort: "name", pageSize: 100 })!.items).toHaveLength(24);
    expect(builtInPage({ sort: "living", page: 1, pageSize: 12 })).toBeUndefined();
    expect(builtInPage({ sort: "name", order: "desc", pageSize: 12 })).toBeUndefined();
    expect(builtInPage({ sort: "name", pageSize: 12, category: "Barndominium" })).toBeUndefined();
  });
});

describe("the plan pages' heads", () => {
  const instances = designsPages.detail.instances;

  it("are written from figures equal to the catalogue's, plan for plan", () => {
    const fromCatalogue = CATALOGUE.map((plan) => ({
      slug: plan.slug,
      name: plan.name,
      category: `${plan.category}`,
      style: `${plan.style}`,
      livingSquareFeet: plan.livingSquareFeet,
      shopSquareFeet: plan.shopSquareFeet,
      bedrooms: plan.bedrooms,
      bathrooms: plan.bathrooms,
      wallRValue: plan.wallRValue,
      roofRValue: plan.roofRValue,
    }));
    expect(BUILT_IN_PLAN_FIGURES).toEqual(fromCatalogue);
  });

  it("prerender one page per built-in plan, each with its own title and a description of its figures", () => {
    expect(instances).toHaveLength(24);
    expect(new Set(instances.map((page) => page.title)).size).toBe(24);
    expect(new Set(instances.map((page) => page.description)).size).toBe(24);
    for (const page of instances) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
    expect(pageHead(designsPages.detail.id, "/designs/rose-mount")).toEqual({
      title: "Rose Mount Barndominium Plan",
      description: "Rose Mount: a 3-bedroom, 2-bath farmhouse barndominium with 1,800 sq ft of living space, a 3,820 sq ft shop, R-26 walls and an R-33 roof.",
      canonicalPath: "/designs/rose-mount",
      noindex: false,
    });
    expect(pageHead(designsPages.detail.id, "/designs/spirit")?.title).toBe("Spirit SIP Home Plan");
  });

  it("keep the not-found document off every plan's path", () => {
    expect(instances.map((page) => page.path)).not.toContain(DESIGN_NOT_FOUND_PATH);
  });
});
