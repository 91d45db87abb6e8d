import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import { themeScript } from "./app/theme";
import { pagePaths } from "./lib/shell-routes";
import { smartLandingScript } from "./features/quiz/smart-landing";
import { AppShell } from "./app/layout/app-shell";
import { Providers } from "./app/providers";
import stylesheetText from "./app.css?inline";
import stylesheetUrl from "./app.css?url";

// Runs before first paint: the remembered theme, and the smart landing's access-token marker (spec §2).
const headScript = themeScript + smartLandingScript(pagePaths("landing/entry"));

/**
 * The whole stylesheet (about 10 KB brotli) inline in every prerendered page, first in <head>: the
 * first paint waits for no request, and a phone on a slow network is not left fetching it beside the
 * scripts. Only the prerender holds the text; in the browser React finds the <style> by its href and
 * keeps it (React's style resources), so the scripts carry no copy. In development the stylesheet
 * stays a file, which Vite updates as classes are added.
 */
function Stylesheet() {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={stylesheetUrl} precedence="default" />;
  return (
    <style href="app-stylesheet" precedence="default">
      {import.meta.env.SSR ? stylesheetText : ""}
    </style>
  );
}

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  // The page's scripts start after its first paint (scripts/defer-hydration.ts), so the prerendered
  // markup is on screen before React runs; this marks the moment React has taken it over (browser
  // tests wait for it before their first click).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    // The inline script may add class="dark" and data-has-access-token before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#883a25" />
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        <Stylesheet />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Providers>
      <AppShell>
        <Outlet />
      </AppShell>
    </Providers>
  );
}

/** Shown by __spa-fallback.html (client-only pages) until the page's code has loaded. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6" role="status">
      <p className="text-lg font-medium text-stone-600 dark:text-stone-300">Loading…</p>
    </div>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-6 py-16">
      <h1 className="text-3xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="text-lg text-stone-700 dark:text-stone-300">
        {notFound ? "We couldn't find that page." : "This page failed to load. Reloading usually fixes it; if not, please try again in a few minutes."}
      </p>
      <p>
        <a className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
