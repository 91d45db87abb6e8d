/**
 * /contractor-network 'Join Our Contractor Network' (spec §2, issue 15): for trades and builders,
 * what the network is, what it costs (nothing), what "Verified" means, and the application form
 * (applyContractor). Prerendered with the empty form.
 */
import { Link } from "react-router";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroLead, heroTitle, type HeroLook } from "@/components/page-hero";
import { heroRoomyPadding } from "@/components/page-hero-looks";
import { bodyText, eyebrow, sectionHeading } from "@/components/public-form-parts";
import { ApplicationForm } from "./application-form";
import { contractorsPages } from "./pages";
import { VerifiedExplainer } from "./verified-explainer";
import { withQueries } from "@/lib/query-provider";

/** The program's page in one column. */
const programHero: HeroLook = { container: `mx-auto max-w-4xl ${heroRoomyPadding}`, title: `mt-2 ${heroTitle}`, lead: heroLead };

export const meta = metaFrom(contractorsPages);

export const NO_PAY_PROMISE = "Nobody pays to be listed or ranked, and we never sell your leads.";

const STEPS = [
  {
    title: "Apply",
    text: "Tell us about your business, the work you do and where you travel. It takes about five minutes.",
  },
  {
    title: "We check and decide",
    text: "Our office reviews every application within 5 business days and e-mails you the answer either way.",
  },
  {
    title: "Set your password",
    text: "Once approved, your listing goes live and an e-mail brings a link to set the password of your contractor account.",
  },
  {
    title: "Hear from homeowners",
    text: "Requests from your profile come straight to your inbox; keep your profile and service areas current from your dashboard.",
  },
] as const;

function ContractorNetworkPage() {
  return (
    <>
      <PageHero
        look={programHero}
        eyebrow="For trades and builders"
        title={contractorsPages.network.title}
        titleId="network-title"
        lead={
          <>
            We build SIP homes and barndominiums across northwest and central Missouri, and our customers ask us every week for electricians, plumbers, HVAC
            installers, finish carpenters and flooring crews who know tight, well-insulated houses. Our network lists the trades we trust, with their
            specialties and the towns they serve, so homeowners can find you by ZIP code.
          </>
        }
      >
        <p className="mt-5 rounded-lg bg-white p-4 text-lg font-bold text-stone-900 ring-1 ring-stone-200 dark:bg-stone-900 dark:text-white dark:ring-stone-800">
          {NO_PAY_PROMISE}
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-4xl gap-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <section aria-labelledby="how-title">
          <p className={eyebrow}>How it works</p>
          <h2 id="how-title" className={sectionHeading}>
            From application to your first request
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
                <p className="font-bold text-stone-900 dark:text-white">
                  {index + 1}. {step.title}
                </p>
                <p className={`mt-2 ${bodyText}`}>{step.text}</p>
              </li>
            ))}
          </ol>
          <p className={`mt-6 ${bodyText}`}>
            Your listing ranks by distance to the homeowner's project and by published reviews, nothing else: see how it looks in the{" "}
            <Link to="/contractors" className="link">
              Contractor Network
            </Link>
            .
          </p>
        </section>

        <VerifiedExplainer />

        <section aria-labelledby="apply-title">
          <p className={eyebrow}>Apply</p>
          <h2 id="apply-title" className={sectionHeading}>
            Your application
          </h2>
          <p className={`mt-3 ${bodyText}`}>
            Fields marked required are all we need to start. A license or registration number and your years in business help us verify you sooner.
          </p>
          <div className="mt-6">
            <ApplicationForm />
          </div>
        </section>
      </div>
    </>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ContractorNetworkPage);
