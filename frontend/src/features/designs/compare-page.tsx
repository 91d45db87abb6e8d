/**
 * Route module of /compare and /comparison: two to four plans side by side, chosen on the page or
 * by `?plans=oak,rose-mount`, with their figures, estimated cost and energy use; rows whose values
 * differ are marked. The prerendered page is the empty state (the URL is read after hydration).
 */
import { useQueries } from "@tanstack/react-query";
import { useEffect, useId, type ReactNode } from "react";
import { LeadActivityKind } from "@/api/generated/model/leadActivityKind";
import { reportLeadEvent } from "@/lib/lead-events";
import { Link, useNavigate, useSearchParams, type MetaFunction } from "react-router";
import { isApiError } from "@/api/api-error";
import { getGetDesignEstimateQueryOptions, getGetDesignQueryOptions, useListDesigns } from "@/api/generated/endpoints/designs/designs";
import { DesignCategory, type DesignResponseDto, type DesignSummaryDto, type EstimateResponseDto } from "@/api/generated/model";
import { metaFrom, usePageHead } from "@/lib/page-head";
import { designsPages } from "./pages";
import { ContentCallToAction } from "@/components/content-layout";
import { formatCents } from "@/lib/currency";
import { cx } from "@/lib/cx";
import { formatNumber, squareFeet } from "@/lib/number";
import { snakeToTitle } from "@/lib/text";
import { useHydrated } from "@/lib/use-hydrated";
import { builtInDesign, builtInPage } from "./built-in-plans";
import { rememberPlans } from "./compare-memory";
import { MAX_COMPARED, MIN_COMPARED, plansFromSearch, searchFromPlans } from "./compare-query";
import { SPEC_SHEET_HEIGHT, SPEC_SHEET_WIDTH } from "../../components/plans/spec-sheet";
import { costRange } from "../../components/plans/estimate-figures";
import { DesignsHero } from "./designs-hero";
import { categoryLabel, rValue } from "../../components/plans/plan-format";
import { withQueries } from "@/lib/query-provider";

export const meta: MetaFunction = (args) => metaFrom(designsPages)(args);

/** Every active plan, A→Z (the same query as the contact form's plan list, so they share one answer). */
const ALL_PLANS = { sort: "name", pageSize: 100 } as const;

/** Side-by-side pairs worth a look, offered while nothing is chosen. */
const SUGGESTIONS: readonly { plans: string[]; label: string; why: string }[] = [
  { plans: ["rose-mount", "oak"], label: "Rose Mount and Oak", why: "two three-bedroom barndominiums with big shops" },
  { plans: ["maple-ridge", "garret-ridge", "auburn"], label: "Maple Ridge, Garret Ridge and Auburn", why: "four-bedroom barndominiums for a family" },
  { plans: ["spirit", "everly", "cypress"], label: "Spirit, Everly and Cypress", why: "small SIP homes from 816 to 1,040 sq ft" },
  { plans: ["landon", "boulder", "rushmore"], label: "Landon, Boulder and Rushmore", why: "four-bedroom SIP homes for a family" },
];

interface Row {
  label: string;
  values: (string | undefined)[];
}

/** Whether the loaded values of a row are not all the same (a row still loading is not marked). */
export function rowDiffers(values: readonly (string | undefined)[]): boolean {
  const known = values.filter((value): value is string => value !== undefined);
  return known.length >= MIN_COMPARED && known.length === values.length && new Set(known).size > 1;
}

