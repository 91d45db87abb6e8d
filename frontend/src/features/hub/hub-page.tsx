/**
 * The /unlock resource hub (spec §2): open to everyone, with or without an access token.
 * Video, three next-step cards, the resource library, a design showcase and a booking button.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { metaFrom } from "@/lib/page-head";
import type { HashScrollHandle } from "@/lib/scroll";
import { BookCallLink } from "@/components/book-call-link";
import { ArrowRightIcon, CalculatorIcon, CalendarIcon, CheckIcon, HomeIcon, PhoneIcon } from "@/components/icons";
import { KeepHyphenated } from "@/components/keep-hyphenated";
import { PageHero, heroLead, heroTitle, type HeroLook } from "@/components/page-hero";
import { VideoFacade } from "@/components/video-facade";
import { BUILT_IN_PLAN_COUNT } from "@/components/plans/plan-count";
import { business, officeHours, telHref } from "@/lib/business";
import { DesignShowcase } from "./design-showcase";
import { hubPages } from "./pages";
import { ResourceLibrary, RESOURCE_LIBRARY_ID } from "./resource-library";
import { useHubAccess } from "./use-hub-access";

/** The text and the video (`aside`) side by side. */
const halvesHero: HeroLook = {
  container: "mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8",
  column: "",
  title: `mt-2 ${heroTitle}`,
  lead: heroLead,
};

export const meta = metaFrom(hubPages);

/** spec §2 hub scrolling: the resource library waits 800 ms (other targets keep the 100 ms default). */
export const handle: HashScrollHandle = { hashScrollDelays: { [RESOURCE_LIBRARY_ID]: 800 } };

export const VIDEO_TITLE = "How we build energy-efficient barndominiums in Missouri";

const highlights = ["7-day shell install", "R-24 to R-50 insulation", "30-50% faster build"];

const nextSteps: { title: string; to: string; text: string; icon: ReactNode }[] = [
  {
    title: "View Designs",
    to: "/designs",
    text: `Browse ${BUILT_IN_PLAN_COUNT} barndominium and SIP home plans, each with a floor plan and a spec sheet.`,
    icon: <HomeIcon className="size-7" />,
  },
  {
    title: "Cost Calculator",
    to: "/barndominium-calculator",
    text: "Estimate your budget from the size of home and shop, your finishes and your site work.",
    icon: <CalculatorIcon className="size-7" />,
  },
  {
    title: "Book Call",
    to: "/schedule",
    text: "A 12-minute discovery call with our St. Joseph team about your land, plan and budget.",
    icon: <CalendarIcon className="size-7" />,
  },
];

export default function HubPage() {
  const { hasToken } = useHubAccess();

  return (
    <>
      <PageHero
        look={halvesHero}
        eyebrow={hasToken ? "Welcome back" : "Free for Missouri landowners"}
        title={hubPages.unlock.title}
        titleId="hub-title"
        lead={
          <>
            Everything you need to plan a barndominium in Missouri, in one place: a short video on how we build, our most popular plans, a cost calculator, and
            seven guides from SIP basics to county permits.
          </>
        }
        aside={<VideoFacade src={business.videoUrl} title={VIDEO_TITLE} />}
      >
        <p className="mt-3 text-stone-700 dark:text-stone-300">
          {hasToken ? "Your quiz roadmap is on its way to your inbox. Keep exploring here while you wait." : "No sign-up needed: everything here is open."}
        </p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {highlights.map((highlight) => (
            <li
              key={highlight}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold whitespace-nowrap text-stone-800 ring-1 ring-stone-200 dark:bg-stone-800 dark:text-stone-100 dark:ring-stone-700"
            >
              <CheckIcon className="size-4 text-field dark:text-green-400" />
              {highlight}
            </li>
          ))}
        </ul>
      </PageHero>

      <section aria-labelledby="next-steps-title" className="py-14 sm:py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="next-steps-title" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
            Where do you want to start?
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {nextSteps.map((step) => (
              <li
                key={step.to}
                className="relative flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg md:flex-col md:p-6 dark:bg-stone-900 dark:ring-stone-800"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">{step.icon}</span>
                <div className="flex flex-1 flex-col">
                  <h3 className="text-lg font-bold text-stone-900 md:text-xl dark:text-white">
                    <Link to={step.to} className="after:absolute after:inset-0 focus-visible:outline-none">
                      {step.title}
                    </Link>
                  </h3>
                  <p className="mt-1 flex-1 leading-relaxed text-stone-700 md:mt-2 dark:text-stone-300">{step.text}</p>
                  <ArrowRightIcon className="mt-4 hidden size-5 text-brand-700 md:block dark:text-brand-300" />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ResourceLibrary />
      <DesignShowcase />

      <section aria-labelledby="schedule-call-title" className="pb-16 sm:pb-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="grid gap-8 rounded-2xl bg-stone-900 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-12 lg:grid-cols-3 lg:items-center dark:bg-black dark:ring-1 dark:ring-stone-800">
            <div className="lg:col-span-2">
              <h2 id="schedule-call-title" className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
                Talk your plans through with a builder
              </h2>
              <p className="mt-3 max-w-2xl leading-relaxed text-stone-200">
                <KeepHyphenated text="In a 12-minute discovery call we look at your land, the plan you like, your budget and your timeline, and tell you honestly what it takes to build. We reply to every email within 24 hours." />
              </p>
              <p className="mt-3 text-sm text-stone-300">
                <Link to="/schedule" className="font-semibold text-white underline decoration-brand-300 underline-offset-4 hover:decoration-white">
                  What the call covers
                </Link>
              </p>
            </div>
            <div className="flex flex-col gap-3">
              <BookCallLink className="btn-primary px-5 py-3 text-base">
                <CalendarIcon className="size-5" />
                Schedule Discovery Call
              </BookCallLink>
              <a
                href={telHref(business.phone)}
                className="inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold text-white ring-1 ring-white/50 transition-colors hover:bg-white/10"
              >
                <PhoneIcon className="size-5" />
                Call {business.phone}
              </a>
              <p className="text-center text-sm text-stone-300">{officeHours}</p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
