import { useId, type ReactNode } from "react";
import { Link } from "react-router";

/** spec §2: the completion step's fixed five-item FAQ (native disclosure: keyboard and screen-reader ready). */
const faq: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: "What happens after I submit my answers?",
    answer: (
      <>
        Your quiz results package goes to the email address you entered right away. Someone from our St. Joseph team then reads your answers and gets in touch;
        we reply to every email within 24 hours. There is no obligation and no pressure: the roadmap is yours to keep either way.
      </>
    ),
  },
  {
    question: "How much does a barndominium cost in Missouri?",
    answer: (
      <>
        It depends on the size of the living area, whether you add a shop, your finishes and how much site work your land needs, so we price each project from
        its plan and its site instead of quoting a number blind. What we can tell you up front: building with structural insulated panels (SIPs) typically saves
        20-30% and goes up 30-50% faster than conventional framing. For a first estimate of your own, try the{" "}
        <Link className="link" to="/barndominium-calculator">
          barndominium cost calculator
        </Link>
        .
      </>
    ),
  },
  {
    question: "Do I need to own land before I start?",
    answer: (
      <>
        No. Many of our clients start with a plan and a budget and look for land alongside. If you are still searching, look at road access, utilities, soil and
        zoning before you buy; our{" "}
        <Link className="link" to="/land-search-guide">
          land search guide
        </Link>{" "}
        walks through it. If you already own land, a site survey is usually the next step.
      </>
    ),
  },
  {
    question: "How do people finance a barndominium?",
    answer: (
      <>
        Most new builds are paid for with a construction loan that turns into a regular mortgage when the home is finished; if you are also buying land, a land
        loan may come first. Lenders want to see a plan, a budget and a builder's estimate, which is exactly what your roadmap helps you pull together. Our{" "}
        <Link className="link" to="/barndominium-financing">
          financing guide
        </Link>{" "}
        covers the options.
      </>
    ),
  },
  {
    question: "What is the 12-minute discovery call?",
    answer: (
      <>
        A free, no-obligation phone call with our team. In 12 minutes we go over your roadmap, your land and your timeline, answer your questions, and tell you
        honestly whether a SIP barndominium fits your plans. You can{" "}
        <Link className="link" to="/schedule">
          pick a time that suits you
        </Link>
        .
      </>
    ),
  },
];

export function QuizFaq() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Frequently asked questions
      </h2>
      <div className="mt-5 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900">
        {faq.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-stone-900 marker:hidden dark:text-white [&::-webkit-details-marker]:hidden">
              {item.question}
              <span aria-hidden="true" className="shrink-0 text-xl leading-none text-brand-700 transition-transform group-open:rotate-45 dark:text-brand-300">
                +
              </span>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-stone-700 dark:text-stone-300">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export const QUIZ_FAQ_COUNT = faq.length;
