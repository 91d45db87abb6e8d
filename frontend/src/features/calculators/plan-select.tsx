/** "Start from a plan": the catalogue plans grouped by category, with their areas. */
import { SelectField } from "@/components/form-field";
import { squareFeet } from "@/lib/number";
import type { CalculatorPlan } from "./calculator-plans";

const CATEGORIES = [
  { category: "Barndominium", label: "Barndominiums (home and shop)" },
  { category: "Residential", label: "Residential SIP homes" },
] as const;

function optionText(plan: CalculatorPlan): string {
  const shop = plan.shopSquareFeet ? `, ${squareFeet(plan.shopSquareFeet)} shop` : "";
  return `${plan.name}: ${squareFeet(plan.livingSquareFeet)} living${shop}`;
}

export interface PlanSelectProps {
  value: string;
  plans: CalculatorPlan[];
  loading: boolean;
  failed: boolean;
  noneLabel: string;
  onChange: (slug: string) => void;
}

export function PlanSelect({ value, plans, loading, failed, noneLabel, onChange }: PlanSelectProps) {
  const known = plans.some((plan) => plan.slug === value);
  const error = failed
    ? "The plan list did not load. Enter the sizes yourself, or reload the page to try again."
    : !loading && value && !known
      ? "We have no plan by that name any more; the estimate uses the sizes below."
      : undefined;
  return (
    <SelectField
      label="Start from a plan"
      hint="(optional)"
      value={known || loading ? value : ""}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{noneLabel}</option>
      {loading && value ? <option value={value}>Loading plans…</option> : null}
      {CATEGORIES.map(({ category, label }) => {
        const group = plans.filter((plan) => plan.category === category);
        return group.length ? (
          <optgroup key={category} label={label}>
            {group.map((plan) => (
              <option key={plan.slug} value={plan.slug}>
                {optionText(plan)}
              </option>
            ))}
          </optgroup>
        ) : null;
      })}
    </SelectField>
  );
}
