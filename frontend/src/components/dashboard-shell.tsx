/**
 * The frame of a signed-in person's own dashboard (/affiliate-dashboard, /contractors/dashboard):
 * the hero with the page's title and who is signed in, then the dashboard's sections, or what stands
 * in for them: loading, the profile that didn't load, and an account with no profile of that kind
 * yet (the API's 404), which is told how to apply.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { errorMessage, isApiError } from "@/api/api-error";
import { BusinessEmailLink, BusinessPhoneLink } from "@/components/business-contact-links";
import { DashboardLoadError, DashboardSection } from "@/components/dashboard-parts";
import { PageHero, heroCompactPadding, type HeroLook } from "@/components/page-hero";
import { heroNameTitle, heroTitleRow } from "@/components/page-hero-looks";
import { Loading } from "@/components/staff/list-parts";
import { officeHours } from "@/lib/business";

/** What the shell reads of the query for the signed-in person's own profile. */
export interface DashboardProfileQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** An account with no profile of the dashboard's kind: the server's words, what the page is for, and where to apply. */
export interface NoProfileWords {
  id: string;
  title: string;
  text: ReactNode;
  apply: { to: string; label: string };
  /** The subject of the e-mail to the office it offers. */
  subject: string;
}

export interface DashboardShellProps<T> {
  profile: DashboardProfileQuery<T>;
  eyebrow: string;
  title: string;
  /** Who is signed in (a name and a status pill), under the title once the profile has loaded. */
  signedIn: (profile: T) => ReactNode;
  /** The action at the end of the title row; without it the title has the row to itself. */
  action?: (profile: T | undefined) => ReactNode;
  noProfile: NoProfileWords;
  /** The dashboard's sections. */
  children: (profile: T) => ReactNode;
}

/** The title with an action at the row's end, or with the row to itself. */
const dashboardActionHero: HeroLook = { container: `mx-auto flex max-w-6xl ${heroTitleRow} ${heroCompactPadding}`, column: "min-w-0", title: heroNameTitle };
const dashboardHero: HeroLook = { container: `mx-auto max-w-6xl ${heroCompactPadding}`, title: heroNameTitle };

export function DashboardShell<T>({ profile, eyebrow, title, signedIn, action, noProfile, children }: DashboardShellProps<T>) {
  const missing = profile.isError && isApiError(profile.error) && profile.error.status === 404;
  return (
    <>
      <PageHero look={action ? dashboardActionHero : dashboardHero} eyebrow={eyebrow} title={title} aside={action?.(profile.data)}>
        {profile.data ? <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-700 dark:text-stone-300">{signedIn(profile.data)}</p> : null}
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {missing ? (
          <NoProfile words={noProfile} message={errorMessage(profile.error)} />
        ) : profile.isError ? (
          <DashboardLoadError message={errorMessage(profile.error)} retry={() => void profile.refetch()} />
        ) : !profile.data ? (
          <Loading what="your dashboard" />
        ) : (
          children(profile.data)
        )}
      </div>
    </>
  );
}

function NoProfile({ words, message }: { words: NoProfileWords; message: string }) {
  return (
    <DashboardSection id={words.id} title={words.title} intro={<p className="font-semibold">{message}</p>}>
      <p className="leading-relaxed text-stone-700 dark:text-stone-300">{words.text}</p>
      <ul className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <li>
          <Link to={words.apply.to} className="btn-primary w-full sm:w-auto">
            {words.apply.label}
          </Link>
        </li>
        <li>
          <Link to="/account" className="btn-secondary w-full sm:w-auto">
            Your account
          </Link>
        </li>
      </ul>
      <DashboardOfficeContact subject={words.subject} />
    </DashboardSection>
  );
}

/** "Questions? Call … or e-mail …", the e-mail with its subject filled in. */
export function DashboardOfficeContact({ subject }: { subject: string }) {
  return (
    <p className="mt-6 text-stone-700 dark:text-stone-300">
      Questions? Call <BusinessPhoneLink /> ({officeHours}) or e-mail <BusinessEmailLink subject={subject} />.
    </p>
  );
}
