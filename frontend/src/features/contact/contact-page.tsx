/**
 * /contact and /quote (spec §2, §4): how to reach the St. Joseph office, what a quote brings, the
 * call booking that opens the project-details form, the service area, the office with its map,
 * and a closing call to action. Prerendered; the form's code loads once the booking gate opens.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroCard, heroEyebrow as eyebrow, splitHero } from "@/components/page-hero";
import { BookCallLink } from "@/components/book-call-link";
import { CalendarIcon, CheckIcon, ClockIcon, ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/icons";
import { KeepHyphenated } from "@/components/keep-hyphenated";
import { serviceAreaCities } from "@/lib/service-area";
import { business, officeHours, telHref } from "@/lib/business";
import { hasScheduledCall } from "@/lib/call-booking";
import { OFFICE_HOURS_LONG } from "@/lib/office-hours";
import { directionsUrl, OfficeMap } from "./office-map";
import { contactPages } from "./pages";
import { ProjectDetails } from "./project-details";

export const meta = metaFrom(contactPages);

const quoteBenefits = [
  { title: "Free, with no obligation", text: "Your quote costs nothing and commits you to nothing. Take it to your lender, your family or another builder." },
  { title: "Priced for your land", text: "We price the plan you pick, or your own design, together with the site work, utilities and permits your lot needs." },
  { title: "7-day shell install", text: "Factory-cut SIP panels close in your home in about a week once the foundation is ready." },
  { title: "30-50% faster build", text: "Fewer trades and less framing on site mean you move in months sooner than with a stick-built house." },
  { title: "20-30% savings", text: "A simpler, tighter build keeps more of your budget in the house and less in labor and waste." },
  { title: "R-24 to R-50 insulation", text: "Continuous SIP insulation keeps heating and cooling bills low through Missouri winters and summers." },
];

const steps = [
  {
    title: "Book your discovery call",
    text: "Pick a time for a free 12-minute call. We talk through your land, your plan, your budget and your timeline.",
  },
  {
    title: "Send your project details",
    text: "Once your call is booked, the form on this page opens. Tell us what you have in mind; we reply by email within 24 hours.",
  },
  {
    title: "Get your quote and a schedule",
    text: "We price your plan and site, then walk you through the numbers, the build schedule and the next steps, in plain language.",
  },
];

const sectionHeading = "mt-2 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white";
const heroTerm = "flex items-center gap-2 text-sm font-semibold text-stone-600 dark:text-stone-400";
const heroIcon = "size-6 shrink-0 text-brand-700 dark:text-brand-300";
const card = "rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800";

function ContactCard({ icon, title, children, note }: { icon: ReactNode; title: string; children: ReactNode; note: string }) {
  return (
    <li className={card}>
      <span className="text-brand-700 dark:text-brand-300">{icon}</span>
      <h3 className="mt-3 text-lg font-bold text-stone-900 dark:text-white">{title}</h3>
      <div className="mt-2">{children}</div>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{note}</p>
    </li>
  );
}

export default function ContactPage() {
  // Read after hydration: the prerendered HTML (and the first render) always shows the booking prompt.
  const [booked, setBooked] = useState(false);
  useEffect(() => {
    setBooked(hasScheduledCall());
  }, []);
  const onBooked = () => setBooked(true);
  const { street, city, state, zip } = business.address;

  return (
    <>
      <PageHero
        look={splitHero}
        eyebrow="Missouri barndominium & SIP home builder"
        title={contactPages.contact.title}
        titleId="contact-title"
        lead={
          <>
            Planning a barndominium or an energy-efficient SIP home? Tell us about your land and what you want to build, and we will put together a clear quote
            with no obligation. Call the office, send us an email, or book a free 12-minute discovery call with our team.
          </>
        }
        aside={
          <dl className={`grid gap-4 ${heroCard}`}>
            <div>
              <dt className={heroTerm}>
                <PhoneIcon className={heroIcon} />
                Call us
              </dt>
              <dd className="mt-1 pl-8">
                <a
                  className="text-xl font-extrabold text-stone-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300"
                  href={telHref(business.phone)}
                >
                  {business.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className={heroTerm}>
                <MapPinIcon className={heroIcon} />
                Our office
              </dt>
              <dd className="mt-1 pl-8 font-bold text-stone-900 dark:text-white">
                {city}, {state}
              </dd>
            </div>
            <div>
              <dt className={heroTerm}>
                <ClockIcon className={heroIcon} />
                Office hours
              </dt>
              <dd className="mt-1 pl-8 font-bold text-stone-900 dark:text-white">{officeHours}</dd>
            </div>
          </dl>
        }
      />

      <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <p className={eyebrow}>Why request a quote</p>
        <h2 id="benefits-title" className={sectionHeading}>
          A real number for your home, not a guess
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {quoteBenefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-3">
              <CheckIcon className="mt-0.5 size-6 shrink-0 text-field dark:text-green-400" />
              <div>
                <h3 className="font-bold text-stone-900 dark:text-white">
                  <KeepHyphenated text={benefit.title} />
                </h3>
                <p className="mt-1 leading-relaxed text-stone-700 dark:text-stone-300">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="expect-title" className="bg-white py-14 sm:py-16 dark:bg-stone-900">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <p className={eyebrow}>What to expect</p>
          <h2 id="expect-title" className={sectionHeading}>
            From first call to your quote in three steps
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-cream p-6 ring-1 ring-stone-200 dark:bg-stone-950 dark:ring-stone-800">
                <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-extrabold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-3 text-lg font-bold text-stone-900 dark:text-white">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="reach-title" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6 sm:pt-16 lg:px-8">
        <h2 id="reach-title" className={sectionHeading}>
          Three ways to reach us
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          <ContactCard icon={<PhoneIcon className="size-7" />} title="Call the office" note={`${officeHours}, Central Time`}>
            <a className="link text-lg" href={telHref(business.phone)}>
              {business.phone}
            </a>
          </ContactCard>
          <ContactCard icon={<MailIcon className="size-7" />} title="Email us" note="We reply within 24 hours.">
            <a className="link text-lg break-all" href={`mailto:${business.email}`}>
              {business.email}
            </a>
          </ContactCard>
          <ContactCard icon={<CalendarIcon className="size-7" />} title="Schedule a call" note="Opens our booking calendar in a new tab.">
            <BookCallLink className="btn-primary px-4 py-2.5" onBooked={onBooked}>
              Book a 12-minute call
            </BookCallLink>
          </ContactCard>
        </ul>
      </section>

      <ProjectDetails booked={booked} onBooked={onBooked} />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-14 sm:px-6 sm:pb-16 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby="area-title">
          <p className={eyebrow}>Service area</p>
          <h2 id="area-title" className={sectionHeading}>
            Where we build
          </h2>
          <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">
            From our St. Joseph office we build barndominiums and SIP homes across northwest and central Missouri. See what building involves in your area:
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-2.5 sm:grid-cols-3">
            {serviceAreaCities.map((area) => (
              <li key={area.slug}>
                <Link className="link" to={`/${area.slug}`}>
                  {area.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="office-title" className={card}>
          <h2 id="office-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
            Visit our office
          </h2>
          <address className="mt-4 leading-relaxed text-stone-800 not-italic dark:text-stone-200">
            {business.businessName}
            <br />
            {street}
            <br />
            {city}, {state} {zip}
          </address>
          <p className="mt-3 flex gap-2 text-stone-800 dark:text-stone-200">
            <ClockIcon className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
            <span>
              Monday to Friday, {OFFICE_HOURS_LONG}
              <span className="block text-sm text-stone-600 dark:text-stone-400">Please call ahead so the right person is in.</span>
            </span>
          </p>
          <div className="mt-5">
            <OfficeMap />
          </div>
          <a href={directionsUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-5 px-4 py-2.5">
            <MapPinIcon className="size-5" />
            Get directions
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </section>
      </div>

      <section aria-labelledby="cta-title" className="bg-brand-800 py-14 text-white sm:py-16 dark:bg-brand-900">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="cta-title" className="text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">
            Ready to build in Missouri?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">
            A free 12-minute discovery call is the quickest way to a realistic price and timeline for your barndominium or SIP home. No pressure, just straight
            answers from a builder.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <BookCallLink
              className="inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-3 text-base font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white"
              onBooked={onBooked}
            >
              <CalendarIcon className="size-5" />
              Book my free discovery call
            </BookCallLink>
            <a
              href={telHref(business.phone)}
              className="inline-flex items-center justify-center gap-2 rounded-md border border-white/70 px-5 py-3 text-base font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
            >
              <PhoneIcon className="size-5" />
              Call {business.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
