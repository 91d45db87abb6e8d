/**
 * The /login views of two e-mailed one-time links (issue 25 item 1): "confirm your e-mail
 * address" (/login#confirm-email=<token>, sent at sign-up; a deposit waits for it) and the admin
 * set-up of a promotion (/login#admin-enrolment=<token>: a new password and two-step sign-in,
 * and only then is the account an admin).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { useCompleteAdminEnrolment, useConfirmEmail, useStartAdminEnrolment } from "@/api/generated/endpoints/auth/auth";
import type { TwoStepSetupResponseDto } from "@/api/generated/model";
import { completeAdminEnrolmentBody, completeAdminEnrolmentBodyCodeMax, completeAdminEnrolmentBodyPasswordMax } from "@/api/generated/zod/auth/auth.zod";
import { FormField, PasswordField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { FormAlert, FormStatus } from "../../components/form-notice";
import { NEW_PASSWORD_MESSAGE, TWO_STEP_CODE_MESSAGE } from "./messages";
import { AuthenticatorKey, RecoveryCodes } from "./two-step-section";
import { failureText } from "../../lib/session/use-auth-actions";
import { CURRENT_USER_KEY, forgetSignedInUser } from "../../lib/session/use-current-user";

/** Opens the confirmation link once: says whether the address is confirmed, then where to go. */
export function ConfirmEmailPanel({ token, signedIn, onSignIn }: { token: string; signedIn: boolean; onSignIn: () => void }) {
  const queryClient = useQueryClient();
  const confirm = useConfirmEmail();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm
      .mutateAsync({ data: { token } })
      .then(({ message }) => {
        setDone(message);
        // The signed-in user's emailConfirmed changed.
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      })
      .catch((error: unknown) => setFailure(failureText(error)));
  }, [confirm, queryClient, token]);

  return (
    <div className="grid gap-4">
      <h2 className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">Confirm your e-mail address</h2>
      {done === null && failure === null ? <p className="text-stone-700 dark:text-stone-300">Confirming...</p> : null}
      <FormStatus message={done} />
      <FormAlert message={failure} />
      {done !== null || failure !== null ? (
        signedIn ? (
          <Link to="/account" className="btn-primary w-full py-3 text-center text-lg">
            Go to Your Account
          </Link>
        ) : (
          <button type="button" className="btn-primary w-full py-3 text-lg" onClick={onSignIn}>
            Sign In
          </button>
        )
      ) : null}
    </div>
  );
}

type EnrolmentValues = Pick<z.input<typeof completeAdminEnrolmentBody>, "password" | "code">;

/** The admin set-up link: the QR code of a new secret, a new password and a first code; then the recovery codes. */
export function AdminEnrolmentForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const start = useStartAdminEnrolment();
  const complete = useCompleteAdminEnrolment();
  const [setup, setSetup] = useState<TwoStepSetupResponseDto | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [email, setEmail] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EnrolmentValues>({
    resolver: generatedSchemaResolver<EnrolmentValues>(completeAdminEnrolmentBody.pick({ password: true, code: true }), {
      password: NEW_PASSWORD_MESSAGE,
      code: TWO_STEP_CODE_MESSAGE,
    }),
    defaultValues: { password: "", code: "" },
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start
      .mutateAsync({ data: { token } })
      .then((answer) => {
        setSetup(answer);
        setEmail(decodeURIComponent(/totp\/[^:]*:([^?]+)/.exec(answer.otpauthUri)?.[1] ?? ""));
      })
      .catch((error: unknown) => setFailure(failureText(error)));
  }, [start, token]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { recoveryCodes } = await complete.mutateAsync({ data: { token, ...values } });
      // Setting up ends every session of the account, this browser's too if it had one.
      forgetSignedInUser(queryClient);
      setCodes(recoveryCodes);
    } catch (error) {
      if (showServerFieldErrors(error, ["password", "code"], setError) === 0) setFailure(failureText(error));
    }
  });

  if (codes) {
    return (
      <div className="grid gap-4">
        <h2 className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">Your admin account is ready</h2>
        <RecoveryCodes
          codes={codes}
          email={email}
          onDone={() => onDone("Your admin account is ready. Sign in with your new password and a code from your authenticator app.")}
        />
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="enrol-title" className="grid gap-4">
      <h2 id="enrol-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Set up your admin account
      </h2>
      <p className="leading-relaxed text-stone-700 dark:text-stone-300">
        Office access starts once you choose a new password and add two-step sign-in: scan the QR code with an authenticator app, then enter the 6-digit code it
        shows. Every device signed in to your account will be signed out.
      </p>
      {setup ? <AuthenticatorKey setup={setup} /> : null}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        maxLength={completeAdminEnrolmentBodyPasswordMax}
        error={errors.password?.message}
        {...register("password")}
      />
      <FormField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={completeAdminEnrolmentBodyCodeMax}
        error={errors.code?.message}
        {...register("code")}
      />
      <FormAlert message={failure} />
      <button type="submit" disabled={complete.isPending || !setup} className="btn-primary w-full py-3 text-lg disabled:cursor-wait disabled:opacity-70">
        {complete.isPending ? "Saving..." : "Set Up Admin Account"}
      </button>
    </form>
  );
}
