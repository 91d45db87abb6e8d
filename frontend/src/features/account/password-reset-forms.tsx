/**
 * "Forgot your password?" (asks for a reset e-mail) and "Choose a new password" (the e-mailed
 * link, /login#reset=<token>). The first always shows the server's one neutral answer, so the
 * page never tells whether an address has an account.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf } from "@/api/api-error";
import { useRequestPasswordReset, useResetPassword } from "@/api/generated/endpoints/auth/auth";
import { requestPasswordResetBody, requestPasswordResetBodyEmailMax, resetPasswordBody, resetPasswordBodyPasswordMax } from "@/api/generated/zod/auth/auth.zod";
import { EmailField, PasswordField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { FormAlert, FormStatus } from "../../components/form-notice";
import { EMAIL_MESSAGE, NEW_PASSWORD_MESSAGE } from "./messages";
import { failureText } from "../../lib/session/use-auth-actions";
import { forgetSignedInUser } from "../../lib/session/use-current-user";

type ForgotValues = z.input<typeof requestPasswordResetBody>;

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotValues>({
    resolver: generatedSchemaResolver<ForgotValues>(requestPasswordResetBody, { email: EMAIL_MESSAGE }),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    try {
      setSent((await requestReset.mutateAsync({ data: values })).message);
    } catch (error) {
      if (showServerFieldErrors(error, ["email"], setError) === 0) setFailure(failureText(error));
    }
  });

  const pending = requestReset.isPending;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="forgot-title" className="grid gap-4">
      <h2 id="forgot-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Reset your password
      </h2>
      <p className="leading-relaxed text-stone-700 dark:text-stone-300">
        Enter the email address of your account. We will email you a link to choose a new password; it works once, for 30 minutes.
      </p>
      <EmailField maxLength={requestPasswordResetBodyEmailMax} error={errors.email?.message} {...register("email")} />
      <FormStatus message={sent} />
      <FormAlert message={failure} />
      <button type="submit" disabled={pending} className="btn-primary w-full py-3 text-lg disabled:cursor-wait disabled:opacity-70">
        {pending ? "Sending..." : "Email Me a Reset Link"}
      </button>
      <p className="text-sm">
        <button type="button" className="link" onClick={onBack}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}

type ResetValues = Pick<z.input<typeof resetPasswordBody>, "password">;

/** The `token` field of a 400: the link is expired, used or unknown. */
function tokenProblem(error: unknown): string | undefined {
  return fieldErrorsOf(error).find((problem) => problem.field === "token")?.message;
}

export function ResetPasswordForm({
  token,
  onDone,
  onRequestNewLink,
}: {
  token: string;
  /** The password is changed; `message` says so and asks to sign in with it. */
  onDone: (message: string) => void;
  onRequestNewLink: () => void;
}) {
  const queryClient = useQueryClient();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: generatedSchemaResolver<ResetValues>(resetPasswordBody.pick({ password: true }), { password: NEW_PASSWORD_MESSAGE }),
    defaultValues: { password: "" },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { message } = await resetPassword.mutateAsync({ data: { token, password } });
      // The reset ends every session of the account, this browser's too if it had one.
      forgetSignedInUser(queryClient);
      onDone(message);
    } catch (error) {
      const dead = tokenProblem(error);
      if (dead) {
        setLinkDead(true);
        setFailure(dead);
      } else if (showServerFieldErrors(error, ["password"], setError) === 0) setFailure(failureText(error));
    }
  });

  const pending = resetPassword.isPending;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="reset-title" className="grid gap-4">
      <h2 id="reset-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Choose a new password
      </h2>
      <p className="leading-relaxed text-stone-700 dark:text-stone-300">
        At least 8 characters; a few unrelated words make a strong one that is easy to remember. Every device signed in to your account will be signed out.
      </p>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        maxLength={resetPasswordBodyPasswordMax}
        error={errors.password?.message}
        {...register("password")}
      />
      <FormAlert message={failure} />
      {linkDead ? (
        <button type="button" className="btn-secondary w-full py-3" onClick={onRequestNewLink}>
          Email me a new link
        </button>
      ) : null}
      <button type="submit" disabled={pending} className="btn-primary w-full py-3 text-lg disabled:cursor-wait disabled:opacity-70">
        {pending ? "Saving..." : "Save New Password"}
      </button>
    </form>
  );
}
