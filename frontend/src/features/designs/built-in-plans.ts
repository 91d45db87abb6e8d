/**
 * The built-in plans (backend/src/modules/designs/catalogue.ts, the data the seeder writes into
 * the database) in the API's shapes. The pages use them as react-query `placeholderData`: the
 * prerendered HTML and the first paint show them, and the live API answer replaces them as soon as
 * it arrives (a plan an admin edited shows its new figures then). Never `initialData`: data never
 * goes stale here (spec §4), so initial data would never be refetched.
 */
import type { DesignResponseDto, DesignSummaryDto, ListDesignsParams, PaginatedDesignsResponseDto } from "@/api/generated/model";
import { CATALOGUE, type CataloguePlan } from "../../../../backend/src/modules/designs/catalogue";
import { specSheetPath } from "../../components/plans/spec-sheet";

function summary(plan: CataloguePlan): DesignSummaryDto {
  return {
    // The database id is not known at build time; the pages address plans by slug.
    id: 0,
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
    // Built-in plans are "price on request": the cost estimate answers what one costs to build.
    price: null,
    specSheetUrl: specSheetPath(plan.slug),
    description: plan.description,
    // Built in means offered; the office may archive one later (the live answer then says so).
    status: "active",
  };
}

const bySlug = new Map(CATALOGUE.map((plan) => [plan.slug, plan]));

/** Whether the slug (any case, as the API accepts it) names a built-in plan. */
export function isBuiltInPlan(slug: string | undefined): boolean {
  return slug !== undefined && bySlug.has(slug.toLowerCase());
}

/** A built-in plan as GET /api/designs/{slug} answers it, or undefined. */
export function builtInDesign(slug: string | undefined): DesignResponseDto | undefined {
  const plan = slug === undefined ? undefined : bySlug.get(slug.toLowerCase());
  if (!plan) return undefined;
  return {
    ...summary(plan),
    floorPlanIncluded: true,
    primaryImage: null,
    images: [],
    features: plan.features.map((feature, index) => ({ id: -(index + 1), ...feature })),
  };
}

/** Every built-in plan, A→Z by name (the API's default order). */
export const builtInSummaries: readonly DesignSummaryDto[] = CATALOGUE.map(summary).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/**
 * The built-in plans as GET /api/designs answers an unfiltered query sorted by name ascending, for
 * that query only (the prerendered catalogue page, the compare page's plan list); undefined for any
 * other, whose answer only the API knows.
 */
export function builtInPage(params: ListDesignsParams): PaginatedDesignsResponseDto | undefined {
  const { sort = "name", order = "asc", page = 1, pageSize = 12, ...filters } = params;
  if (sort !== "name" || order !== "asc" || Object.values(filters).some((value) => value !== undefined)) return undefined;
  const items = builtInSummaries.slice((page - 1) * pageSize, page * pageSize);
  return { items, total: builtInSummaries.length, page, pageSize, nearMiss: null };
}
