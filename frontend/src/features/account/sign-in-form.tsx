import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage, isApiError } from "@/api/api-error";
import { signInBody, signInBodyCodeMax, signInBodyEmailMax, signInBodyPasswordMax } from "@/api/generated/zod/auth/auth.zod";
import { EmailField, FormField, PasswordField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { FormAlert } from "../../components/form-notice";
import { EMAIL_MESSAGE, PASSWORD_REQUIRED_MESSAGE, TWO_STEP_CODE_MESSAGE } from "./messages";
import { failureText, useSignInAction } from "../../lib/session/use-auth-actions";

type SignInValues = z.input<typeof signInBody>;

const FIELDS = ["email", "password", "code"] as const;
const MESSAGES = { email: EMAIL_MESSAGE, password: PASSWORD_REQUIRED_MESSAGE, code: TWO_STEP_CODE_MESSAGE };

/** The server asks for (or refuses) the two-step code: a 401 with its own message. */
function asksForCode(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && errorMessage(error) === TWO_STEP_CODE_MESSAGE;
}

/**
 * spec §5 login, in two steps for accounts with two-step sign-in: e-mail and password, then (when
 * the server answers that it needs one) the 6-digit code from the authenticator app or a recovery
 * code, sent with the same e-mail and password. A wrong e-mail or password (401, one answer for
 * both) and too many attempts (429, the server's message says when to try again) show above the
 * button. Once signed in, the page moves on (login-page.tsx follows the signed-in user to `next`).
 */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useSignInAction();
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<"password" | "code">("password");
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: generatedSchemaResolver<SignInValues>(signInBody, MESSAGES),
    defaultValues: { email: "", password: "", code: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const code = values.code?.trim();
    if (step === "code" && !code) {
      setError("code", { message: TWO_STEP_CODE_MESSAGE });
      return;
    }
    try {
      await signIn.mutateAsync({ data: { email: values.email, password: values.password, ...(step === "code" ? { code } : {}) } });
    } catch (error) {
      if (asksForCode(error)) {
        if (step === "password") {
          setStep("code");
          // Let the new step render, then take the reader to it.
          setTimeout(() => setFocus("code"), 0);
        } else {
          setFailure(recovery ? "That recovery code is not right or was already used." : "That code is not right. Enter the code your app shows now.");
          resetField("code");
          setFocus("code");
        }
        return;
      }
      if (showServerFieldErrors(error, FIELDS, setError) > 0) return;
      setFailure(failureText(error));
      if (step === "code") {
        setStep("password");
        resetField("code");
      }
      resetField("password");
    }
  });

  function backToPassword() {
    setFailure(null);
    setStep("password");
    setRecovery(false);
    resetField("code");
    resetField("password");
  }

  const pending = signIn.isPending;

  if (step === "code") {
    return (
      <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-code-title" className="grid gap-4">
        <h2 id="sign-in-code-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
          Two-step sign-in
        </h2>
        <p className="text-stone-700 dark:text-stone-300">
          {recovery
            ? "Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once."
            : "Open your authenticator app and enter the 6-digit code it shows for this site."}
        </p>
        <FormField
          key={recovery ? "recovery" : "code"}
          label={recovery ? "Recovery code" : "6-digit code"}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          spellCheck={false}
          maxLength={recovery ? signInBodyCodeMax : 6}
          error={errors.code?.message}
          {...register("code")}
        />
        <p className="-mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <button
            type="button"
            className="link"
            onClick={() => {
              setRecovery(!recovery);
              setFailure(null);
              resetField("code");
            }}
          >
            {recovery ? "Use the code from your app" : "Use a recovery code"}
          </button>
          <button type="button" className="link" onClick={backToPassword}>
            Back to e-mail and password
          </button>
        </p>
        <FormAlert message={failure} />
        <button type="submit" disabled={pending} className="btn-primary w-full py-3 text-lg disabled:cursor-wait disabled:opacity-70">
          {pending ? "Checking..." : "Verify and sign in"}
        </button>
      </form>
    );
  }

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
