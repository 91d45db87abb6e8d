/**
 * The deposit form's rules: the generated createDepositBody schema (the server's DTO) plus the
 * one rule a schema cannot carry, a start date after today in Missouri and within five years,
 * taken with its wording from the API's own deposit rules (backend deposits/deposit-rules.ts);
 * the other messages are copies of the DTO's (create-deposit.dto.ts), so a visitor reads the same
 * sentence whichever side noticed first.
 */
import type { FieldValues, Resolver } from "react-hook-form";
import type { CreateDepositDto } from "@/api/generated/model";
import { createDepositBody, createDepositBodyAdditionalNotesMax } from "@/api/generated/zod/deposits/deposits.zod";
import { generatedSchemaResolver } from "@/components/form-support";
import { businessToday } from "@/lib/dates";
import {
  AGREEMENT_REFERENCE_MESSAGE,
  CONSENT_MESSAGE,
  DEFAULT_DEPOSIT_STATE,
  SIGNER_NAME_MESSAGE,
  START_DATE_FORMAT_MESSAGE,
  START_DATE_REQUIRED_MESSAGE,
  STATE_MESSAGE,
  startDateProblem,
  ZIP_CODE_MESSAGE,
} from "../../../../backend/src/modules/deposits/deposit-rules";

export { CONSENT_MESSAGE, DEFAULT_DEPOSIT_STATE, SIGNER_NAME_MESSAGE, startDateRange, US_STATES } from "../../../../backend/src/modules/deposits/deposit-rules";

export const DEPOSIT_MESSAGES = {
  designId: "Choose a plan to reserve.",
  street: "Street address is required.",
  city: "City is required.",
  state: STATE_MESSAGE,
  zipCode: ZIP_CODE_MESSAGE,
  expectedStartDate: START_DATE_FORMAT_MESSAGE,
  siteVisitRequired: "Site visit required must be true or false.",
  additionalNotes: `Additional notes must be at most ${createDepositBodyAdditionalNotesMax} characters.`,
  signerName: SIGNER_NAME_MESSAGE,
  consentToSignElectronically: CONSENT_MESSAGE,
  agreementVersion: AGREEMENT_REFERENCE_MESSAGE,
  agreementSha256: AGREEMENT_REFERENCE_MESSAGE,
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
  /** The typed full name: the signature (issue 29). */
  signerName: string;
  consentToSignElectronically: boolean;
  /** The agreement the buyer read, as the server sent it (getDepositAgreement); set by the page, not typed. */
  agreementVersion: string;
  agreementSha256: string;
}

export const DEPOSIT_FIELDS = [
  "street",
  "city",
  "state",
  "zipCode",
  "expectedStartDate",
  "siteVisitRequired",
  "additionalNotes",
  "signerName",
  "consentToSignElectronically",
] as const;

export function emptyDeposit(designId: string): DepositValues {
  return {
    designId,
    street: "",
    city: "",
    state: DEFAULT_DEPOSIT_STATE,
    zipCode: "",
    expectedStartDate: "",
    siteVisitRequired: false,
    additionalNotes: "",
    signerName: "",
    consentToSignElectronically: false,
    agreementVersion: "",
    agreementSha256: "",
  };
}

function depositSchema(today: string) {
  return createDepositBody.extend({
    expectedStartDate: createDepositBody.shape.expectedStartDate.superRefine((value, context) => {
      const problem = startDateProblem(value, today);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
    // Consent is a yes the buyer gives: an unticked box is no signature (the server says the same).
    consentToSignElectronically: createDepositBody.shape.consentToSignElectronically.refine((value) => value === true, { message: CONSENT_MESSAGE }),
  });
}

/** The form's resolver; "today" is taken at each check, so a page left open overnight still judges right. */
export function depositResolver(now: () => Date = () => new Date()): Resolver<DepositValues> {
  return (values, context, options) =>
    generatedSchemaResolver<DepositValues>(depositSchema(businessToday(now())), DEPOSIT_MESSAGES, {
      expectedStartDate: START_DATE_REQUIRED_MESSAGE,
      signerName: SIGNER_NAME_MESSAGE,
    })(values, context, options);
}

/** The checked values as the API's body (the resolver has parsed them with the generated schema). */
export function depositBody(values: FieldValues): CreateDepositDto {
  return values as CreateDepositDto;
}
