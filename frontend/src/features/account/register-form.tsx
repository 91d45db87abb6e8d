import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { RegisterDto } from "@/api/generated/model";
import {
  registerBody,
  registerBodyEmailMax,
  registerBodyFirstNameMax,
  registerBodyLastNameMax,
  registerBodyPasswordMax,
  registerBodyPhoneMax,
} from "@/api/generated/zod/auth/auth.zod";
import { EmailField, FormField, PasswordField, PhoneField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";
import { FormAlert } from "../../components/form-notice";
import { EMAIL_MESSAGE, FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE, NEW_PASSWORD_MESSAGE, PHONE_MESSAGE } from "./messages";
import { failureText, useRegisterAction } from "../../lib/session/use-auth-actions";

type RegisterValues = z.input<typeof registerBody>;

const FIELDS = ["firstName", "lastName", "email", "phone", "password"] as const;
// spec §5 user registration, word for word.
const MESSAGES = {
  email: EMAIL_MESSAGE,
  password: NEW_PASSWORD_MESSAGE,
  firstName: FIRST_NAME_MESSAGE,
  lastName: LAST_NAME_MESSAGE,
  phone: PHONE_MESSAGE,
};

/** spec §5 user registration: the new account is signed in at once (login-page.tsx then moves on). */
export function RegisterForm() {
  const registerAccount = useRegisterAction();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: generatedSchemaResolver<RegisterValues>(registerBody, MESSAGES),
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The resolver has checked the values against the generated schema (a blank phone left out).
      const user = await registerAccount.mutateAsync({ data: values as RegisterDto });
      toast({
        title: `Welcome, ${user.firstName}!`,
        description: "Your account is ready. Save the plans you like and reserve one when you are ready to build.",
      });
    } catch (error) {
      // 400 names the fields at fault; a taken address (409), too many accounts (429) or no network show above the button.
      if (showServerFieldErrors(error, FIELDS, setError) === 0) setFailure(failureText(error));
    }
  });

  const pending = registerAccount.isPending;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="register-title" className="grid gap-4">
      <h2 id="register-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Create your account
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="given-name"
          maxLength={registerBodyFirstNameMax}
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          maxLength={registerBodyLastNameMax}
          error={errors.lastName?.message}
          {...register("lastName")}
        />
      </div>
      <EmailField maxLength={registerBodyEmailMax} error={errors.email?.message} {...register("email")} />
      <PhoneField maxLength={registerBodyPhoneMax} error={errors.phone?.message} {...register("phone")} />
      <PasswordField
        label="Password"
        hint="(at least 8 characters)"
        autoComplete="new-password"
        maxLength={registerBodyPasswordMax}
        error={errors.password?.message}
        {...register("password")}
      />
      <FormAlert message={failure} />
      <button type="submit" disabled={pending} className="btn-primary w-full py-3 text-lg disabled:cursor-wait disabled:opacity-70">
        {pending ? "Creating account..." : "Create Account"}
      </button>
    </form>
  );
}
