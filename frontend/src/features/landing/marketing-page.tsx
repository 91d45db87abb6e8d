/**
 * The static marketing landing page (spec §2): /landing, /test-landing, /final-landing, and
 * what crawlers get at "/". Crawlers receive its prerendered HTML with every script removed,
 * so everything here is plain markup and links: no effects, no client-only widgets.
 */
import type { ReactNode } from "react";
import { Link, useMatches } from "react-router";
import { metaFrom, usePageHead } from "@/lib/page-head";
import { showsChrome } from "@/lib/shell-routes";
import { BookCallLink } from "@/components/book-call-link";
import { ArrowRightIcon, CalendarIcon, CheckIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon, ThermometerIcon } from "@/components/icons";
import { KeepHyphenated } from "@/components/keep-hyphenated";
import { Logo } from "@/components/logo";
import { business, formatAddress, officeHours, telHref } from "@/lib/business";
import { landingPages } from "./pages";

export const meta = metaFrom(landingPages);

const stats = [
  { figure: "7 days", label: "to install the insulated shell" },
  { figure: "30-50%", label: "faster build than stick framing" },
  { figure: "20-30%", label: "savings for our owners" },
  { figure: "R-24 to R-50", label: "continuous insulation" },
];

const benefits: { title: string; icon: ReactNode; text: string }[] = [
  {
    title: "7-day shell install",
    icon: <ClockIcon className="size-7" />,
    text: "Your structural insulated panels are cut to your plan in the factory and arrive numbered. Once the foundation is ready, walls and roof go up in about 7 days, so your home is closed in before the next Missouri storm rolls through, and you pay rent and a construction loan at the same time for weeks less.",
  },
  {
    title: "Missouri expertise",
    icon: <MapPinIcon className="size-7" />,
    text: "We build from St. Joseph across northwest and central Missouri. We know the county permit desks, rural septic and well requirements, and what a building has to take from humid summers, ice storms and spring wind. One local team answers your calls from the first sketch to the final inspection.",
  },
  {
    title: "Energy efficiency",
    icon: <ThermometerIcon className="size-7" />,
    text: "SIP walls and roofs wrap the whole house in continuous foam insulation, rated R-24 to R-50, with far fewer gaps and studs for heat to leak through than a framed wall. The result is a quiet, evenly warm home and smaller heating and cooling bills every month you live in it.",
  },
];

const steps = [
  {
    title: "Talk through your project",
    text: "A 12-minute discovery call covers your land, the plan you have in mind, your budget and your timeline. You leave with a clear next step, whether you want to build this year or are still looking for land.",
  },
  {
    title: "Choose a plan, price it and permit it",
    text: "Start from one of our barndominium and SIP home plans or bring your own drawings. We price it, prepare construction drawings and walk you through county permits and construction financing.",
  },
  {
    title: "Site work and a 7-day shell",
    text: "We coordinate the driveway, utilities and foundation. Then your factory-cut panels arrive and the shell goes up in about 7 days: walls, roof and openings, weather-tight.",
  },
  {
    title: "Finish inside and move in",
    text: "Electrical, plumbing, HVAC and finishes go in faster inside a dry, insulated shell, which is how the whole build runs 30-50% faster. Final inspection, a walkthrough, and the keys are yours.",
  },
];

/** spec §2: the eight city links of the landing page, labelled with the city names. */
const cities = [
  { to: "/st-joseph", name: "St. Joseph" },
  { to: "/kansas-city", name: "Kansas City" },
  { to: "/liberty", name: "Liberty" },
  { to: "/platte-city", name: "Platte City" },
  { to: "/smithville", name: "Smithville" },
  { to: "/excelsior-springs", name: "Excelsior Springs" },
  { to: "/savannah", name: "Savannah" },
  { to: "/parkville", name: "Parkville" },
];

const sectionHeading = "text-2xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl dark:text-white";
const eyebrow = "text-sm font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300";

