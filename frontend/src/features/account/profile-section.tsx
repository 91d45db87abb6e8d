import { useState } from "react";
import { useForm } from "react-hook-form";
import type { UserResponseDto } from "@/api/generated/model";
import {
  updateCurrentUserBody,
  updateCurrentUserBodyFirstNameMax,
  updateCurrentUserBodyLastNameMax,
  updateCurrentUserBodyPhoneMax,
} from "@/api/generated/zod/auth/auth.zod";
import { FormField, PhoneField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";
import { AccountSection } from "./account-section";
import { FormAlert } from "../../components/form-notice";
import { FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE, PHONE_MESSAGE } from "./messages";
import { failureText, useUpdateProfileAction } from "../../lib/session/use-auth-actions";

// The API leaves out fields it is not sent; this form always sends the names, so they are required here.
const profileSchema = updateCurrentUserBody.required({ firstName: true, lastName: true });
type ProfileValues = { firstName: string; lastName: string; phone: string };

const FIELDS = ["firstName", "lastName", "phone"] as const;
const MESSAGES = { firstName: FIRST_NAME_MESSAGE, lastName: LAST_NAME_MESSAGE, phone: PHONE_MESSAGE };

const valuesOf = (user: UserResponseDto): ProfileValues => ({ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? "" });

export const PROFILE_SAVED_TOAST = { title: "Profile saved", description: "Your name and phone number are up to date." };

/** Name and phone; the e-mail address is the sign-in name and is shown, not edited. */
export function ProfileSection({ user }: { user: UserResponseDto }) {
  const updateProfile = useUpdateProfileAction();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: generatedSchemaResolver<ProfileValues>(profileSchema, MESSAGES),
    defaultValues: valuesOf(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // A blank phone comes out of the resolver as absent; null is how the API removes it.
      const saved = await updateProfile.mutateAsync({
        data: { firstName: values.firstName, lastName: values.lastName, phone: values.phone ?? null },
      });
      reset(valuesOf(saved));
      toast(PROFILE_SAVED_TOAST);
    } catch (error) {
      if (showServerFieldErrors(error, FIELDS, setError) === 0) setFailure(failureText(error));
    }
  });

  const pending = updateProfile.isPending;

  return (
    <AccountSection id="profile" title="Profile" intro="How we address you and the number our office calls about your project.">
      <form onSubmit={onSubmit} noValidate aria-label="Profile" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="First name"
            autoComplete="given-name"
            maxLength={updateCurrentUserBodyFirstNameMax}
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <FormField
            label="Last name"
            autoComplete="family-name"
            maxLength={updateCurrentUserBodyLastNameMax}
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Email" hint="(your sign-in name)" type="email" value={user.email} readOnly />
          <PhoneField maxLength={updateCurrentUserBodyPhoneMax} error={errors.phone?.message} {...register("phone")} />
        </div>
        <FormAlert message={failure} />
        <button type="submit" disabled={pending} className="btn-primary justify-self-start px-6 disabled:cursor-wait disabled:opacity-70">
          {pending ? "Saving..." : "Save Profile"}
        </button>
      </form>
    </AccountSection>
  );
}
