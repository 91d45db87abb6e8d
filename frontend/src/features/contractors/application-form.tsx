/**
 * The application form of /contractor-network (applyContractor, issue 15): the business, its
 * 1–8 specialties and 1–10 service areas (a ZIP code or a city, and a radius). The generated zod
 * schema checks the values as the API will read them; the API checks again, resolves each ZIP and
 * city, and its messages land under their fields ("serviceAreas.0.zipCode"). A used e-mail gets
 * the same answer as a new one (issue 25: the server e-mails the existing applicant instead).
 */
import { useState } from "react";
import { Controller, useFieldArray, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { useApplyContractor } from "@/api/generated/endpoints/contractors/contractors";
import type { ApplyContractorDto, ContractorSpecialty } from "@/api/generated/model";
import {
  applyContractorBody,
  applyContractorBodyBusinessAddressMax,
  applyContractorBodyContactNameMax,
  applyContractorBodyDescriptionMax,
  applyContractorBodyEmailMax,
  applyContractorBodyLicenseNumberMax,
  applyContractorBodyNameMax,
  applyContractorBodyPhoneMax,
  applyContractorBodySpecialtiesMax,
} from "@/api/generated/zod/contractors/contractors.zod";
import { FormField, TextAreaField } from "@/components/form-field";
import { showServerFieldErrors } from "@/components/form-support";
import { card, failureText, hasPhoneDigits, isWebsiteAddress, legendClass, OPTIONAL, REQUIRED, SentConfirmation } from "@/components/public-form-parts";
import { AREA_RADIUS, AREAS_MAX, areaProblems, emptyArea, toServiceArea, type AreaValues, ServiceAreaFields } from "./service-area-fields";
import { APPLICATION_MESSAGES } from "./application-messages";
import { SpecialtyCheckboxes } from "./specialty-checkboxes";
import { FormAlert } from "@/components/form-notice";

export const APPLICATION_RECEIVED = "Thanks! We review every application within 5 business days.";
export const SPECIALTIES_MAX = applyContractorBodySpecialtiesMax;

export interface ApplicationValues {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  licenseNumber: string;
  yearsInBusiness: string;
  businessAddress: string;
  description: string;
  specialties: ContractorSpecialty[];
  serviceAreas: AreaValues[];
}

const emptyApplication = (): ApplicationValues => ({
  name: "",
  contactName: "",
  email: "",
  phone: "",
  website: "",
  licenseNumber: "",
  yearsInBusiness: "",
  businessAddress: "",
  description: "",
  specialties: [],
  serviceAreas: [emptyArea()],
});

const TOP_FIELDS = Object.keys(APPLICATION_MESSAGES) as (keyof typeof APPLICATION_MESSAGES)[];

const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** The body the API reads: blanks left out, numbers as numbers. */
export function toApplication(values: ApplicationValues): ApplyContractorDto {
  const years = optional(values.yearsInBusiness);
  return {
    name: values.name.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    website: optional(values.website),
    licenseNumber: optional(values.licenseNumber),
    yearsInBusiness: years === undefined ? undefined : Number(years),
    businessAddress: optional(values.businessAddress),
    description: optional(values.description),
    specialties: values.specialties,
    serviceAreas: values.serviceAreas.map(toServiceArea),
  };
}

/** Puts `error` at a dotted path ("serviceAreas.0.radius") of react-hook-form's error tree, unless one is there. */
function place(errors: Record<string, unknown>, path: (string | number)[], message: string) {
  let node = errors;
  for (let i = 0; i < path.length - 1; i++) node = (node[path[i]] ??= typeof path[i + 1] === "number" ? [] : {}) as Record<string, unknown>;
  const last = path[path.length - 1];
  node[last] ??= { type: "validate", message };
}

/** The generated schema, with the phone's digit count and "a ZIP or a city" that the API checks in code. */
const applicationResolver: Resolver<ApplicationValues> = async (values) => {
  const body = toApplication(values);
  const errors: Record<string, unknown> = {};
  const parsed = applyContractorBody.safeParse(body);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [field, index, areaField] = issue.path as [keyof ApplicationValues, number | undefined, keyof AreaValues | undefined];
    // An area's own fields are checked one area at a time below.
    if (field === "serviceAreas" && typeof index === "number" && areaField) continue;
    if (field === "specialties" || field === "serviceAreas") place(errors, [field], APPLICATION_MESSAGES[field]);
    else if (field in APPLICATION_MESSAGES) place(errors, [field], APPLICATION_MESSAGES[field as keyof typeof APPLICATION_MESSAGES]);
  }
  if (!hasPhoneDigits(body.phone)) place(errors, ["phone"], APPLICATION_MESSAGES.phone);
  if (body.website != null && !isWebsiteAddress(body.website)) place(errors, ["website"], APPLICATION_MESSAGES.website);
  body.serviceAreas.forEach((area, index) => {
    for (const [field, message] of Object.entries(areaProblems(area))) place(errors, ["serviceAreas", index, field], message);
  });
  return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<ApplicationValues> } : { values, errors: {} };
};

