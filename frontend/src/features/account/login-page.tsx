/**
 * Route module of /login (prerendered, noindex): sign in, create an account, forgot password, and
 * the e-mailed links: reset or set password (/login#reset=<token>), confirm the e-mail address
 * (#confirm-email=) and the admin set-up of a promotion (#admin-enrolment=). `?view=register|forgot`
 * keeps the view in the URL; `?next=` (a path of this site only) is where a signed-in visitor
 * goes, by default the home of their role (ROLE_HOME: a partner's dashboard, a buyer's account).
 * The static HTML shows the sign-in view: what the URL asks for applies once hydrated.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroLead, type HeroLook } from "@/components/page-hero";
import { heroFormGrid, heroLargeTitle } from "@/components/page-hero-looks";
import { business, telHref } from "@/lib/business";
import { useHydrated } from "@/lib/use-hydrated";
import { FormStatus } from "../../components/form-notice";
import { accountPages } from "./pages";
import { ForgotPasswordForm, ResetPasswordForm } from "./password-reset-forms";
import { RegisterForm } from "./register-form";
import { AdminEnrolmentForm, ConfirmEmailPanel } from "./account-link-panels";
import { DEFAULT_NEXT, ROLE_HOME, safeNextPath } from "../../lib/session/safe-next";
import { SignInForm } from "./sign-in-form";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { withQueries } from "@/lib/query-provider";

/** The whole page on the band, the text beside a wider form panel. */
const signInHero: HeroLook = {
  frame: "band",
  container: `mx-auto grid max-w-6xl ${heroFormGrid} lg:grid-cols-[1fr_1.1fr] lg:px-8`,
  column: "",
  title: heroLargeTitle,
  lead: heroLead,
};

export const meta = metaFrom(accountPages);

type View = "sign-in" | "register" | "forgot";
const VIEWS: readonly View[] = ["sign-in", "register", "forgot"];

function viewOf(value: string | null): View {
  return VIEWS.find((view) => view === value) ?? "sign-in";
}

type LinkKind = "reset" | "confirm-email" | "admin-enrolment";

/** The kind and token of an e-mailed link (#reset=, #confirm-email=, #admin-enrolment=), or null. */
export function linkOf(hash: string): { kind: LinkKind; token: string } | null {
  const match = /^#(reset|confirm-email|admin-enrolment)=([^&]+)$/.exec(hash);
  if (!match) return null;
  try {
    return { kind: match[1] as LinkKind, token: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/** The token of a reset link (#reset=<token>), or null. */
export function resetTokenOf(hash: string): string | null {
  const link = linkOf(hash);
  return link?.kind === "reset" ? link.token : null;
}

const reasons = [
  { title: "Save the plans you like", text: "Keep a shortlist of barndominium and SIP home plans and come back to it from any device." },
  {
    title: "Reserve a plan",
    text: "Tell us about your land, your start date and whether you want a site visit, sign the reservation agreement online and pay the deposit.",
  },
  {
    title: "Follow your project",
    text: "See where your reservation stands, download the agreement you signed and keep your phone number up to date so our St. Joseph office can reach you.",
  },
];

function LoginPage() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = useCurrentUser();
  const [link, setLink] = useState<{ kind: LinkKind; token: string } | null>(null);
  const resetToken = link?.kind === "reset" ? link.token : null;
  const setResetToken = (token: null) => setLink(token);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  // The reset link's token lives in the fragment (never sent to a server). Take it, then drop it
  // from the address bar and the history entry, so it is not kept or handed on.
  useEffect(() => {
    const found = linkOf(window.location.hash);
    if (found === null) return;
    setLink(found);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
  }, []);

  const view = hydrated ? viewOf(searchParams.get("view")) : "sign-in";
  const home = current.status === "signed-in" ? ROLE_HOME[current.user.role] : DEFAULT_NEXT;
  const next = safeNextPath(hydrated ? searchParams.get("next") : null, home);

  function showView(target: View) {
    setConfirmation(null);
    setSearchParams(
      (params) => {
        if (target === "sign-in") params.delete("view");
        else params.set("view", target);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  // Signed in (already, or just now by one of the forms): on to where the visitor was going.
  if (current.status === "signed-in" && link === null) return <Navigate replace to={next} />;

  let panel;
  if (link?.kind === "confirm-email") {
    panel = (
      <ConfirmEmailPanel
        token={link.token}
        signedIn={current.status === "signed-in"}
        onSignIn={() => {
          setLink(null);
          showView("sign-in");
        }}
      />
    );
  } else if (link?.kind === "admin-enrolment") {
    panel = (
      <AdminEnrolmentForm
        token={link.token}
        onDone={(message) => {
          setLink(null);
          showView("sign-in");
          setConfirmation(message);
        }}
      />
    );
  } else if (resetToken !== null) {
    panel = (
      <ResetPasswordForm
        token={resetToken}
        onDone={(message) => {
          setResetToken(null);
          showView("sign-in");
          setConfirmation(message);
        }}
        onRequestNewLink={() => {
          setResetToken(null);
          showView("forgot");
        }}
      />
    );
  } else if (view === "forgot") {
    panel = <ForgotPasswordForm onBack={() => showView("sign-in")} />;
  } else {
    panel = (
      <Tabs.Root value={view} onValueChange={(value) => showView(viewOf(value))}>
        <Tabs.List aria-label="Sign in or create an account" className="mb-6 grid grid-cols-2 rounded-lg bg-stone-100 p-1 dark:bg-stone-800">
          {(
            [
              ["sign-in", "Sign in"],
              ["register", "Create account"],
            ] as const
          ).map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded-md px-3 py-2 font-semibold text-stone-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm dark:text-stone-300 dark:data-[state=active]:bg-stone-950 dark:data-[state=active]:text-white"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="sign-in" className="grid gap-4">
          <FormStatus message={confirmation} />
          <SignInForm onForgotPassword={() => showView("forgot")} />
        </Tabs.Content>
        <Tabs.Content value="register">
          <RegisterForm />
        </Tabs.Content>
      </Tabs.Root>
    );
  }

  return (
    <PageHero
      look={signInHero}
      eyebrow="Your account"
      title={accountPages.login.title}
      lead="A free account keeps your barndominium or SIP home plans in one place, from the first shortlist to the request that holds your build slot."
      aside={
        <section
          aria-label="Account access"
          className="self-start rounded-2xl border border-stone-200 bg-white p-6 shadow-lg sm:p-8 dark:border-stone-800 dark:bg-stone-900"
        >
          {panel}
        </section>
      }
    >
      <h2 className="mt-10 text-xl font-bold text-stone-900 dark:text-white">What your account is for</h2>
      <ul className="mt-4 grid gap-4">
        {reasons.map((reason) => (
          <li key={reason.title} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900">
            <p className="font-bold text-stone-900 dark:text-white">{reason.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-stone-700 dark:text-stone-300">{reason.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm leading-relaxed text-stone-700 dark:text-stone-300">
        Trouble signing in? Call our office at{" "}
        <a className="link" href={telHref(business.phone)}>
          {business.phone}
        </a>{" "}
        or email{" "}
        <a className="link" href={`mailto:${business.email}`}>
          {business.email}
        </a>
        ; we reply within 24 hours.
      </p>
    </PageHero>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(LoginPage);
