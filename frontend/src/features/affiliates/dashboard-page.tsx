/**
 * Route module of /affiliate-dashboard 'Referral Partner Dashboard' (role affiliate, client-only,
 * issue 14): the referral link, its tracked links and their numbers (issue 30), the totals, the referrals, the payments received,
 * the W-9 and payout method (tax-payout-section.tsx, issue 30), the partner resources to download (issue 30) and the profile
 * with its payout details. Every read is the signed-in partner's own (/api/affiliate/me/…); an
 * account with no partner row gets the API's 404 and a way to apply.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useGetMyAffiliate, useGetMyAffiliateSummary } from "@/api/generated/endpoints/partner-portal/partner-portal";
import { AffiliateStatus, type MyAffiliateResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { BusinessEmailLink, BusinessPhoneLink } from "@/components/business-contact-links";
import { ListProblem, Loading } from "@/components/staff/list-parts";
import { Pill } from "@/components/staff/office-parts";
import { officeHours } from "@/lib/business";
import { formatCents } from "@/lib/currency";
import { formatBusinessDate } from "@/lib/dates";
import { formatNumber } from "@/lib/number";
import { AFFILIATE_STATUS_LABEL, AFFILIATE_STATUS_TONE } from "./affiliate-labels";
import { DashboardSection } from "@/components/dashboard-parts";
import { DashboardShell } from "@/components/dashboard-shell";
import { affiliatesPages } from "./pages";
import { PaymentsSection } from "./payments-section";
import { LinkTrackingSection } from "./link-tracking-section";
import { ReferralLinkSection } from "./referral-link-section";
import { ReferralsSection } from "./referrals-section";
import { ResourcesSection } from "./resources-section";
import { TaxPayoutSection } from "./tax-payout-section";
import { withQueries } from "@/lib/query-provider";
import { EmailText } from "@/components/staff/email-text";

export const meta = metaFrom(affiliatesPages);

function AffiliateDashboardPage() {
  const profile = useGetMyAffiliate();
  return (
    <DashboardShell
      profile={profile}
      eyebrow="Referral partners"
      title={affiliatesPages.dashboard.title}
      signedIn={(partner) => (
        <>
          <span>
            Welcome,{" "}
            <span className="font-semibold">
              {partner.firstName} {partner.lastName}
            </span>
            {partner.businessName ? ` of ${partner.businessName}` : ""}
          </span>
          <Pill tone={AFFILIATE_STATUS_TONE[partner.status]}>Account: {AFFILIATE_STATUS_LABEL[partner.status]}</Pill>
        </>
      )}
      action={(partner) =>
        partner?.status === AffiliateStatus.active ? (
          <Link to={affiliatesPages.leadForm.path} className="btn-primary">
            Submit a referral
          </Link>
        ) : null
      }
      noProfile={{
        id: "no-partner-account",
        title: "No referral partner account yet",
        text:
          "This page shows a referral partner's link, referrals and commissions. If you have already applied, sign in with the e-mail address you applied with; " +
          "your account is linked when our office approves the application. Otherwise, apply to become a referral partner: it takes a few minutes.",
        apply: { to: affiliatesPages.registration.path, label: affiliatesPages.registration.title },
        subject: "Referral partner account",
      }}
    >
      {(partner) => <Dashboard profile={partner} />}
    </DashboardShell>
  );
}

function Dashboard({ profile }: { profile: MyAffiliateResponseDto }) {
  return (
    <>
      <ReferralLinkSection profile={profile} />
      {profile.referralLink && profile.affiliateCode ? <LinkTrackingSection referralLink={profile.referralLink} /> : null}
      <TotalsSection profile={profile} />
      <ReferralsSection referralLink={profile.status === AffiliateStatus.active ? profile.referralLink : null} />
      <PaymentsSection w9Submitted={profile.w9Submitted} />
      <TaxPayoutSection />
      <ResourcesSection active={profile.status === AffiliateStatus.active} />
      <ProfileSection profile={profile} />
    </>
  );
}

const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** The program's rules in one paragraph, from the partner's own terms (rate, raw-lead share, hold). */
export function commissionRules({
  commissionRate,
  rawLeadSharePercent,
  holdDays,
}: Pick<MyAffiliateResponseDto, "commissionRate" | "rawLeadSharePercent" | "holdDays">): string {
  const rawRate = (commissionRate * rawLeadSharePercent) / 100;
  const hold =
    holdDays === 0
      ? "A commission is earned as soon as the referral converts."
      : `A commission is pending for ${formatNumber(holdDays)} ${holdDays === 1 ? "day" : "days"} after the referral converts, then earned and ready to pay.`;
  return (
    `A done deal earns ${percent.format(commissionRate)}% of the net profit when it converts; ` +
    `a raw lead earns ${percent.format(rawLeadSharePercent)}% of that, ${percent.format(rawRate)}% of the net profit. ${hold} ` +
    "If a converted referral is reversed later, its commission is taken back as a clawback: a negative amount beside the original, deducted from your next payment."
  );
}

