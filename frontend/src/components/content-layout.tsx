/** The frame shared by MDX content pages (company pages, city pages, later articles): hero and call to action. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BookCallLink } from "@/components/book-call-link";
import { CalendarIcon, MailIcon, PhoneIcon } from "@/components/icons";
import { KeepHyphenated } from "@/components/keep-hyphenated";
import { PageHero, heroLargeLead, heroTallPadding, heroTitle, type HeroLook } from "@/components/page-hero";
import { business, officeHours, telHref } from "@/lib/business";

/** MDX content pages, city pages, articles, calculators, the pages still planned: the brand mark when there is no eyebrow. */
const articleHero: HeroLook = {
  container: `mx-auto max-w-4xl ${heroTallPadding}`,
  title: `mt-3 ${heroTitle}`,
  lead: `mt-5 ${heroLargeLead}`,
  mark: "mb-6 h-1.5 w-16 rounded-full bg-brand-600",
};

export function ContentHero({ title, lead, eyebrow, children }: { title: string; lead: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <PageHero look={articleHero} eyebrow={eyebrow} title={title} lead={<KeepHyphenated text={lead} />}>
      {children}
    </PageHero>
  );
}

/** The article column: the MDX body goes here. */
export function ContentBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">{children}</div>;
}

/** Book the 12-minute discovery call, call the office, or write (spec §1, §9). */
export function ContentCallToAction({ heading = "Talk to a builder about your project" }: { heading?: string }) {
  return (
    <section aria-labelledby="content-cta-title" className="mx-auto max-w-4xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="rounded-2xl bg-brand-800 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-12">
        <h2 id="content-cta-title" className="max-w-2xl text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
          {heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">
          A free 12-minute discovery call covers your land, your plan, your budget and your timeline. Prefer the phone? Our St. Joseph office answers{" "}
          {officeHours}, and every email gets a reply within 24 hours.
        </p>
        <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <li>
            <BookCallLink className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50 sm:w-auto">
              <CalendarIcon className="size-5" />
              Book a 12-minute discovery call
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
              Send project details
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
