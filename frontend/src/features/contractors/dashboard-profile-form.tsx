/**
 * "Your profile" on /contractors/dashboard (updateMyContractorProfile, issue 15): what the
 * contractor keeps current themselves (description, phone, website, contact name, business
 * address, 1 to 8 specialties). The business name, license number, years in business and
 * e-mail are shown read-only: the API refuses them from the contractor (the office changes
 * them). The API's messages land under their fields.
 */
import { useState } from "react";
import { Controller, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { getGetMyContractorProfileQueryKey, useUpdateMyContractorProfile } from "@/api/generated/endpoints/contractor-portal/contractor-portal";
import type { ContractorSpecialty, MyContractorProfileResponseDto, UpdateMyContractorProfileDto } from "@/api/generated/model";
import {
  updateMyContractorProfileBodyBusinessAddressMax,
  updateMyContractorProfileBodyContactNameMax,
  updateMyContractorProfileBodyDescriptionMax,
  updateMyContractorProfileBodyPhoneMax,
  updateMyContractorProfileBodySpecialtiesMax,
  updateMyContractorProfileBodyWebsiteMax,
} from "@/api/generated/zod/contractor-portal/contractor-portal.zod";
import { useQueryClient } from "@tanstack/react-query";
import { BusinessEmailLink, BusinessPhoneLink } from "@/components/business-contact-links";
import { FormField, TextAreaField } from "@/components/form-field";
import { showServerFieldErrors } from "@/components/form-support";
import { hasPhoneDigits, isWebsiteAddress, legendClass } from "@/components/public-form-parts";
import { toast } from "@/components/toast/use-toast";
import { FormAlert } from "@/components/form-notice";
import { failureText } from "@/lib/session/use-auth-actions";
import { officeHours } from "@/lib/business";
import { SPECIALTY_CHOICES } from "./contractor-query";
import { SpecialtyCheckboxes } from "./specialty-checkboxes";

export const OFFICE_ONLY_NOTE = "Only our office can change this; call or e-mail us.";
export const PROFILE_SAVED_TOAST = { title: "Profile saved", description: "Your listing shows the new details." };

/** The API's words (UpdateMyContractorProfileDto), so the client and the server say the same. */
export const PROFILE_MESSAGES = {
  description: `Description must be at most ${updateMyContractorProfileBodyDescriptionMax} characters.`,
  phone: "Please enter a phone number with area code, using digits, spaces and + ( ) - . only.",
  website: "Please enter a valid website address starting with http:// or https://, or leave it empty.",
  contactName: `Contact name must be at most ${updateMyContractorProfileBodyContactNameMax} characters.`,
  businessAddress: `Business address must be at most ${updateMyContractorProfileBodyBusinessAddressMax} characters.`,
  specialties: `Choose 1 to ${updateMyContractorProfileBodySpecialtiesMax} specialties.`,
} as const;

export interface ProfileValues {
  description: string;
  phone: string;
  website: string;
  contactName: string;
  businessAddress: string;
  specialties: ContractorSpecialty[];
}

/** The fields the contractor may send; the form never sends another. */
export const EDITABLE_FIELDS = [
  "description",
  "phone",
  "website",
  "contactName",
  "businessAddress",
  "specialties",
] as const satisfies readonly (keyof ProfileValues & keyof UpdateMyContractorProfileDto)[];

export const profileValuesOf = (profile: MyContractorProfileResponseDto): ProfileValues => ({
  description: profile.description ?? "",
  phone: profile.phone ?? "",
  website: profile.website ?? "",
  contactName: profile.contactName ?? "",
  businessAddress: profile.businessAddress ?? "",
  specialties: profile.specialties.map((specialty) => specialty.value),
});

/** The body: every editable field, trimmed; a blank one is null (the API clears it); the specialties in the spec's order. */
export function toProfileUpdate(values: ProfileValues): UpdateMyContractorProfileDto {
  const text = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    description: text(values.description),
    phone: text(values.phone),
    website: text(values.website),
    contactName: text(values.contactName),
    businessAddress: text(values.businessAddress),
    specialties: SPECIALTY_CHOICES.map((choice) => choice.value).filter((value) => values.specialties.includes(value)),
  };
}

