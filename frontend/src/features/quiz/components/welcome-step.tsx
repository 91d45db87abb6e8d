import { VideoFacade } from "@/components/video-facade";
import { business } from "@/lib/business";
import { quizPages } from "../pages";

/** The quiz page's title is its headline, on every path that shows the quiz. */
export const QUIZ_HEADLINE = quizPages.readiness.title;

/**
 * spec §2: the quiz's first screen, in the prerendered HTML (readable without JavaScript):
 * what the quiz gives, the embedded video and the 'BUILD MY ROADMAP' button.
 */
export function WelcomeStep({ onStart, onStartNear }: { onStart: () => void; onStartNear?: () => void }) {
  return (
    <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8">
      <div>
        <p className="text-sm font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">Free roadmap for Missouri barndominiums &amp; SIP homes</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-stone-900 min-[360px]:text-4xl sm:text-5xl dark:text-white">
          {QUIZ_HEADLINE}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-pretty text-stone-700 dark:text-stone-300">
          Answer a few quick questions about your land, plans, permits, budget and timeline. We turn your answers into a personal building roadmap for a
          Missouri barndominium or SIP home: what you have already covered, what comes next, and where you can save. The full results package goes straight to
          your inbox.
        </p>
        <ul className="mt-6 grid gap-2 text-stone-800 dark:text-stone-200">
          {[
            "A step-by-step roadmap built around your answers",
            "A construction insight from our St. Joseph crew with every answer",
            "How SIP construction builds 30-50% faster and saves 20-30%",
          ].map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden="true" className="font-bold text-field">
                ✓
              </span>
              {point}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={onStart}
          onPointerEnter={onStartNear}
          onFocus={onStartNear}
          onTouchStart={onStartNear}
          className="btn-primary mt-8 w-full px-8 py-4 text-lg tracking-wide sm:w-auto"
        >
          BUILD MY ROADMAP
        </button>
      </div>
      <VideoFacade src={business.videoUrl} title="How we build energy-efficient barndominiums in Missouri" caption={business.businessName} />
      <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 lg:col-span-2">
        <h2 id="how-it-works-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
          How it works
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          {HOW_IT_WORKS.map(({ title, text }, index) => (
            <li key={title} className="rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900">
              <p className="text-sm font-bold text-brand-700 dark:text-brand-300">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-bold text-stone-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-stone-700 dark:text-stone-300">{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

const HOW_IT_WORKS = [
  {
    title: "Answer ten quick questions",
    text: "Land, surveys, plans, permits, budget, financing, timeline and who decides: one tap each, no account needed.",
  },
  {
    title: "Learn as you go",
    text: "Every answer brings a construction insight from our St. Joseph crew about what it means for your build.",
  },
  {
    title: "Get your roadmap",
    text: "Your personal roadmap and next steps arrive by email, and we reply to questions within 24 hours.",
  },
] as const;
