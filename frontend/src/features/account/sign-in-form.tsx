import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { signInBody, signInBodyEmailMax, signInBodyPasswordMax } from "@/api/generated/zod/auth/auth.zod";
import { EmailField, PasswordField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { FormAlert } from "./form-notice";
import { EMAIL_MESSAGE, PASSWORD_REQUIRED_MESSAGE } from "./messages";
import { failureText, useSignInAction } from "./use-auth-actions";

type SignInValues = z.input<typeof signInBody>;

const FIELDS = ["email", "password"] as const;
const MESSAGES = { email: EMAIL_MESSAGE, password: PASSWORD_REQUIRED_MESSAGE };

/**
 * spec §5 login. A wrong e-mail or password (401, one answer for both) and too many attempts
 * (429, the server's message says when to try again) show above the button. Once signed in, the
 * page moves on (login-page.tsx follows the signed-in user to `next`).
 */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useSignInAction();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: generatedSchemaResolver<SignInValues>(signInBody, MESSAGES),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn.mutateAsync({ data: values });
    } catch (error) {
      if (showServerFieldErrors(error, FIELDS, setError) > 0) return;
      setFailure(failureText(error));
      resetField("password");
    }
  });

  const pending = signIn.isPending;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title" className="grid gap-4">
      <h2 id="sign-in-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Sign in to your account
      </h2>
      <EmailField maxLength={signInBodyEmailMax} error={errors.email?.message} {...register("email")} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        maxLength={signInBodyPasswordMax}
        error={errors.password?.message}
        {...register("password")}
      />
      <p className="-mt-1 text-sm">
        <button type="button" className="link" onClick={onForgotPassword}>
          Forgot your password?
        </button>
      </p>
      <FormAlert message={failure} />
      <button type="submit" disabled={pending} className="btn-primary w-full py-3 text-lg disabled:cursor-wait disabled:opacity-70">
        {pending ? "Signing in..." : "Sign In"}
      </button>
    </form>
  );
}
