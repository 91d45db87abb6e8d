/**
 * The partner's referral link and code on /affiliate-dashboard, with a Copy button. Before
 * approval there is no code yet; a suspended partner's link stops counting referrals (the
 * attribution code ignores suspended codes), and the page says so.
 */
import { useRef, useState } from "react";
import { Link } from "react-router";
import { AffiliateStatus, type MyAffiliateResponseDto } from "@/api/generated/model";
import { BusinessEmailLink, BusinessPhoneLink } from "@/components/business-contact-links";
import { DashboardSection } from "@/components/dashboard-parts";
import { affiliatesPages } from "./pages";

type CopyOutcome = "idle" | "copied" | "select";

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
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome>("idle");

  async function copy() {
    setOutcome("idle");
    try {
      // Missing outside a secure context, or refused by the browser: either way the catch below helps.
      await navigator.clipboard.writeText(link);
      setOutcome("copied");
    } catch {
      input.current?.focus();
      input.current?.select();
      setOutcome("select");
    }
  }

  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor="referral-link-input" className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
          Referral link
        </label>
        <div className="mt-1 flex flex-wrap gap-3">
          <input
            ref={input}
            id="referral-link-input"
            type="text"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 basis-64 rounded-md border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100"
          />
          <button type="button" className="btn-primary" onClick={() => void copy()}>
            Copy link
          </button>
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-stone-800 dark:text-stone-200">
          {outcome === "copied"
            ? "Link copied"
            : outcome === "select"
              ? "Your browser did not let us copy. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it."
              : ""}
        </p>
      </div>
      <p className="text-stone-800 dark:text-stone-200">
        Your partner code: <strong className="font-mono text-lg tracking-wider">{code}</strong>
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
