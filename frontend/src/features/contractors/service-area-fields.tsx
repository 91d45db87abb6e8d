/**
 * One service area's inputs (issue 15): a ZIP code or a town, its state (Missouri unless given)
 * and the radius the contractor travels. Used by the application (/contractor-network) and the
 * contractor dashboard; the API resolves the place and answers an unknown one at its field.
 */
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import type { ServiceAreaInputDto } from "@/api/generated/model";
import {
  addMyServiceAreaBody,
  addMyServiceAreaBodyCityMax,
  addMyServiceAreaBodyRadiusMax,
  addMyServiceAreaBodyRadiusMin,
  addMyServiceAreaBodyStateDefault,
} from "@/api/generated/zod/contractor-portal/contractor-portal.zod";
import { applyContractorBodyServiceAreasMax } from "@/api/generated/zod/contractors/contractors.zod";
import { FormField } from "@/components/form-field";

export const AREA_RADIUS = { min: addMyServiceAreaBodyRadiusMin, max: addMyServiceAreaBodyRadiusMax } as const;
/** A listing's areas at the most (the application and the dashboard). */
export const AREAS_MAX = applyContractorBodyServiceAreasMax;

/** The API's words (ServiceAreaInputDto). */
export const AREA_MESSAGES = {
  noPlace: "Enter a ZIP code or a city.",
  zipCode: "Enter a 5-digit ZIP code.",
  city: "Enter a city name of one line and at most 100 characters.",
  state: "Enter a 2-letter state code, such as MO.",
  radius: `Service radius must be a whole number of miles from ${AREA_RADIUS.min} to ${AREA_RADIUS.max}.`,
} as const;

export interface AreaValues {
  zipCode: string;
  city: string;
  state: string;
  radius: string;
}

export const emptyArea = (): AreaValues => ({ zipCode: "", city: "", state: addMyServiceAreaBodyStateDefault, radius: "30" });

/** The body of one area: blanks left out, the radius a number (NaN for text, which the schema refuses). */
export function toServiceArea(area: AreaValues): ServiceAreaInputDto {
  const zipCode = area.zipCode.trim();
  const city = area.city.trim();
  const state = area.state.trim().toUpperCase();
  const radius = area.radius.trim();
  return {
    ...(zipCode ? { zipCode } : {}),
    ...(city ? { city } : {}),
    ...(city && state ? { state } : {}),
    radius: radius === "" ? Number.NaN : Number(radius),
  };
}

/**
 * What is wrong with one area before it is sent, in the API's words: the generated schema's rules,
 * plus the two the API checks in code (a ZIP or a town; whole miles). The API also resolves the place.
 */
export function areaProblems(area: ServiceAreaInputDto): Partial<Record<keyof AreaValues, string>> {
  const problems: Partial<Record<keyof AreaValues, string>> = {};
  const parsed = addMyServiceAreaBody.safeParse(area);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as keyof AreaValues;
    if (field in AREA_MESSAGES) problems[field] ??= AREA_MESSAGES[field];
  }
  if (!area.zipCode && !area.city) problems.zipCode ??= AREA_MESSAGES.noPlace;
  if (!Number.isInteger(area.radius)) problems.radius ??= AREA_MESSAGES.radius;
  return problems;
}

export function ServiceAreaFields({
  legend,
  field,
  errors,
  onRemove,
}: {
  legend: string;
  field: (name: keyof AreaValues) => UseFormRegisterReturn;
  errors?: Partial<Record<keyof AreaValues, FieldError>>;
  onRemove?: () => void;
}) {
  return (
    <fieldset className="grid gap-4 rounded-lg p-4 ring-1 ring-stone-300 dark:ring-stone-700">
      <legend className="px-1 font-semibold text-stone-900 dark:text-white">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)_5rem_8rem]">
        <FormField label="ZIP code" inputMode="numeric" autoComplete="off" maxLength={5} error={errors?.zipCode?.message} {...field("zipCode")} />
        <FormField label="or town" autoComplete="off" maxLength={addMyServiceAreaBodyCityMax} error={errors?.city?.message} {...field("city")} />
        <FormField label="State" autoComplete="off" maxLength={2} error={errors?.state?.message} {...field("state")} />
        <FormField label="Radius (miles)" inputMode="numeric" autoComplete="off" maxLength={3} error={errors?.radius?.message} {...field("radius")} />
      </div>
      {onRemove ? (
        <button type="button" className="link justify-self-start text-sm" onClick={onRemove}>
          Remove {legend.toLowerCase()}
        </button>
      ) : null}
    </fieldset>
  );
}
