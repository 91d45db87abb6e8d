/**
 * Route module of /contractors/dashboard 'Contractor Dashboard' (role contractor, client-only,
 * issue 15): where the listing stands (status, Verified badge, rating), the homeowners' requests,
 * the certificate of insurance (issue 31), the profile the contractor keeps current and the service areas. Every read is the signed-in
 * contractor's own listing (/api/contractor/me…); an account with no listing gets the API's 404
 * and a way to apply.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useGetMyContractorProfile } from "@/api/generated/endpoints/contractor-portal/contractor-portal";
import { ContractorStatus, type MyContractorProfileResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { DashboardSection } from "@/components/dashboard-parts";
import { DashboardOfficeContact, DashboardShell } from "@/components/dashboard-shell";
import { Pill } from "@/components/staff/office-parts";
import { formatNumber } from "@/lib/number";
import { InquiriesSection } from "./dashboard-inquiries";
import { InsuranceSection } from "./dashboard-insurance";
import { ReviewsSection } from "./dashboard-reviews";
import { ProfileForm } from "./dashboard-profile-form";
import { ServiceAreasSection } from "./dashboard-service-areas";
import { PortfolioPhotosSection } from "./dashboard-photos";
import { LISTING_STATUS_LABEL, LISTING_STATUS_TONE, LISTING_STATUS_WORDS, verificationWords } from "./dashboard-words";
import { coverageText, ratingText } from "../../lib/contractor-format";
import { contractorsPages } from "./pages";
import { withQueries } from "@/lib/query-provider";

export const meta = metaFrom(contractorsPages);

function ContractorDashboardPage() {
  const profile = useGetMyContractorProfile();
  return (
    <DashboardShell
      profile={profile}
      eyebrow="Contractor network"
      title={contractorsPages.dashboard.title}
      signedIn={(listing) => (
        <>
          <span className="font-semibold">{listing.name}</span>
          <Pill tone={LISTING_STATUS_TONE[listing.status]}>Listing: {LISTING_STATUS_LABEL[listing.status]}</Pill>
        </>
      )}
      noProfile={{
        id: "no-listing",
        title: "No contractor listing yet",
        text:
          "This page keeps a network contractor's profile, service areas and homeowners' requests. If you have applied, your account is linked to your listing when " +
          "our office approves it, and an e-mail brings the link to set your password. Otherwise, apply to join the network: nobody pays to be listed or ranked.",
        apply: { to: contractorsPages.network.path, label: contractorsPages.network.title },
        subject: "Contractor listing",
      }}
    >
      {(listing) => <Dashboard profile={listing} />}
    </DashboardShell>
  );
}

function Dashboard({ profile }: { profile: MyContractorProfileResponseDto }) {
  const approved = profile.status === ContractorStatus.approved;
  return (
    <>
      <ListingSection profile={profile} />
      <DashboardSection
        id="requests"
        title="Homeowner requests"
        intro="What homeowners asked for from your profile. Reply here or by e-mail and phone, then close each request when it is settled, or mark it “job done” when they hired you, so they can review you."
      >
        <InquiriesSection receivesRequests={approved} email={profile.email} />
      </DashboardSection>
      <DashboardSection
        id="insurance"
        title="Insurance certificate"
        intro="Your certificate of insurance backs the Insured badge on your profile; our office checks each one you upload."
      >
        <InsuranceSection profile={profile} />
      </DashboardSection>
      <DashboardSection id="reviews" title="Your reviews" intro="What homeowners who hired you through the directory say on your profile.">
        <ReviewsSection profilePath={contractorsPages.profile.path.replace(":id", profile.slug)} />
      </DashboardSection>
      <DashboardSection id="profile" title="Your profile" intro="What homeowners read on your public profile.">
        <ProfileForm profile={profile} />
      </DashboardSection>
      <DashboardSection
        id="photos"
        title="Portfolio photos"
        intro="Photos of your finished work, shown on your public profile once our office approves them. Up to 30."
      >
        <PortfolioPhotosSection />
      </DashboardSection>
      <DashboardSection id="service-areas" title="Service areas" intro={`${coverageText(profile.coverage)}.`}>
        <ServiceAreasSection areas={profile.areas} />
      </DashboardSection>
    </>
  );
}

function ListingSection({ profile }: { profile: MyContractorProfileResponseDto }) {
  const badge = verificationWords(profile);
  const profilePath = contractorsPages.profile.path.replace(":id", profile.slug);
  return (
    <DashboardSection id="listing" title="Your listing">
      <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
        <Detail label="Status">
          <Pill tone={LISTING_STATUS_TONE[profile.status]}>{LISTING_STATUS_LABEL[profile.status]}</Pill>
          <p className="mt-2 leading-relaxed">{LISTING_STATUS_WORDS[profile.status]}</p>
          {profile.status === ContractorStatus.approved ? (
            <p className="mt-2">
              <Link to={profilePath} className="link font-semibold">
                View your public profile
              </Link>
            </p>
          ) : null}
        </Detail>
        <Detail label="Verification">
          <Pill tone={badge.tone}>{badge.headline}</Pill>
          <p className="mt-2 leading-relaxed">{badge.detail}</p>
        </Detail>
        <Detail label="Rating">{ratingText(profile.averageRating, profile.reviewCount)}</Detail>
        <Detail label="Response time">
          {profile.responseTime
            ? `${profile.responseTime.label} (from ${formatNumber(profile.responseTime.sampleSize)} requests in the last 90 days)`
            : "No badge yet: it shows once you have 3 requests in 90 days, from how fast you first reply here."}
        </Detail>
        <Detail label="New requests">
          {profile.newInquiryCount === 0 ? "None waiting for an answer" : `${formatNumber(profile.newInquiryCount)} waiting for an answer`}
        </Detail>
      </dl>
      <DashboardOfficeContact subject={`My contractor listing: ${profile.name}`} />
    </DashboardSection>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="mt-1 text-stone-900 dark:text-stone-100">{children}</dd>
    </div>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ContractorDashboardPage);