/** The rules the page can check before sending (lengths are the inputs' maxLength); the API checks all again. */
const profileResolver: Resolver<ProfileValues> = async (values) => {
  const body = toProfileUpdate(values);
  const errors: FieldErrors<ProfileValues> = {};
  if (body.phone != null && !hasPhoneDigits(body.phone)) errors.phone = { type: "validate", message: PROFILE_MESSAGES.phone };
  if (body.website != null && !isWebsiteAddress(body.website)) errors.website = { type: "validate", message: PROFILE_MESSAGES.website };
  const count = body.specialties?.length ?? 0;
  if (count < 1 || count > updateMyContractorProfileBodySpecialtiesMax) errors.specialties = { type: "validate", message: PROFILE_MESSAGES.specialties };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

export function ProfileForm({ profile }: { profile: MyContractorProfileResponseDto }) {
  const queryClient = useQueryClient();
  const update = useUpdateMyContractorProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({ resolver: profileResolver, defaultValues: profileValuesOf(profile) });

  const [badgeNotice, setBadgeNotice] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ data: toProfileUpdate(values) });
      queryClient.setQueryData(getGetMyContractorProfileQueryKey(), saved);
      reset(profileValuesOf(saved));
      // A new phone, website or contact name takes the Verified badge off until the office checks them (issue 25).
      setBadgeNotice(saved.verificationNotice);
      toast(saved.verificationNotice ? { title: "Profile saved", description: saved.verificationNotice } : PROFILE_SAVED_TOAST);
    } catch (error) {
      if (showServerFieldErrors<ProfileValues>(error, EDITABLE_FIELDS, setError) === 0) setFailure(failureText(error));
    }
  });

  const specialtiesError = errors.specialties?.message ?? (errors.specialties as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your profile" className="grid gap-8">
      <fieldset className="grid gap-5">
        <legend className={legendClass}>Set by our office</legend>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          These come from your application and our checks. Call <BusinessPhoneLink /> ({officeHours}) or e-mail{" "}
          <BusinessEmailLink subject={`Change my contractor listing: ${profile.name}`} /> to change one.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Business name" value={profile.name} readOnly description={OFFICE_ONLY_NOTE} />
          <FormField label="License number" value={profile.licenseNumber ?? "None given"} readOnly description={OFFICE_ONLY_NOTE} />
          <FormField
            label="Years in business"
            value={profile.yearsInBusiness === null ? "None given" : String(profile.yearsInBusiness)}
            readOnly
            description={OFFICE_ONLY_NOTE}
          />
          <FormField label="E-mail for requests and sign-in" type="email" value={profile.email} readOnly description={OFFICE_ONLY_NOTE} />
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className={legendClass}>Yours to keep current</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Contact name"
            hint="(optional)"
            autoComplete="name"
            maxLength={updateMyContractorProfileBodyContactNameMax}
            description="The person homeowners talk to."
            error={errors.contactName?.message}
            {...register("contactName")}
          />
          <FormField
            label="Phone"
            hint="(optional)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={updateMyContractorProfileBodyPhoneMax}
            description="With area code (at least 10 digits)."
            error={errors.phone?.message}
            {...register("phone")}
          />
          <FormField
            label="Website"
            hint="(optional)"
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={updateMyContractorProfileBodyWebsiteMax}
            error={errors.website?.message}
            {...register("website")}
          />
          <FormField
            label="Business address"
            hint="(optional)"
            autoComplete="street-address"
            maxLength={updateMyContractorProfileBodyBusinessAddressMax}
            error={errors.businessAddress?.message}
            {...register("businessAddress")}
          />
        </div>
        <TextAreaField
          label="About your business"
          hint="(optional)"
          rows={6}
          maxLength={updateMyContractorProfileBodyDescriptionMax}
          description={`Shown on your public profile: up to ${updateMyContractorProfileBodyDescriptionMax} characters.`}
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
            idPrefix="dashboard"
            hint={`Choose 1 to ${updateMyContractorProfileBodySpecialtiesMax}: the work you do yourselves. ${field.value.length} chosen.`}
            error={specialtiesError}
          />
        )}
      />

      <FormAlert message={failure} />
      <div role="status">
        {badgeNotice ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
            {badgeNotice}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={update.isPending} className="btn-primary justify-self-start px-6 disabled:cursor-wait disabled:opacity-70">
        {update.isPending ? "Saving..." : "Save profile"}
      </button>
    </form>
  );
}
