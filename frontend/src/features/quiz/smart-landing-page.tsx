/**
 * Route module of "/", "/traditional-landing" and "/backup-landing" (spec §2 smart landing):
 * a visitor holding an access token goes to /unlock, everyone else gets the quiz. The
 * decision needs localStorage, so the prerendered markup is the same for everyone; the inline
 * script in root.tsx marks <html> before first paint and app.css swaps the quiz for the
 * 'Loading Quiz...' placeholder (crawlers get the marketing page from the server instead).
 */
import { useEffect, useLayoutEffect } from "react";
import { useNavigate } from "react-router";
import { metaFrom } from "@/lib/page-head";
import { hasAccessToken } from "../../lib/access-token";
import { Quiz } from "./components/quiz";
import { smartEntryPages } from "./pages";
import { HAS_ACCESS_TOKEN_ATTRIBUTE } from "./smart-landing";
import { withQueries } from "@/lib/query-provider";

export const meta = metaFrom(smartEntryPages);

function SmartLandingPage() {
  const navigate = useNavigate();

  // Also covers client-side navigation here (the inline script only runs on a full load).
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute(HAS_ACCESS_TOKEN_ATTRIBUTE, hasAccessToken());
    return () => root.removeAttribute(HAS_ACCESS_TOKEN_ATTRIBUTE);
  }, []);

  useEffect(() => {
    if (hasAccessToken()) void navigate("/unlock", { replace: true });
  }, [navigate]);

  return (
    <div className="smart-landing">
      <div role="status" className="smart-landing-loading min-h-[60vh] items-center justify-center p-6">
        <p className="text-lg font-medium text-stone-700 dark:text-stone-300">Loading Quiz...</p>
      </div>
      <div className="smart-landing-quiz">
        <Quiz />
      </div>
    </div>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(SmartLandingPage);
