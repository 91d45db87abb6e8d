/**
 * /schedule: what the 12-minute discovery call is and how to book it (spec §1, §4).
 * Visiting marks the session (visited-schedule-page); a booking button records the booking
 * and opens the external booking page in a new tab.
 */
import { useEffect } from "react";
import { Link } from "react-router";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroCard, heroEyebrow as eyebrow, splitHero } from "@/components/page-hero";
import { BookCallLink } from "@/components/book-call-link";
import { CalendarIcon, CheckIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/icons";
import { KeepHyphenated } from "@/components/keep-hyphenated";
import { business, formatAddress, officeHours, telHref } from "@/lib/business";
import { recordSchedulePageVisit } from "@/lib/call-booking";
import { contactPages } from "./pages";

export const meta = metaFrom(contactPages);

const audience = [
  "You own land, or have an offer on some, and want to know what it will take to build on it.",
  "You are still looking for land and want to know what to check before you buy.",
  "You are weighing a barndominium or SIP home against a traditional stick-built house.",
  "You have a plan or sketch and need a realistic price and timeline.",
  "You want a shop, an office or a business space under the same roof as your home.",
];

const topics = [
  { title: "Land", text: "Where it is, access, utilities, septic or sewer, and the site work it will need." },
  { title: "Plans", text: "Which of our plans fits, or what to change in yours: size, bedrooms, shop, porch." },
  { title: "Budget", text: "A realistic range for your plan and site, and where SIP construction saves 20-30%." },
  { title: "Timeline", text: "When you could start, the 7-day shell install, and why the whole build runs 30-50% faster." },
  { title: "Financing", text: "Construction loans, what lenders ask for, and when you need cash in hand." },
];

const afterSteps = [
  {
    title: "You get the next steps in writing",
    text: "We email you a short recap of what we discussed and what to do next, whatever stage you are at.",
  },
  {
    title: "We price your plan",
    text: "If you are ready, we look at your land and your plan and put together an estimate and a realistic schedule.",
  },
  {
    title: "You decide, with no pressure",
    text: "Not ready yet? Keep using the resource hub, the calculators and our guides, and call us when the time is right.",
  },
];

const sectionHeading = "text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white";

export default function SchedulePage() {
  // spec §4: the session remembers the visit to this page (cleared again once a call is booked).
  useEffect(() => {
    recordSchedulePageVisit();
  }, []);

  return (
    <>
      <PageHero
        look={splitHero}
        eyebrow="Free · 12 minutes · no obligation"
        title={contactPages.schedule.title}
        titleId="schedule-title"
        lead={
          <>
            The 12-minute discovery call is a short, straight conversation with our St. Joseph building team. We talk through your land, your plans, your budget
            and your timeline, and you come away knowing what your barndominium or SIP home will take, and what to do next.
          </>
        }
        aside={
          <div className={heroCard}>
            <h2 className="text-xl font-bold text-stone-900 dark:text-white">Pick a time that suits you</h2>
            <ul className="mt-4 space-y-2.5 text-stone-700 dark:text-stone-300">
              <li className="flex gap-2.5">
                <ClockIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                12 minutes, and we keep to it
              </li>
              <li className="flex gap-2.5">
                <CalendarIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                Choose your slot in our booking calendar
              </li>
              <li className="flex gap-2.5">
                <PhoneIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />A builder on the line, not a call center
              </li>
            </ul>
            <BookCallLink className="btn-primary mt-6 w-full px-5 py-3 text-base">
              <CalendarIcon className="size-5" />
              Book my discovery call
            </BookCallLink>
            <p className="mt-3 text-center text-sm text-stone-600 dark:text-stone-400">The booking calendar opens in a new tab.</p>
          </div>
        }
      />

      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby="who-title">
          <p className={eyebrow}>Who it is for</p>
          <h2 id="who-title" className={`mt-2 ${sectionHeading}`}>
            Anyone thinking about building in Missouri
          </h2>
          <ul className="mt-6 space-y-3">
            {audience.map((line) => (
              <li key={line} className="flex gap-3 leading-relaxed text-stone-700 dark:text-stone-300">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-field dark:text-green-400" />
                {line}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cover-title">
          <p className={eyebrow}>What we'll cover</p>
          <h2 id="cover-title" className={`mt-2 ${sectionHeading}`}>
            Five things, in plain language
          </h2>
          <dl className="mt-6 divide-y divide-stone-200 rounded-xl bg-white ring-1 ring-stone-200 dark:divide-stone-800 dark:bg-stone-900 dark:ring-stone-800">
            {topics.map((topic) => (
              <div key={topic.title} className="grid gap-1 px-5 py-4 sm:grid-cols-4 sm:gap-4">
                <dt className="font-bold text-stone-900 dark:text-white">{topic.title}</dt>
                <dd className="leading-relaxed text-stone-700 sm:col-span-3 dark:text-stone-300">
                  <KeepHyphenated text={topic.text} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section aria-labelledby="after-title" className="bg-white py-14 sm:py-16 dark:bg-stone-900">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <p className={eyebrow}>After the call</p>
          <h2 id="after-title" className={`mt-2 ${sectionHeading}`}>
            What happens next
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {afterSteps.map((step, index) => (
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

      <section aria-labelledby="alternatives-title" className="py-14 sm:py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="alternatives-title" className={sectionHeading}>
            Rather call or email?
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            <li className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
              <PhoneIcon className="size-7 text-brand-700 dark:text-brand-300" />
              <h3 className="mt-3 text-lg font-bold text-stone-900 dark:text-white">Call the office</h3>
              <p className="mt-1 text-stone-700 dark:text-stone-300">
                <a className="link" href={telHref(business.phone)}>
                  {business.phone}
                </a>
              </p>
              <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">Office hours: {officeHours}</p>
            </li>
            <li className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
              <MailIcon className="size-7 text-brand-700 dark:text-brand-300" />
              <h3 className="mt-3 text-lg font-bold text-stone-900 dark:text-white">Email us</h3>
              <p className="mt-1 text-stone-700 dark:text-stone-300">
                <a className="link break-all" href={`mailto:${business.email}`}>
                  {business.email}
                </a>
              </p>
              <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">We reply within 24 hours.</p>
            </li>
            <li className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
              <MapPinIcon className="size-7 text-brand-700 dark:text-brand-300" />
              <h3 className="mt-3 text-lg font-bold text-stone-900 dark:text-white">Visit or write</h3>
              <p className="mt-1 text-stone-700 dark:text-stone-300">{formatAddress(business.address)}</p>
              <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
                Send your project details from the{" "}
                <Link className="link" to="/contact">
                  contact page
                </Link>
                .
              </p>
            </li>
          </ul>
          <div className="mt-10 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <BookCallLink className="btn-primary px-5 py-3 text-base">
              <CalendarIcon className="size-5" />
              Book my discovery call
            </BookCallLink>
            <p className="text-stone-600 dark:text-stone-400">
              Want to look around first? Open the{" "}
              <Link className="link" to="/unlock">
                resource hub
              </Link>
              .
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
