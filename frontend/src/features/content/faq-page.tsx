/**
 * Route module of /faq: the questions of src/content/faq.ts grouped in sections, every answer in the
 * prerendered HTML, and the same entries as FAQPage JSON-LD in the <head>.
 */
import { Link, type MetaFunction } from "react-router";
import { metaFrom, usePageHead } from "@/lib/page-head";
import { contentPages } from "./pages";
import { ContentBody, ContentCallToAction, ContentHero } from "@/components/content-layout";
import { KeepHyphenated } from "@/components/keep-hyphenated";
import { faqEntries, faqSections, type FaqEntry } from "@/content/faq";

/** schema.org FAQPage for the given questions (answers are plain text). */
export function faqJsonLd(entries: readonly FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export const meta: MetaFunction = (args) => [...metaFrom(contentPages)(args), { "script:ld+json": faqJsonLd(faqEntries) }];

/** "What is a SIP?" → "what-is-a-sip": a stable fragment for linking to one question. */
function questionId(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export default function FaqPage() {
  const head = usePageHead(contentPages);
  if (!head) throw new Error("No page definition for /faq");

  return (
    <>
      <ContentHero title={head.title} lead={head.description}>
        <nav aria-labelledby="faq-topics-title" className="mt-8">
          <h2 id="faq-topics-title" className="text-sm font-bold tracking-wider text-stone-600 uppercase dark:text-stone-400">
            Topics
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {faqSections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-stone-300 transition-colors hover:bg-brand-50 hover:ring-brand-400 dark:bg-stone-900 dark:text-brand-200 dark:ring-stone-700 dark:hover:bg-stone-800"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </ContentHero>
      <ContentBody>
        {faqSections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className={index === 0 ? undefined : "mt-14"}>
            <h2 id={section.id} className="text-2xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-3xl dark:text-white">
              {section.title}
            </h2>
            {section.entries.map((entry) => (
              <div key={entry.question} className="mt-8 border-t border-stone-200 pt-6 dark:border-stone-800">
                <h3 id={questionId(entry.question)} className="text-xl font-bold text-stone-900 dark:text-white">
                  <KeepHyphenated text={entry.question} />
                </h3>
                <p className="mt-3 leading-relaxed text-pretty text-stone-700 dark:text-stone-300">
                  <KeepHyphenated text={entry.answer} />
                </p>
                {entry.links?.length ? (
                  <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
                    <span className="font-semibold text-stone-900 dark:text-white">Read more: </span>
                    {entry.links.map((link, linkIndex) => (
                      <span key={link.to}>
                        {linkIndex > 0 ? " · " : null}
                        <Link to={link.to} className="link">
                          {link.label}
                        </Link>
                      </span>
                    ))}
                  </p>
                ) : null}
              </div>
            ))}
          </section>
        ))}
      </ContentBody>
      <ContentCallToAction heading="Still have a question?" />
    </>
  );
}
