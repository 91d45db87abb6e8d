/**
 * The partner's referral link and code on /affiliate-dashboard, with a Copy button. Before
 * approval there is no code yet; a suspended partner's link stops counting referrals (the
 * attribution code ignores suspended codes), and the page says so.
 */
import { Link } from "react-router";
import { AffiliateStatus, type MyAffiliateResponseDto } from "@/api/generated/model";
import { BusinessEmailLink, BusinessPhoneLink } from "@/components/business-contact-links";
import { DashboardSection } from "@/components/dashboard-parts";
import { affiliatesPages } from "./pages";
import { CopyableLink } from "./copyable-link";

export function ReferralLinkSection({ profile }: { profile: MyAffiliateResponseDto }) {
  const { referralLink, affiliateCode, status } = profile;
  return (
    <DashboardSection id="referral-link" title="Your referral link">
      {status === AffiliateStatus.suspended ? <SuspendedNotice /> : null}
      {referralLink && affiliateCode ? (
        <LinkAndCode link={referralLink} code={affiliateCode} canRefer={status === AffiliateStatus.active} />
      ) : (
        <NoCodeYet status={status} />
      )}
    </DashboardSection>
  );
}

function SuspendedNotice() {
  return (
    <div className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">Your partner account is suspended.</p>
      <p className="mt-1">
        While it is suspended, your referral link and code do not count new referrals, and the referral form does not accept your code. Referrals you sent
        before stay listed below. To talk about it, call <BusinessPhoneLink /> or e-mail <BusinessEmailLink subject="My referral partner account" />.
      </p>
    </div>
  );
}

function NoCodeYet({ status }: { status: AffiliateStatus }) {
  if (status === AffiliateStatus.rejected) {
    return (
      <p className="text-stone-700 dark:text-stone-300">
        Your application was not approved, so there is no referral link for this account. If you have questions, call <BusinessPhoneLink /> or e-mail{" "}
        <BusinessEmailLink subject="My referral partner application" />.
      </p>
    );
  }
  return (
    <p className="text-stone-700 dark:text-stone-300">
      Your application is being reviewed. When our office approves it, you get your referral code and link by e-mail, and they appear here.
    </p>
  );
}

function LinkAndCode({ link, code, canRefer }: { link: string; code: string; canRefer: boolean }) {
  return (
    <div className="grid gap-4">
      <CopyableLink id="referral-link-input" label="Referral link" link={link} buttonText="Copy link" />
      <p className="text-stone-800 dark:text-stone-200">
        Your partner code: <strong className="font-mono text-lg tracking-wider">{code}</strong>
      </p>
      <p className="text-stone-800 dark:text-stone-200">
        Customers can also mention code <strong className="font-mono tracking-wider">{code}</strong> at their consultation: our office enters it on their file,
        and they count as your referral just the same.
      </p>
      <p className="leading-relaxed text-stone-700 dark:text-stone-300">
        Share the link, or add <code className="font-mono">?ref={code}</code> to the address of any page of our site. When a visitor who came through it takes
        the quiz, asks for a discovery call or sends the contact form, that counts as your referral. First touch wins: a customer already referred by a partner
        stays with that partner.
      </p>
      {canRefer ? (
        <p className="text-stone-700 dark:text-stone-300">
          Know someone who wants to build? Send us their details yourself:{" "}
          <Link to={affiliatesPages.leadForm.path} className="link">
            Submit a referral
          </Link>
        </p>
      ) : null}
    </div>
  );
}