export default function MarketingPage() {
  const head = usePageHead(landingPages);
  const matches = useMatches();
  // Without the site header and footer (/landing, /test-landing) the page carries its own brand and contact lines.
  const standalone = !showsChrome(matches[matches.length - 1]?.id);

  return (
    <>
      {standalone ? <BrandBar /> : null}
      <Hero title={head?.title ?? landingPages.marketing.title} />
      <Benefits />
      <HowItWorks />
      <ServiceArea />
      <GetInTouch />
      {standalone ? <StandaloneFooterLine /> : null}
    </>
  );
}

function BrandBar() {
  return (
    <div className="bg-stone-950 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <Logo inverted />
        <a href={telHref(business.phone)} className="inline-flex items-center gap-2 rounded-md px-2 py-1 font-semibold text-white hover:text-brand-200">
          <PhoneIcon className="size-5" />
          <span>
            <span className="sr-only">Call </span>
            {business.phone}
          </span>
        </a>
      </div>
    </div>
  );
}

function Hero({ title }: { title: string }) {
  return (
    <section aria-labelledby="landing-title" className="relative overflow-hidden bg-stone-900 text-white">
      {/* Warm dusk gradient and a barn roofline, drawn in CSS and one small SVG: no image to download. */}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-brand-900 via-stone-900 to-stone-950" />
      <svg aria-hidden="true" viewBox="0 0 600 200" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-24 w-full text-stone-950/70 sm:h-32">
        <path d="M0 200V150l90-10 60-45 60 45h60l70-55 70 55h80l60-35 50 30V200Z" fill="currentColor" />
      </svg>
      <div className="relative mx-auto grid max-w-6xl gap-x-12 gap-y-12 px-4 pt-14 pb-24 sm:px-6 sm:pt-20 sm:pb-32 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:px-8">
        <div>
          <p className="text-sm font-bold tracking-wider text-brand-200 uppercase">
            Barndominiums &amp; SIP homes · <span className="whitespace-nowrap">St. Joseph, MO</span>
          </p>
          <h1 id="landing-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-stone-100 sm:text-xl">
            <KeepHyphenated text="We design and build energy-efficient barndominiums and structural insulated panel (SIP) homes across northwest and central Missouri. Your weather-tight shell goes up in 7 days, the whole build runs 30-50% faster, and our owners see 20-30% savings." />
          </p>
          <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <li>
              <Link to="/schedule" className="btn-primary w-full px-6 py-3 text-base ring-1 ring-white/20 sm:w-auto">
                <CalendarIcon className="size-5" />
                Schedule a discovery call
              </Link>
            </li>
            <li>
              <Link
                to="/facebook-lead"
                className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-white px-6 py-3 text-base font-semibold text-stone-900 shadow-sm transition-colors hover:bg-brand-50 sm:w-auto"
              >
                Get my free build roadmap
                <ArrowRightIcon className="size-5" />
              </Link>
            </li>
          </ul>
          <p className="mt-4 text-sm text-stone-200">A free 12-minute call with a builder, not a call center.</p>
        </div>

        <div>
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-white/15 ring-1 ring-white/15">
            {stats.map((stat) => (
              <div key={stat.figure} className="flex flex-col-reverse bg-stone-900/85 px-4 py-5 sm:px-6">
                <dt className="mt-1 text-sm leading-snug text-stone-200">{stat.label}</dt>
                <dd className="text-xl font-extrabold tracking-tight text-white min-[400px]:text-2xl sm:text-3xl lg:text-2xl">
                  <KeepHyphenated text={stat.figure} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 flex items-center gap-2 text-sm font-semibold text-brand-100">
            <CheckIcon className="size-5 shrink-0 text-brand-300" />
            <span>
              Featured in 570+ media outlets.{" "}
              <Link to="/blog/media-coverage-2025" className="underline decoration-brand-300 underline-offset-4 hover:text-white">
                Read the coverage
              </Link>
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}

function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="bg-white py-16 sm:py-24 dark:bg-stone-900">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <p className={eyebrow}>Why build with us</p>
        <h2 id="benefits-title" className={`mt-2 max-w-3xl ${sectionHeading}`}>
          Built for Missouri land, Missouri weather and real budgets
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-stone-200 bg-cream p-6 dark:border-stone-700 dark:bg-stone-950">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-700 text-white">{benefit.icon}</span>
              <h3 className="mt-4 text-xl font-bold text-stone-900 dark:text-white">
                <KeepHyphenated text={benefit.title} />
              </h3>
              <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">
                <KeepHyphenated text={benefit.text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <p className={eyebrow}>How it works</p>
        <h2 id="how-it-works-title" className={`mt-2 max-w-3xl ${sectionHeading}`}>
          From bare land to move-in, in four steps
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full border-2 border-brand-700 text-lg font-extrabold text-brand-700 dark:border-brand-300 dark:text-brand-300"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-stone-900 dark:text-white">
                <span className="sr-only">Step {index + 1}: </span>
                <KeepHyphenated text={step.title} />
              </h3>
              <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">
                <KeepHyphenated text={step.text} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ServiceArea() {
  return (
    <section aria-labelledby="service-area-title" className="bg-white py-16 sm:py-24 dark:bg-stone-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className={eyebrow}>Service area</p>
          <h2 id="service-area-title" className={`mt-2 ${sectionHeading}`}>
            Barndominium builders near you
          </h2>
          <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">
            From our home base in St. Joseph we build on acreage and town lots across the Kansas City Northland and northwest and central Missouri. Pick your
            area to see what building there involves.
          </p>
        </div>
        <ul className="grid grid-cols-2 gap-3 self-center sm:grid-cols-3 lg:col-span-3 lg:grid-cols-2 xl:grid-cols-3">
          {cities.map((city) => (
            <li key={city.to}>
              <Link
                to={city.to}
                className="flex h-full items-center gap-2.5 rounded-lg border border-stone-200 bg-cream px-3 py-3 font-semibold sm:gap-3 sm:px-4 text-stone-900 transition-colors hover:border-brand-400 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-950 dark:text-stone-100 dark:hover:border-brand-600 dark:hover:bg-stone-800"
              >
                <MapPinIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                {city.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function GetInTouch() {
  return (
    <section aria-labelledby="get-in-touch-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-brand-800 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-14">
          <h2 id="get-in-touch-title" className="max-w-2xl text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">
            Ready to talk about your build?
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">
            Book a 12-minute discovery call online, call our St. Joseph office, or send us your project details. We answer the phone {officeHours} and reply to
            every email within 24 hours.
          </p>
          <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <li>
              <BookCallLink className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50 sm:w-auto">
                <CalendarIcon className="size-5" />
                Book your discovery call
              </BookCallLink>
            </li>
            <li>
              <a
                href={telHref(business.phone)}
                className="inline-flex w-full items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold text-white ring-1 ring-white/60 transition-colors hover:bg-white/10 sm:w-auto"
              >
                <PhoneIcon className="size-5" />
                Call {business.phone}
              </a>
            </li>
            <li>
              <Link
                to="/contact"
                className="inline-flex w-full items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold text-white ring-1 ring-white/60 transition-colors hover:bg-white/10 sm:w-auto"
              >
                <MailIcon className="size-5" />
                Contact us
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}

function StandaloneFooterLine() {
  return (
    <div className="border-t border-stone-200 dark:border-stone-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-stone-400">
        <p>
          {business.businessName} · {formatAddress(business.address)}
        </p>
        <p className="flex gap-5">
          <Link to="/privacy-policy" className="underline underline-offset-4 hover:text-stone-900 dark:hover:text-white">
            Privacy Policy
          </Link>
          <Link to="/terms-of-service" className="underline underline-offset-4 hover:text-stone-900 dark:hover:text-white">
            Terms of Service
          </Link>
        </p>
      </div>
    </div>
  );
}
