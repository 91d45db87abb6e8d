import { Fragment } from "react";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (this page) has none. */
  to?: string;
}

/** The trail above a nested page's h1: links to its parents, then this page (aria-current). */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600 dark:text-stone-400">
      <ol className="flex flex-wrap items-center gap-2">
        {trail.map((crumb, index) => (
          <Fragment key={crumb.label}>
            {index > 0 && <li aria-hidden="true">/</li>}
            {crumb.to ? (
              <li>
                <Link to={crumb.to} className="link font-semibold">
                  {crumb.label}
                </Link>
              </li>
            ) : (
              <li aria-current="page">{crumb.label}</li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
