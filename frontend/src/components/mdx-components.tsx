/**
 * How the Markdown of content pages renders: the site's type scale and colours, and internal
 * links as react-router <Link>s so moving between pages stays a client-side navigation. Every MDX
 * body imports useMDXComponents from here (vite.config.ts, providerImportSource).
 */
import type { ComponentPropsWithoutRef } from "react";
import type { MDXComponents } from "mdx/types";
import { Link } from "react-router";

function MdxLink({ href = "", children, ...rest }: ComponentPropsWithoutRef<"a">) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} className="link" {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} className="link" {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

export const mdxComponents: MDXComponents = {
  h2: (props) => <h2 className="mt-12 text-2xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-3xl dark:text-white" {...props} />,
  h3: (props) => <h3 className="mt-8 text-xl font-bold text-stone-900 dark:text-white" {...props} />,
  p: (props) => <p className="mt-4 leading-relaxed text-pretty text-stone-700 dark:text-stone-300" {...props} />,
  a: MdxLink,
  ul: (props) => <ul className="mt-4 list-disc space-y-2 pl-6 text-stone-700 marker:text-brand-600 dark:text-stone-300" {...props} />,
  ol: (props) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-stone-700 marker:font-bold marker:text-brand-700 dark:text-stone-300" {...props} />,
  li: (props) => <li className="pl-1 leading-relaxed" {...props} />,
  strong: (props) => <strong className="font-semibold text-stone-900 dark:text-white" {...props} />,
  blockquote: (props) => (
    <blockquote className="mt-6 border-l-4 border-brand-600 bg-brand-50 px-5 py-3 text-stone-800 dark:bg-stone-900 dark:text-stone-200" {...props} />
  ),
  hr: () => <hr className="my-10 border-stone-200 dark:border-stone-800" />,
  table: (props) => (
    <div className="table-scroll mt-6 rounded-lg ring-1 ring-stone-200 dark:ring-stone-800">
      <table className="w-full border-collapse text-left text-sm sm:text-base" {...props} />
    </div>
  ),
  thead: (props) => <thead className="bg-stone-100 text-stone-900 dark:bg-stone-800 dark:text-white" {...props} />,
  th: (props) => <th scope="col" className="px-4 py-3 font-semibold" {...props} />,
  td: (props) => <td className="border-t border-stone-200 px-4 py-3 align-top text-stone-700 dark:border-stone-800 dark:text-stone-300" {...props} />,
};

/** What MDX's compiled bodies call for their components (no context: the same components everywhere). */
export function useMDXComponents(): MDXComponents {
  return mdxComponents;
}
