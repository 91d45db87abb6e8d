import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useConfirmTwoStepSetup, useDisableTwoStep, useRegenerateRecoveryCodes, useStartTwoStepSetup } from "@/api/generated/endpoints/auth/auth";
import type { TwoStepSetupResponseDto, UserResponseDto } from "@/api/generated/model";
import { confirmTwoStepSetupBody, disableTwoStepBody, disableTwoStepBodyCodeMax, disableTwoStepBodyPasswordMax } from "@/api/generated/zod/auth/auth.zod";
import { FormField, PasswordField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";
import { TWO_STEP_SECTION_ID } from "./access";
import { AccountSection } from "./account-section";
import { FormAlert } from "../../components/form-notice";
import { CURRENT_PASSWORD_MESSAGE, TWO_STEP_CODE_MESSAGE } from "./messages";
import { failureText } from "../../lib/session/use-auth-actions";
import { updateSignedInUser } from "../../lib/session/use-current-user";

/**
 * Two-step sign-in: set up with an authenticator app (QR code, or the key typed by hand), confirm
 * with a first code, then keep the ten recovery codes shown once (copy or download). Once on: new
 * recovery codes, or turn it off, each with the password and a code. Admins need it for the admin
 * pages, and the section says so until it is on.
 */
export function TwoStepSection({ user }: { user: UserResponseDto }) {
  const [setup, setSetup] = useState<TwoStepSetupResponseDto | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const queryClient = useQueryClient();
  const start = useStartTwoStepSetup();
  const [failure, setFailure] = useState<string | null>(null);

  const intro = user.twoStepEnabled
    ? "Two-step sign-in is on: signing in asks for a code from your authenticator app after your password."
    : "Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your phone.";

  async function begin() {
    setFailure(null);
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  return (
    <AccountSection id={TWO_STEP_SECTION_ID} title="Two-step sign-in" intro={intro}>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} email={user.email} onDone={() => setRecoveryCodes(null)} />
      ) : user.twoStepEnabled ? (
        <ManageTwoStep user={user} onNewCodes={setRecoveryCodes} />
      ) : setup ? (
        <ConfirmSetup
          setup={setup}
          onConfirmed={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
            updateSignedInUser(queryClient, { ...user, twoStepEnabled: true });
          }}
        />
      ) : (
        <div className="grid gap-4">
          {user.role === "admin" ? (
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              Staff accounts need two-step sign-in: set it up here before using the admin pages.
            </p>
          ) : null}
          <FormAlert message={failure} />
          <button
            type="button"
            onClick={() => void begin()}
            disabled={start.isPending}
            className="btn-primary justify-self-start px-6 disabled:cursor-wait disabled:opacity-70"
          >
            {start.isPending ? "Starting..." : "Set Up Two-Step Sign-In"}
          </button>
        </div>
      )}
    </AccountSection>
  );
}

type ConfirmValues = z.input<typeof confirmTwoStepSetupBody>;

