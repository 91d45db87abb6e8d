/**
 * The deposit form's rules: the generated createDepositBody schema (the server's DTO) plus the
 * one rule a schema cannot carry, a start date after today in Missouri and within five years,
 * and the server's messages word for word (backend deposits/dto/create-deposit.dto.ts and
 * deposit-fields.ts), so a visitor reads the same sentence whichever side noticed first.
 */
import type { FieldValues, Resolver } from "react-hook-form";
import type { CreateDepositDto } from "@/api/generated/model";
import { createDepositBody, createDepositBodyAdditionalNotesMax } from "@/api/generated/zod/deposits/deposits.zod";
import { generatedSchemaResolver } from "@/components/form-support";
import { addDays, addYears, businessToday } from "@/lib/dates";

/** spec §3: the build site's state defaults to Missouri. */
export const DEFAULT_STATE = "MO";
/** A start date further out than this is a typo, not a plan (the server's MAX_START_YEARS_AHEAD). */
export const MAX_START_YEARS_AHEAD = 5;

export const START_DATE_REQUIRED_MESSAGE = "Expected start date is required: your best guess is fine.";
export const START_DATE_PAST_MESSAGE = "Expected start date must be in the future.";
export const START_DATE_TOO_FAR_MESSAGE = `Expected start date must be within ${MAX_START_YEARS_AHEAD} years.`;

export const DEPOSIT_MESSAGES = {
  designId: "Choose a plan to reserve.",
  street: "Street address is required.",
  city: "City is required.",
  state: "State must be a 2-letter US state code (e.g., MO).",
  zipCode: "ZIP code must be 5 digits.",
  expectedStartDate: "Expected start date must be a date (YYYY-MM-DD).",
  siteVisitRequired: "Site visit required must be true or false.",
  additionalNotes: `Additional notes must be at most ${createDepositBodyAdditionalNotesMax} characters.`,
} as const;

/** The form's own values: every text box holds a string, the box starts unticked. */
export interface DepositValues {
  designId: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  expectedStartDate: string;
  siteVisitRequired: boolean;
  additionalNotes: string;
}

export const DEPOSIT_FIELDS = ["street", "city", "state", "zipCode", "expectedStartDate", "siteVisitRequired", "additionalNotes"] as const;

export function emptyDeposit(designId: string): DepositValues {
  return { designId, street: "", city: "", state: DEFAULT_STATE, zipCode: "", expectedStartDate: "", siteVisitRequired: false, additionalNotes: "" };
}

/** The dates a start date may take, given Missouri's today: tomorrow up to five years out. */
export function startDateRange(today: string = businessToday()): { min: string; max: string } {
  return { min: addDays(today, 1), max: addYears(today, MAX_START_YEARS_AHEAD) };
}

/** What is wrong with a well-formed start date, or null (the format is the generated schema's rule). */
export function startDateProblem(value: string, today: string = businessToday()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const { min, max } = startDateRange(today);
  if (value < min) return START_DATE_PAST_MESSAGE;
  if (value > max) return START_DATE_TOO_FAR_MESSAGE;
  return null;
}

function depositSchema(today: string) {
  return createDepositBody.extend({
    expectedStartDate: createDepositBody.shape.expectedStartDate.superRefine((value, context) => {
      const problem = startDateProblem(value, today);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  });
}

/** The form's resolver; "today" is taken at each check, so a page left open overnight still judges right. */
export function depositResolver(now: () => Date = () => new Date()): Resolver<DepositValues> {
  return (values, context, options) =>
    generatedSchemaResolver<DepositValues>(depositSchema(businessToday(now())), DEPOSIT_MESSAGES, {
      expectedStartDate: START_DATE_REQUIRED_MESSAGE,
    })(values, context, options);
}

/** The checked values as the API's body (the resolver has parsed them with the generated schema). */
export function depositBody(values: FieldValues): CreateDepositDto {
  return values as CreateDepositDto;
}