function TotalsSection({ profile }: { profile: MyAffiliateResponseDto }) {
  const summary = useGetMyAffiliateSummary();
  const data = summary.data;
  return (
    <DashboardSection id="totals" title="Your totals">
      {summary.isError ? (
        <ListProblem error={summary.error} retry={() => void summary.refetch()} />
      ) : !data ? (
        <Loading what="your totals" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Total label="Referrals" value={formatNumber(data.referrals)} />
            <Total label="Qualified" value={formatNumber(data.qualified)} />
            <Total label="Converted" value={formatNumber(data.converted)} />
            <Total label="Pending" hint="in the hold or under review" value={formatCents(data.pendingCents)} />
            <Total label="Earned" hint="not yet paid" value={formatCents(data.earnedCents)} />
            <Total label="Paid" hint="to you so far" value={formatCents(data.paidCents)} />
          </dl>
          <p className="mt-6 font-semibold text-stone-900 dark:text-white">{data.note}</p>
          <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">{commissionRules(profile)}</p>
        </>
      )}
    </DashboardSection>
  );
}

function Total({ label, hint, value }: { label: string; hint?: string; value: string }) {
  return (
    <div className="flex flex-col rounded-lg border border-stone-200 bg-stone-50 p-4 dark:border-stone-700 dark:bg-stone-950">
      <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">
        {label}
        {hint ? <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">{hint}</span> : null}
      </dt>
      <dd className="order-first text-2xl font-extrabold text-stone-900 tabular-nums sm:text-3xl dark:text-white">{value}</dd>
    </div>
  );
}

function ProfileSection({ profile }: { profile: MyAffiliateResponseDto }) {
  const yesNo = (value: boolean) => (value ? "Yes" : "No");
  return (
    <DashboardSection id="profile" title="Profile and payout details" intro="What our office has on file for you and your payments.">
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <Detail label="Name">
          {profile.firstName} {profile.lastName}
        </Detail>
        <Detail label="Business">{profile.businessName ?? "None given"}</Detail>
        <Detail label="E-mail">
          <EmailText email={profile.email} />
        </Detail>
        <Detail label="Phone">{profile.phone}</Detail>
        <Detail label="Address">
          {profile.address}, {profile.city}, {profile.state} {profile.zipCode}
        </Detail>
        <Detail label="Website">
          {profile.website ? (
            <a href={profile.website} className="link break-all" rel="noopener noreferrer">
              {profile.website}
            </a>
          ) : (
            "None given"
          )}
        </Detail>
        <Detail label="Commission rate">{percent.format(profile.commissionRate)}% of the net profit (done deals)</Detail>
        <Detail label="W-9 received">{yesNo(profile.w9Submitted)}</Detail>
        <Detail label="Tax ID on file">{yesNo(profile.taxIdProvided)}</Detail>
        <Detail label="Partner agreement signed">{profile.agreementSignedAt ? formatBusinessDate(profile.agreementSignedAt) : "Not signed"}</Detail>
      </dl>
      <div className="mt-6 grid gap-2 leading-relaxed text-stone-700 dark:text-stone-300">
        <p className={profile.w9Submitted ? "" : "font-semibold text-stone-900 dark:text-white"}>
          {profile.w9Submitted
            ? "We have your W-9, so your earned commissions can be paid."
            : "We pay commissions only with a W-9 on file: file yours under Tax form and payouts above so we can pay what you earn."}
        </p>
        <p>
          To change any of these details, e-mail <BusinessEmailLink subject="Change my referral partner details" /> or call <BusinessPhoneLink /> ({officeHours}
          ).
        </p>
      </div>
    </DashboardSection>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="mt-0.5 text-stone-900 dark:text-stone-100">{children}</dd>
    </div>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(AffiliateDashboardPage);
