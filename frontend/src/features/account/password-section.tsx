import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changePasswordBody, changePasswordBodyCurrentPasswordMax, changePasswordBodyNewPasswordMax } from "@/api/generated/zod/auth/auth.zod";
import { PasswordField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";
import { AccountSection } from "./account-section";
import { FormAlert } from "../../components/form-notice";
import { CURRENT_PASSWORD_MESSAGE, NEW_PASSWORD_MESSAGE } from "./messages";
import { failureText, useChangePasswordAction } from "../../lib/session/use-auth-actions";

type PasswordValues = z.input<typeof changePasswordBody>;

const FIELDS = ["currentPassword", "newPassword"] as const;
const MESSAGES = { currentPassword: CURRENT_PASSWORD_MESSAGE, newPassword: NEW_PASSWORD_MESSAGE };
const EMPTY: PasswordValues = { currentPassword: "", newPassword: "" };

/**
 * Change password. The server keeps this browser signed in on a new session (new cookies, which
 * axios reads on the next call) and signs every other device out.
 */
export function PasswordSection() {
  const changePassword = useChangePasswordAction();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: generatedSchemaResolver<PasswordValues>(changePasswordBody, MESSAGES),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await changePassword.mutateAsync({ data: values });
      reset(EMPTY);
      toast({ title: "Password changed", description: message });
    } catch (error) {
      // A wrong current password or a refused new one (too common, unchanged) name their field.
      if (showServerFieldErrors(error, FIELDS, setError) === 0) setFailure(failureText(error));
    }
  });

  const pending = changePassword.isPending;

  return (
    <AccountSection id="password" title="Change password" intro="You stay signed in here; every other device signed in to your account is signed out.">
      <form onSubmit={onSubmit} noValidate aria-label="Change password" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            maxLength={changePasswordBodyCurrentPasswordMax}
            error={errors.currentPassword?.message}
            {...register("currentPassword")}
          />
          <PasswordField
            label="New password"
            hint="(at least 8 characters)"
            autoComplete="new-password"
            maxLength={changePasswordBodyNewPasswordMax}
            error={errors.newPassword?.message}
            {...register("newPassword")}
          />
        </div>
        <FormAlert message={failure} />
        <button type="submit" disabled={pending} className="btn-primary justify-self-start px-6 disabled:cursor-wait disabled:opacity-70">
          {pending ? "Changing password..." : "Change Password"}
        </button>
      </form>
    </AccountSection>
  );
}