function designRows(designs: (DesignResponseDto | undefined)[], estimates: (EstimateResponseDto | undefined)[]): Row[] {
  const of = <T,>(list: (T | undefined)[], pick: (item: T) => string) => list.map((item) => (item === undefined ? undefined : pick(item)));
  return [
    { label: "Type", values: of(designs, (d) => categoryLabel(d.category)) },
    { label: "Style", values: of(designs, (d) => snakeToTitle(d.style)) },
    { label: "Living area", values: of(designs, (d) => squareFeet(d.livingSquareFeet)) },
    { label: "Shop area", values: of(designs, (d) => (d.shopSquareFeet === null ? "No shop" : squareFeet(d.shopSquareFeet))) },
    { label: "Bedrooms", values: of(designs, (d) => String(d.bedrooms)) },
    { label: "Bathrooms", values: of(designs, (d) => d.bathrooms) },
    { label: "Wall insulation", values: of(designs, (d) => rValue(d.wallRValue)) },
    { label: "Roof insulation", values: of(designs, (d) => rValue(d.roofRValue)) },
    { label: "Floor plan", values: of(designs, (d) => (d.floorPlanIncluded ? "Included" : "On request")) },
    { label: "Estimated cost to build", values: of(estimates, costRange) },
    { label: "Build time", values: of(estimates, (e) => `About ${formatNumber(e.buildWeeks)} weeks`) },
    { label: "Heating and cooling a year", values: of(estimates, (e) => formatCents(e.energy.annualCostCents)) },
    { label: "Energy for heating and cooling", values: of(estimates, (e) => `${formatNumber(e.energy.annualKwh)} kWh a year`) },
    {
      label: "Saved against stick-built",
      values: of(estimates, (e) => (e.sipEnergySavingsPercent > 0 ? `${e.sipEnergySavingsPercent}% of heating and cooling` : "None")),
    },
  ];
}