function ConfirmSetup({ setup, onConfirmed }: { setup: TwoStepSetupResponseDto; onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmTwoStepSetup();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConfirmValues>({
    resolver: generatedSchemaResolver<ConfirmValues>(confirmTwoStepSetupBody, { code: TWO_STEP_CODE_MESSAGE }),
    defaultValues: { code: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onConfirmed((await confirm.mutateAsync({ data: values })).recoveryCodes);
    } catch (error) {
      if (showServerFieldErrors(error, ["code"], setError) === 0) setFailure(failureText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirm two-step sign-in" className="grid gap-4">
      <ol className="grid list-decimal gap-2 pl-5 text-stone-700 dark:text-stone-300">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...) and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <AuthenticatorKey setup={setup} />
      <div className="max-w-xs">
        <FormField label="6-digit code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} error={errors.code?.message} {...register("code")} />
      </div>
      <FormAlert message={failure} />
      <button type="submit" disabled={confirm.isPending} className="btn-primary justify-self-start px-6 disabled:cursor-wait disabled:opacity-70">
        {confirm.isPending ? "Checking..." : "Turn On Two-Step Sign-In"}
      </button>
    </form>
  );
}

/** The QR code of a new two-step secret and the key for typing in by hand (grouped in fours). */
export function AuthenticatorKey({ setup }: { setup: TwoStepSetupResponseDto }) {
  return (
    <div className="flex flex-wrap items-center gap-6">
      <img
        src={setup.qrCodeDataUrl}
        width={184}
        height={184}
        alt="QR code that adds this site to your authenticator app. If you cannot scan it, type the key shown next to it."
        className="rounded-md border border-stone-200 bg-white p-1"
      />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-stone-800 dark:text-stone-200">Key for typing in by hand</p>
        <code data-testid="two-step-secret" className="mt-1 block font-mono text-lg break-all text-stone-900 dark:text-white">
          {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
        </code>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Time-based, 6 digits, every 30 seconds.</p>
      </div>
    </div>
  );
}

export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const text = `Recovery codes for ${email} (each works once):\n${codes.join("\n")}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Recovery codes copied" });
    } catch {
      toast({ title: "Could not copy", description: "Select the codes and copy them, or download them.", variant: "destructive" });
    }
  }

  return (
    <div className="grid gap-4">
      <p role="status" className="font-semibold text-stone-900 dark:text-white">
        Save these recovery codes now: they are shown only once. Each one signs you in once if you lose your phone.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md bg-stone-100 p-4 font-mono text-lg sm:grid-cols-5 dark:bg-stone-800">
        {codes.map((code) => (
          <li key={code} className="text-stone-900 dark:text-white">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => void copy()} className="btn-secondary">
          Copy Codes
        </button>
        <a href={download} download="recovery-codes.txt" className="btn-secondary">
          Download Codes
        </a>
        <button type="button" onClick={onDone} className="btn-primary px-6">
          I Have Saved Them
        </button>
      </div>
    </div>
  );
}

type ManageValues = z.input<typeof disableTwoStepBody>;
const EMPTY: ManageValues = { password: "", code: "" };

function ManageTwoStep({ user, onNewCodes }: { user: UserResponseDto; onNewCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const disable = useDisableTwoStep();
  const regenerate = useRegenerateRecoveryCodes();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ManageValues>({
    resolver: generatedSchemaResolver<ManageValues>(disableTwoStepBody, { password: CURRENT_PASSWORD_MESSAGE, code: TWO_STEP_CODE_MESSAGE }),
    defaultValues: EMPTY,
  });

  const run = (action: "regenerate" | "disable") =>
    handleSubmit(async (values) => {
      setFailure(null);
      try {
        if (action === "regenerate") {
          const { recoveryCodes } = await regenerate.mutateAsync({ data: values });
          reset(EMPTY);
          onNewCodes(recoveryCodes);
        } else {
          const { message } = await disable.mutateAsync({ data: values });
          reset(EMPTY);
          updateSignedInUser(queryClient, { ...user, twoStepEnabled: false });
          toast({ title: "Two-step sign-in off", description: message });
        }
      } catch (error) {
        if (showServerFieldErrors(error, ["password", "code"], setError) === 0) setFailure(failureText(error));
      }
    });

  const pending = disable.isPending || regenerate.isPending;

  return (
    <form noValidate aria-label="Manage two-step sign-in" onSubmit={run("regenerate")} className="grid gap-4">
      <p className="text-stone-700 dark:text-stone-300">To get new recovery codes or turn two-step sign-in off, enter your password and a code.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          maxLength={disableTwoStepBodyPasswordMax}
          error={errors.password?.message}
          {...register("password")}
        />
        <FormField
          label="Code from your app, or a recovery code"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={disableTwoStepBodyCodeMax}
          error={errors.code?.message}
          {...register("code")}
        />
      </div>
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className="btn-primary px-6 disabled:cursor-wait disabled:opacity-70">
          New Recovery Codes
        </button>
        <button type="button" disabled={pending} onClick={() => void run("disable")()} className="btn-secondary disabled:cursor-wait disabled:opacity-70">
          Turn Off Two-Step Sign-In
        </button>
      </div>
    </form>
  );
}
