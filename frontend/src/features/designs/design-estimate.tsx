import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import type { DesignResponseDto } from "@/api/generated/model";
import { designEstimateKey, fetchDesignEstimate } from "./designs-api";

// The figures, tables and assumptions (with the cost rates) load with the estimate, not with the page.
const loadDetails = () => import("./estimate-details");
const EstimateDetails = lazy(loadDetails);

const workingOut = (
  <p role="status" className="mt-6 flex min-h-[28rem] items-start rounded-xl bg-stone-100 p-6 text-stone-700 dark:bg-stone-900 dark:text-stone-300">
    Working out the estimate…
  </p>
);

/** How far below the viewport the estimate may still be when it is asked for: about a screen. */
const NEAR_MARGIN = "0px 0px 100% 0px";

/**
 * The plan's cost estimate with the default options: the API's numbers (GET
 * /api/designs/{slug}/estimate), the same model the calculators use, so they agree to the dollar.
 * Asked for when `live` (designs-api.ts), or once the section comes within a screen of the
 * viewport (then `onNear`, so the page asks for the live plan too).
 */
export function DesignEstimate({ design, live, onNear }: { design: DesignResponseDto; live: boolean; onNear: () => void }) {
  const sectionRef = useRef<HTMLElement>(null);
  const {
    data: estimate,
    isError,
    refetch,
  } = useQuery({
    queryKey: designEstimateKey(design.slug),
    queryFn: ({ signal }) => {
      void loadDetails();
      return fetchDesignEstimate(design.slug, signal);
    },
    enabled: live,
  });

  useEffect(() => {
    const section = sectionRef.current;
    if (live || !section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [live, onNear]);

  return (
    <section ref={sectionRef} aria-labelledby="estimate-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="estimate-title" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
        What the {design.name} costs to build
      </h2>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700 dark:text-stone-300">
        A planning estimate from our cost model for a typical Missouri site. A firm price follows a site visit and the final plan.
      </p>

      {isError ? (
        <div role="alert" className="mt-6 rounded-xl bg-white p-6 ring-1 ring-red-200 dark:bg-stone-900 dark:ring-red-900">
          <p className="font-semibold text-stone-900 dark:text-white">The estimate didn't load. Check your connection and try again.</p>
          <button type="button" className="btn-primary mt-4" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : !estimate ? (
        workingOut
      ) : (
        <Suspense fallback={workingOut}>
          <EstimateDetails design={design} estimate={estimate} />
        </Suspense>
      )}
    </section>
  );
}
