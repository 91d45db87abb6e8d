/**
 * The route module of every page whose feature is not built yet. It looks up the page
 * definition of the matched route id and shows its real title and what the page is for;
 * nothing on it pretends to work. A feature replaces it by changing `module` in its pages.ts.
 */
import { Link } from "react-router";
import { ContentHero } from "@/components/content-layout";
import { business, officeHours, telHref } from "@/lib/business";
import { metaFrom, usePageHead } from "../lib/page-head";
import { pages } from "./page-registry";

export const meta = metaFrom(pages);

export default function PlannedPage() {
  const head = usePageHead(pages);
  if (!head) return null;

  return (
    <>
      <ContentHero title={head.title} lead={head.description} />

      <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8" aria-labelledby="page-status">
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-6 sm:p-8 dark:border-brand-900 dark:bg-stone-900">
          {head.noindex ? (
            <>
              <h2 id="page-status" className="text-xl font-bold text-stone-900 dark:text-white">
                This area is still being built
              </h2>
              <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">
                You are signed in and may use this page; its tools are not ready yet. Until they are, our St. Joseph office handles this by phone and email (
                {officeHours}).
              </p>
              <ul className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <li>
                  <Link className="btn-secondary w-full sm:w-auto" to="/account">
                    Your account
                  </Link>
                </li>
                <li>
                  <a className="btn-secondary w-full sm:w-auto" href={telHref(business.phone)}>
                    Call {business.phone}
                  </a>
                </li>
              </ul>
            </>
          ) : (
            <>
              <h2 id="page-status" className="text-xl font-bold text-stone-900 dark:text-white">
                This page is on its way
              </h2>
              <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">
                We are still writing and building this page. Until it is live, our St. Joseph office is happy to answer your questions directly ({officeHours});
                email replies come within 24 hours.
              </p>
              <ul className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <li>
                  <a className="btn-primary w-full sm:w-auto" href={business.bookingUrl} target="_blank" rel="noopener noreferrer">
                    Book a 12-minute discovery call<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
                <li>
                  <a className="btn-secondary w-full sm:w-auto" href={telHref(business.phone)}>
                    Call {business.phone}
                  </a>
                </li>
                <li>
                  <a className="btn-secondary w-full sm:w-auto" href={`mailto:${business.email}`}>
                    Email {business.email}
                  </a>
                </li>
              </ul>
            </>
          )}
        </div>
      </section>
    </>
  );
}
