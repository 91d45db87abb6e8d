/** The catalogue plans the calculators offer, from the designs API (one page holds them all). */
import { useListDesigns } from "@/api/generated/endpoints/designs/designs";
import type { DesignSummaryDto } from "@/api/generated/model";

export type CalculatorPlan = Pick<DesignSummaryDto, "slug" | "name" | "category" | "livingSquareFeet" | "shopSquareFeet" | "wallRValue" | "roofRValue">;

/** The same query as the contact form's model list, so the two share one cached answer. */
const CATALOGUE_QUERY = { sort: "name", pageSize: 100 } as const;

export interface CalculatorPlans {
  /** Active plans A→Z; empty while loading or when the catalogue failed to load. */
  plans: CalculatorPlan[];
  loading: boolean;
  failed: boolean;
}

export function useCalculatorPlans(): CalculatorPlans {
  const { data, isPending, isError } = useListDesigns(CATALOGUE_QUERY);
  return { plans: data?.items ?? [], loading: isPending, failed: isError };
}