export function ApplicationForm() {
  const apply = useApplyContractor();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplicationValues>({ resolver: applicationResolver, defaultValues: emptyApplication() });
  const areas = useFieldArray({ control, name: "serviceAreas" });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await apply.mutateAsync({ data: toApplication(values) });
      setSent(answer.message || APPLICATION_RECEIVED);
    } catch (error) {
      const areaFields = values.serviceAreas.flatMap((_area, index) =>
        (["zipCode", "city", "state", "radius"] as const).map((field) => `serviceAreas.${index}.${field}` as const),
      );
      if (showServerFieldErrors<ApplicationValues>(error, [...TOP_FIELDS, ...areaFields], setError) === 0) setFailure(failureText(error));
    }
  });

  if (sent)
    return (
      <SentConfirmation title="Application received">
        <p>{sent}</p>
        <p className="mt-2">
          We have e-mailed you a copy. Once we approve your listing, a second e-mail brings a link to set the password of your contractor account, where you
          keep your profile and service areas current and answer homeowners' requests.
        </p>
      </SentConfirmation>
    );

  const specialtiesError = errors.specialties?.message ?? (errors.specialties as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your contractor application" className={`grid gap-8 ${card}`}>
      <fieldset className="grid gap-5">
        <legend className={legendClass}>Your business</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Business name"
            {...REQUIRED}
            autoComplete="organization"
            maxLength={applyContractorBodyNameMax}
            error={errors.name?.message}
            {...register("name")}
          />
          <FormField
            label="Contact name"
            {...REQUIRED}
            autoComplete="name"
            maxLength={applyContractorBodyContactNameMax}
            error={errors.contactName?.message}
            {...register("contactName")}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Email"
            {...REQUIRED}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={applyContractorBodyEmailMax}
            description="Homeowners' requests come here, and it becomes your sign-in once we approve you."
            error={errors.email?.message}
            {...register("email")}
          />
          <FormField
            label="Phone"
            {...REQUIRED}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={applyContractorBodyPhoneMax}
            description="With area code (at least 10 digits)."
            error={errors.phone?.message}
            {...register("phone")}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Website" {...OPTIONAL} type="url" inputMode="url" autoComplete="url" error={errors.website?.message} {...register("website")} />
          <FormField
            label="Years in business"
            {...OPTIONAL}
            inputMode="numeric"
            maxLength={3}
            error={errors.yearsInBusiness?.message}
            {...register("yearsInBusiness")}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="License or registration number"
            {...OPTIONAL}
            maxLength={applyContractorBodyLicenseNumberMax}
            description="Your Missouri business registration, or a local trade licence where your town requires one."
            error={errors.licenseNumber?.message}
            {...register("licenseNumber")}
          />
          <FormField
            label="Business address"
            {...OPTIONAL}
            autoComplete="street-address"
            maxLength={applyContractorBodyBusinessAddressMax}
            error={errors.businessAddress?.message}
            {...register("businessAddress")}
          />
        </div>
        <TextAreaField
          label="About your business"
          {...OPTIONAL}
          rows={5}
          maxLength={applyContractorBodyDescriptionMax}
          description={`What you build or install, the size of your crew, the jobs you like best: up to ${applyContractorBodyDescriptionMax} characters, shown on your profile.`}
          error={errors.description?.message}
          {...register("description")}
        />
      </fieldset>

      <Controller
        control={control}
        name="specialties"
        render={({ field }) => (
          <SpecialtyCheckboxes
            {...field}
            variant="form"
            idPrefix="application"
            legend={
              <>
                Specialties <span className="text-sm font-normal text-stone-600 dark:text-stone-400">(required)</span>
              </>
            }
            hint={`Choose 1 to ${SPECIALTIES_MAX}: the work you do yourselves, not what you subcontract.`}
            error={specialtiesError}
          />
        )}
      />

      <fieldset className="grid gap-4">
        <legend className={legendClass}>
          Service areas <span className="text-sm font-normal text-stone-600 dark:text-stone-400">(required)</span>
        </legend>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          A ZIP code or a town (Missouri unless you give another state), and how far you travel from it: {AREA_RADIUS.min} to {AREA_RADIUS.max} miles.
          Homeowners who search inside that circle find you. Up to {AREAS_MAX} areas.
        </p>
        {areas.fields.map((area, index) => (
          <ServiceAreaFields
            key={area.id}
            legend={`Area ${index + 1}`}
            field={(name) => register(`serviceAreas.${index}.${name}`)}
            errors={errors.serviceAreas?.[index]}
            onRemove={areas.fields.length > 1 ? () => areas.remove(index) : undefined}
          />
        ))}
        {errors.serviceAreas?.message ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors.serviceAreas.message}</p> : null}
        {areas.fields.length < AREAS_MAX ? (
          <button type="button" className="btn-secondary justify-self-start" onClick={() => areas.append(emptyArea())}>
            Add another area
          </button>
        ) : null}
      </fieldset>

      <FormAlert message={failure} />

      <button
        type="submit"
        disabled={apply.isPending}
        className="btn-primary w-full py-3.5 text-lg disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:justify-self-start sm:px-8"
      >
        {apply.isPending ? "Sending..." : "Send my application"}
      </button>
    </form>
  );
}
