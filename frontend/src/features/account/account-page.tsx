/**
 * Route module of /account (client-only, `access: "signed-in"`: the app shell's guard lets only
 * signed-in users in). The buyer's saved designs and deposits come first, then profile,
 * password, two-step sign-in, sessions and signing out. Admins see two-step sign-in first.
 */
import type { UserResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroCompactPadding, type HeroLook } from "@/components/page-hero";
import { heroNameTitle, heroTitleRow } from "@/components/page-hero-looks";
import { DepositsSection } from "./deposits-section";
import { accountPages } from "./pages";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { SavedDesignsSection } from "./saved-designs-section";
import { SessionsSection } from "./sessions-section";
import { TwoStepSection } from "./two-step-section";
import { useSignOutAction } from "../../lib/session/use-auth-actions";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { withQueries } from "@/lib/query-provider";

/** The person's name as the title, an action (`aside`) at the row's end. */
const accountHero: HeroLook = { container: `mx-auto flex max-w-4xl ${heroTitleRow} ${heroCompactPadding}`, column: "min-w-0", title: heroNameTitle };

export const meta = metaFrom(accountPages);

const memberSince = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

function AccountPage() {
  const current = useCurrentUser();
  if (current.status !== "signed-in") return null;
  const { user } = current;
  // Staff must set it up before the admin pages work: first for them. By role, not by whether it is
  // on, so the section keeps its place (and its state: the recovery codes) when it is turned on.
  const staff = user.role === "admin";

  return (
    <>
      <AccountHero user={user} />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {staff ? <TwoStepSection user={user} /> : null}
        <SavedDesignsSection />
        <DepositsSection />
        <ProfileSection key={user.id} user={user} />
        <PasswordSection />
        {staff ? null : <TwoStepSection user={user} />}
        <SessionsSection staff={staff} />
      </div>
    </>
  );
}

function AccountHero({ user }: { user: UserResponseDto }) {
  const { signOut, pending } = useSignOutAction();
  return (
    <PageHero
      look={accountHero}
      eyebrow={accountPages.account.title}
      title={
        <>
          {user.firstName} {user.lastName}
        </>
      }
      aside={
        <button type="button" disabled={pending} onClick={() => void signOut()} className="btn-secondary disabled:cursor-wait disabled:opacity-70">
          {pending ? "Signing out..." : "Sign out"}
        </button>
      }
    >
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        Signed in as <span className="font-semibold break-all">{user.email}</span> · with us since {memberSince.format(new Date(user.createdAt))}
      </p>
    </PageHero>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(AccountPage);
