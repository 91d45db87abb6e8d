import { lazy, Suspense } from "react";
import { BookCallLink } from "@/components/book-call-link";
import { CalendarIcon } from "@/components/icons";
import { resetCallBooking } from "@/lib/call-booking";

// react-hook-form, zod and the form itself load only once the booking gate opens.
const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

export const PROJECT_DETAILS_ID = "project-details";

/**
 * spec §2, §4: the project-details form shows only after the visitor has started a call booking
 * (`booked`, read from the session in an effect, so the prerendered page shows the prompt).
 * A reset forgets the booking and the schedule-page visit and reloads the page.
 */
export function ProjectDetails({ booked, onBooked, reload }: { booked: boolean; onBooked: () => void; reload?: () => void }) {
  return (
    <section id={PROJECT_DETAILS_ID} aria-labelledby="project-details-title" className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">Project details</p>
      <h2 id="project-details-title" className="mt-2 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
        Tell us about your project
      </h2>
      {booked ? (
        <>
          <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">
            Thanks for booking your discovery call. Send us the details below before we talk: your land, the plan you like and your budget help us make the most
            of the 12 minutes. We reply to every message within 24 hours.
          </p>
          <div className="mt-8">
            <Suspense
              fallback={
                <p
                  role="status"
                  className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-800"
                >
                  Loading the form…
                </p>
              }
            >
              <ContactForm />
            </Suspense>
          </div>
          <p className="mt-6 text-sm text-stone-600 dark:text-stone-400">
            Didn't finish booking, or want to start over?{" "}
            <button type="button" className="link cursor-pointer" onClick={() => resetCallBooking(reload)}>
              Reset my booking
            </button>
          </p>
        </>
      ) : (
        <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 dark:bg-stone-900 dark:ring-stone-800">
          <h3 className="text-lg font-bold text-stone-900 dark:text-white">First, book your free 12-minute discovery call</h3>
          <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">
            Pick a time in our booking calendar. As soon as you have opened it, this section turns into a short form for your project details, so we come to the
            call prepared.
          </p>
          <BookCallLink className="btn-primary mt-5 px-5 py-3 text-base" onBooked={onBooked}>
            <CalendarIcon className="size-5" />
            Schedule my discovery call
          </BookCallLink>
          <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">The booking calendar opens in a new tab.</p>
        </div>
      )}
    </section>
  );
}
