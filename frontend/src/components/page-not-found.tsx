/**
 * The "page not found" body: the catch-all route (app/not-found.tsx) and pages whose record does
 * not exist show it. Prerendered as /404, so nothing here may depend on the URL.
 */
import { Link } from "react-router";

const destinations = [
  { to: "/designs", label: "Browse designs", text: "Barndominium and SIP home plans with floor plans and spec sheets." },
  { to: "/contact", label: "Contact us", text: "Call, email or book a 12-minute discovery call." },
  { to: "/unlock", label: "Resource hub", text: "Guides, the cost calculator, financing and permits." },
  { to: "/", label: "Home page", text: "Start again from the beginning." },
];

export function PageNotFound() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">Page not found</h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-700 dark:text-stone-300">
        We couldn't find that page. It may have moved, or the link may be mistyped. These pages can help:
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {destinations.map((destination) => (
          <li key={destination.to}>
            <Link
              to={destination.to}
              className="block h-full rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 dark:border-stone-800 dark:bg-stone-900 dark:hover:border-brand-700 dark:hover:bg-stone-800"
            >
              <span className="text-lg font-bold text-brand-700 dark:text-brand-300">{destination.label} →</span>
              <span className="mt-1 block text-stone-700 dark:text-stone-300">{destination.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