function ComparePage() {
  const head = usePageHead(designsPages);
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const plans = hydrated ? plansFromSearch(searchParams) : [];
  const plansKey = plans.join(",");

  const setPlans = (next: string[]) => void navigate({ search: searchFromPlans(next) }, { preventScrollReset: true });

  useEffect(() => {
    if (hydrated) rememberPlans(plansKey ? plansKey.split(",") : []);
  }, [hydrated, plansKey]);
  // The lead score (issue 28): a visitor who gave us their e-mail compared these plans (nothing is sent otherwise).
  useEffect(() => {
    if (plansKey.includes(",")) reportLeadEvent({ kind: LeadActivityKind.plans_compared, subject: [...plansKey.split(",")].sort().join(",") });
  }, [plansKey]);

  const choices = useListDesigns(ALL_PLANS, { query: { placeholderData: builtInPage(ALL_PLANS) } });
  const designQueries = useQueries({
    queries: plans.map((slug) => getGetDesignQueryOptions(slug, { query: { placeholderData: builtInDesign(slug) } })),
  });
  const estimateQueries = useQueries({ queries: plans.map((slug) => getGetDesignEstimateQueryOptions(slug)) });

  // One spelling per plan in the URL: ids and other cases become the plan's slug.
  const canonical = plans.map((slug, index) => designQueries[index]?.data?.slug ?? slug);
  useEffect(() => {
    if (canonical.join(",") !== plansKey) void navigate({ search: searchFromPlans([...new Set(canonical)]) }, { replace: true, preventScrollReset: true });
  });

  const designs = designQueries.map((query) => query.data);
  const estimates = estimateQueries.map((query) => query.data);
  const missing = designQueries.map((query) => query.isError && isApiError(query.error) && query.error.status === 404);
  const rows = designRows(designs, estimates);
  const slots = Math.min(MAX_COMPARED, Math.max(MIN_COMPARED, plans.length + 1));
  const title = head?.title ?? "";

  return (
    <>
      <DesignsHero title={title} lead={head?.description ?? ""} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <PlanPicker plans={plans} slots={slots} choices={choices.data?.items ?? []} onChange={setPlans} />

        {plans.length === 0 ? (
          <section aria-labelledby="suggestions-title" className="mt-12">
            <h2 id="suggestions-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
              Not sure where to start?
            </h2>
            <p className="mt-3 max-w-3xl text-lg leading-relaxed text-stone-700 dark:text-stone-300">
              Pick two to four plans above and see their living and shop areas, bedrooms, baths, insulation, estimated cost to build and yearly heating and
              cooling next to each other, with the rows that differ marked. Or start from one of these:
            </p>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {SUGGESTIONS.map((suggestion) => (
                <li key={suggestion.label}>
                  <Link
                    to={{ search: searchFromPlans(suggestion.plans) }}
                    className="block h-full rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-brand-50 dark:bg-stone-900 dark:ring-stone-800 dark:hover:bg-stone-800"
                  >
                    <span className="text-lg font-bold text-brand-700 dark:text-brand-300">Compare {suggestion.label}</span>
                    <span className="mt-1 block text-stone-700 dark:text-stone-300">{suggestion.why}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-8">
              <Link to="/designs" className="link">
                Browse all designs with filters
              </Link>
            </p>
          </section>
        ) : (
          <section aria-labelledby="comparison-title" className="mt-12">
            <h2 id="comparison-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
              Side by side
            </h2>
            {plans.length < MIN_COMPARED ? (
              <p className="mt-3 text-lg text-stone-700 dark:text-stone-300">Choose at least one more plan above to see where they differ.</p>
            ) : (
              <p className="mt-3 text-stone-700 dark:text-stone-300">
                Rows marked <Differs /> are where the plans are not the same. Estimates assume the same bare lot near St. Joseph, standard finishes and a SIP
                shell for every plan.
              </p>
            )}
            {/* Issue 25: on a phone each plan is a card with all its figures, one under the other; from 768 px, the table. */}
            <ul aria-label="Plans compared" className="mt-6 grid gap-5 md:hidden">
              {plans.map((slug, index) => (
                <li key={slug}>
                  <PlanCard
                    slug={slug}
                    design={designs[index]}
                    missing={missing[index]}
                    rows={rows}
                    index={index}
                    onRemove={() => setPlans(plans.filter((other) => other !== slug))}
                  />
                </li>
              ))}
            </ul>
            <div className="table-scroll mt-6 hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 md:block dark:bg-stone-900 dark:ring-stone-800">
              <table className="w-full min-w-[40rem] table-fixed border-collapse text-left">
                <caption className="sr-only">{plans.map((slug, index) => designs[index]?.name ?? slug).join(", ")} compared</caption>
                <thead>
                  <tr className="align-top">
                    <td className="w-44 p-4" />
                    {plans.map((slug, index) => (
                      <th key={slug} scope="col" className="p-4 font-normal">
                        <PlanHeading
                          slug={slug}
                          design={designs[index]}
                          missing={missing[index]}
                          onRemove={() => setPlans(plans.filter((other) => other !== slug))}
                        />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const differs = rowDiffers(row.values);
                    return (
                      <tr key={row.label} className={cx("border-t border-stone-200 dark:border-stone-800", differs && "bg-amber-50 dark:bg-amber-950/40")}>
                        <th
                          scope="row"
                          className={cx("p-4 align-top font-semibold text-stone-800 dark:text-stone-200", differs && "border-l-4 border-amber-500")}
                        >
                          {row.label}
                          {differs ? (
                            <span className="mt-1 block">
                              <Differs />
                            </span>
                          ) : null}
                        </th>
                        {row.values.map((value, index) => (
                          <td key={plans[index]} className="p-4 align-top text-stone-900 tabular-nums dark:text-stone-100">
                            {value ?? (missing[index] ? "—" : <span className="text-stone-500 dark:text-stone-400">Loading…</span>)}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>

      <ContentCallToAction heading="Want help choosing between plans?" />
    </>
  );
}

function Differs() {
  return (
    <span className="inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold tracking-wide text-amber-950 uppercase dark:bg-amber-800 dark:text-amber-50">
      Differs
    </span>
  );
}

/** A plan's figures as a card (phones): the same rows as the table, those that differ between the plans marked. */
function PlanCard({
  slug,
  design,
  missing,
  rows,
  index,
  onRemove,
}: {
  slug: string;
  design: DesignResponseDto | undefined;
  missing: boolean;
  rows: Row[];
  index: number;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <article aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <PlanHeading slug={slug} design={design} missing={missing} onRemove={onRemove} headingId={id} />
      <dl className="mt-4 divide-y divide-stone-200 border-t border-stone-200 dark:divide-stone-800 dark:border-stone-800">
        {rows.map((row) => {
          const differs = rowDiffers(row.values);
          const value = row.values[index];
          return (
            <div
              key={row.label}
              className={cx(
                "grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 py-2.5",
                differs && "-mx-4 border-l-4 border-amber-500 bg-amber-50 pr-4 pl-3 dark:bg-amber-950/40",
              )}
            >
              <dt className="font-semibold text-stone-800 dark:text-stone-200">
                {row.label}
                {differs ? (
                  <span className="mt-1 block">
                    <Differs />
                  </span>
                ) : null}
              </dt>
              <dd className="text-stone-900 tabular-nums dark:text-stone-100">
                {value ?? (missing ? "—" : <span className="text-stone-500 dark:text-stone-400">Loading…</span>)}
              </dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
}

function PlanHeading({
  slug,
  design,
  missing,
  onRemove,
  headingId,
}: {
  slug: string;
  design: DesignResponseDto | undefined;
  missing: boolean;
  onRemove: () => void;
  /** On a card, the name is the card's heading (h3); in the table it is a column header. */
  headingId?: string;
}) {
  const name = design?.name ?? slug;
  const Name = headingId ? "h3" : "span";
  return (
    <div className="grid gap-3">
      {design ? (
        <img
          src={design.specSheetUrl}
          alt=""
          width={SPEC_SHEET_WIDTH}
          height={SPEC_SHEET_HEIGHT}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] w-full rounded-md bg-white object-contain ring-1 ring-stone-200 dark:ring-stone-700"
        />
      ) : null}
      <Name id={headingId} className="text-lg font-bold text-stone-900 dark:text-white">
        {design ? (
          <Link to={`/designs/${design.slug}`} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
            {design.name}
          </Link>
        ) : missing ? (
          `No plan "${slug}"`
        ) : (
          slug
        )}
      </Name>
      <button
        type="button"
        onClick={onRemove}
        className="justify-self-start text-sm font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
      >
        Remove<span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}

function PlanPicker({
  plans,
  slots,
  choices,
  onChange,
}: {
  plans: string[];
  slots: number;
  choices: readonly DesignSummaryDto[];
  onChange: (plans: string[]) => void;
}) {
  const id = useId();
  const groups: { label: string; plans: DesignSummaryDto[] }[] = [
    { label: "Barndominiums", plans: choices.filter((plan) => plan.category === DesignCategory.Barndominium) },
    { label: "SIP homes", plans: choices.filter((plan) => plan.category !== DesignCategory.Barndominium) },
  ];
  // A plan chosen in a second slot swaps places with the first; "" removes the slot's plan.
  const choose = (slot: number, slug: string) => {
    const next = [...plans];
    const existing = next.indexOf(slug);
    if (!slug) next.splice(slot, 1);
    else if (slot < next.length) {
      if (existing !== -1) next[existing] = next[slot];
      next[slot] = slug;
    } else if (existing === -1) next.push(slug);
    onChange(next);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Choose plans to compare
      </h2>
      <fieldset className="mt-4">
        <legend className="sr-only">Plans to compare, up to {MAX_COMPARED}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: slots }, (_, slot) => {
            const value = plans[slot] ?? "";
            const known = !value || choices.some((plan) => plan.slug === value);
            return (
              <PlanSelect key={slot} label={`Plan ${slot + 1}`} value={value} onChange={(slug) => choose(slot, slug)}>
                <option value="">{slot < plans.length ? "Remove this plan" : "Choose a plan"}</option>
                {known ? null : <option value={value}>{value}</option>}
                {groups.map((group) =>
                  group.plans.length ? (
                    <optgroup key={group.label} label={group.label}>
                      {group.plans.map((plan) => (
                        <option key={plan.slug} value={plan.slug}>
                          {plan.name}
                        </option>
                      ))}
                    </optgroup>
                  ) : null,
                )}
              </PlanSelect>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}

function PlanSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (slug: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm dark:border-stone-600 dark:bg-stone-950 dark:text-white"
      >
        {children}
      </select>
    </div>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ComparePage);
