import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useListSessions } from "@/api/generated/endpoints/auth/auth";
import type { SessionResponseDto } from "@/api/generated/model";
import { endSessionsBody, endSessionsBodyPasswordMax } from "@/api/generated/zod/auth/auth.zod";
import { PasswordField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";
import { ADMIN_SESSION_IDLE_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../../../backend/src/modules/auth/session-limits";
import { AccountSection } from "./account-section";
import { describeDevice } from "./device-name";
import { FormAlert } from "../../components/form-notice";
import { PASSWORD_REQUIRED_MESSAGE } from "./messages";
import { failureText, useEndSessionsAction } from "../../lib/session/use-auth-actions";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const formatted = (iso: string) => dateTime.format(new Date(iso));

/** 1_800_000 → "30 minutes", 7_200_000 → "2 hours" (the server's session limits, in words). */
export function durationWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}` : `${minutes} minutes`;
}

/** The browsers and devices signed in to this account, this one first; the others can be signed out. */
export function SessionsSection({ staff }: { staff: boolean }) {
  const idle = durationWords(staff ? ADMIN_SESSION_IDLE_MS : SESSION_IDLE_MS);
  const sessions = useListSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <AccountSection
      id="sessions"
      title="Your sessions"
      intro={`Where your account is signed in now. Sessions end after ${idle} without use, and ${durationWords(SESSION_ABSOLUTE_MS)} after signing in.`}
    >
      {sessions.isPending ? (
        <p role="status" className="text-stone-700 dark:text-stone-300">
          Loading your sessions…
        </p>
      ) : sessions.isError ? (
        <div className="grid justify-items-start gap-3">
          <FormAlert message={`We could not load your sessions. ${failureText(sessions.error)}`} />
          <button type="button" className="btn-secondary" onClick={() => void sessions.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 dark:divide-stone-800 dark:border-stone-800">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others > 0 ? <EndOtherSessionsForm count={others} /> : null}
        </>
      )}
    </AccountSection>
  );
}

function SessionRow({ session }: { session: SessionResponseDto }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
      <p className="font-semibold text-stone-900 dark:text-white">
        {describeDevice(session.device)}
        {session.current ? (
          <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-900 dark:bg-green-950 dark:text-green-200">This device</span>
        ) : null}
      </p>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Signed in {formatted(session.signedInAt)} · ends {formatted(session.expiresAt)} unless used
      </p>
    </li>
  );
}

type EndValues = Pick<z.input<typeof endSessionsBody>, "password">;

/** Signing other devices out asks for the password again (a stolen open session alone cannot do it). */
function EndOtherSessionsForm({ count }: { count: number }) {
  const endSessions = useEndSessionsAction();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EndValues>({
    resolver: generatedSchemaResolver<EndValues>(endSessionsBody.pick({ password: true }), { password: PASSWORD_REQUIRED_MESSAGE }),
    defaultValues: { password: "" },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { message } = await endSessions.mutateAsync({ data: { password } });
      reset({ password: "" });
      toast({ title: "Other sessions signed out", description: message });
    } catch (error) {
      if (showServerFieldErrors(error, ["password"], setError) === 0) setFailure(failureText(error));
    }
  });

  const pending = endSessions.isPending;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="end-sessions-title" className="mt-6 grid gap-4 sm:max-w-md">
      <h3 id="end-sessions-title" className="text-lg font-bold text-stone-900 dark:text-white">
        Sign out of {count === 1 ? "the other session" : `the ${count} other sessions`}
      </h3>
      <p className="-mt-2 text-sm leading-relaxed text-stone-700 dark:text-stone-300">
        Don't recognise a device, or used a shared computer? Enter your password to sign every other device out.
      </p>
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        maxLength={endSessionsBodyPasswordMax}
        error={errors.password?.message}
        {...register("password")}
      />
      <FormAlert message={failure} />
      <button type="submit" disabled={pending} className="btn-secondary justify-self-start disabled:cursor-wait disabled:opacity-70">
        {pending ? "Signing out..." : "Sign out of other sessions"}
      </button>
    </form>
  );
}
