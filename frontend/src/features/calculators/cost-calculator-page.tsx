/**
 * /barndominium-calculator and /calculator: a cost range, the phases, build time and heating and
 * cooling for a barndominium or SIP home, computed in the browser by the same cost model the API
 * uses (@cost-model), so this page, the plan pages and GET /api/designs/{id}/estimate agree.
 */
import { useEffect, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { estimateWalls, estimateWithComparison, livingAreaPerimeterFeet, type EstimateWithComparison } from "@cost-model/cost-model";
import { ENVELOPE_ASSUMPTIONS, FINISH_LEVELS, REGION_RATES, REGIONS, SHELL_ENVELOPES, SHELL_TYPES, SLOPES } from "@cost-model/cost-rates";
import { metaFrom, usePageHead } from "@/lib/page-head";
import { calculatorsPages } from "./pages";
import { ContentCallToAction, ContentHero } from "@/components/content-layout";
import { FormField, SelectField } from "@/components/form-field";
import { serviceAreaCities } from "@/lib/service-area";
import { formatCents } from "@/lib/currency";
import { formatNumber, squareFeet } from "@/lib/number";
import { useCalculatorPlans, type CalculatorPlan } from "./calculator-plans";
import { Checkbox, ClaimCard, DataTable, num, Panel, RValue, ShareBar, td, th } from "./calculator-ui";
import { FINISH_LABELS, SHELL_DESCRIPTIONS, SLOPE_LABELS, shellLabel } from "./choices";
import { costEstimateInput, DEFAULT_COST_FORM, readCostForm, withPlan, writeCostForm, type CostForm, type CostNumberField } from "./cost-form";
import { plural } from "./format";
import { CostHowWeEstimate } from "./how-we-estimate";
import { PlanSelect } from "./plan-select";
import { sipClaims } from "./sip-claims";
import { useUrlForm, type UrlFormCodec } from "./use-url-form";
import { writeWallForm } from "./wall-form";
import { withQueries } from "@/lib/query-provider";

export const meta = metaFrom(calculatorsPages);

export const costFormCodec: UrlFormCodec<CostForm> = { read: readCostForm, write: writeCostForm, defaults: DEFAULT_COST_FORM };

const cityNames = new Map(serviceAreaCities.map((city) => [city.slug, city.name]));

function regionCities(region: (typeof REGIONS)[number]): string {
  const names = REGION_RATES[region].cities.map((slug) => cityNames.get(slug) ?? slug);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names.join("");
}

const perYear = (cents: number) => `${formatCents(cents)} a year`;

function CostCalculatorPage() {
  const head = usePageHead(calculatorsPages);
  const { values: form, params, update } = useUrlForm(costFormCodec, "cost-calculator");
  const catalogue = useCalculatorPlans();
  const plan = catalogue.plans.find((candidate) => candidate.slug === form.plan);
  // A link with only ?plan=<slug> (a plan page's "estimate this plan") gets the plan's sizes once the catalogue is in.
  const needsPlanSizes =
    plan !== undefined &&
    !params.has("livingSquareFeet") &&
    !params.has("shopSquareFeet") &&
    (form.livingSquareFeet !== String(plan.livingSquareFeet) || form.shopSquareFeet !== String(plan.shopSquareFeet ?? 0));
  useEffect(() => {
    if (needsPlanSizes) update(withPlan(form, plan.slug, plan), { replace: true });
  }, [needsPlanSizes, form, plan, update]);
  const { input, errors } = costEstimateInput(form, plan);
  const estimate = estimateWithComparison(input);
  // The claims compare SIP with stick-built, whatever shell the visitor picked.
  const withSip = input.shell === "sip" ? estimate : estimateWithComparison({ ...input, shell: "sip" });

  const narrow = useNarrow();

  const numberBox = (field: CostNumberField) => ({
    value: form[field],
    error: errors[field],
    inputMode: "numeric" as const,
    autoComplete: "off",
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update({ [field]: event.target.value }, { typing: field }),
  });

  return (
    <>
      <ContentHero title={head?.title ?? "Barndominium Cost Calculator"} lead={head?.description ?? ""} eyebrow="Free cost calculator for Missouri">
        <p className="mt-4 max-w-3xl text-stone-700 dark:text-stone-300">
          Change any answer and the estimate updates at once. Every rate behind it is listed under{" "}
          <a className="link" href="#how-we-estimate">
            How we estimate
          </a>
          , and the address bar keeps your answers, so you can share or bookmark this exact estimate.
        </p>
      </ContentHero>

      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:px-8">
        <form
          aria-labelledby="project-title"
          // A field the keyboard reaches scrolls clear of the sticky total bar below 1024 px.
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6 max-lg:[&_:is(input,select)]:scroll-mb-24"
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          <h2 id="project-title" className="text-xl font-bold tracking-tight text-stone-900 dark:text-white">
            Your project
          </h2>

          <fieldset className="grid min-w-0 gap-4">
            <legend className="mb-2 text-sm font-bold tracking-wider text-stone-600 uppercase dark:text-stone-400">House and shop</legend>
            <PlanSelect
              value={form.plan}
              {...catalogue}
              noneLabel="No plan: I will enter the sizes"
              onChange={(slug) =>
                update(
                  withPlan(
                    form,
                    slug,
                    catalogue.plans.find((candidate) => candidate.slug === slug),
                  ),
                )
              }
            />
            <FormField label="Living area (sq ft)" hint="(heated and finished)" {...numberBox("livingSquareFeet")} />
            <FormField label="Shop area (sq ft)" hint="(0 for no shop)" {...numberBox("shopSquareFeet")} />
            {plan ? <PlanNote plan={plan} form={form} /> : null}
            <SelectField
              label="Finish level"
              value={form.finishLevel}
              onChange={(event) => update({ finishLevel: event.target.value as CostForm["finishLevel"] })}
            >
              {FINISH_LEVELS.map((finish) => (
                <option key={finish} value={finish}>
                  {FINISH_LABELS[finish]}
                </option>
              ))}
            </SelectField>
          </fieldset>

          <fieldset className="grid min-w-0 gap-3">
            <legend className="mb-2 text-sm font-bold tracking-wider text-stone-600 uppercase dark:text-stone-400">Shell</legend>
            {SHELL_TYPES.map((shell) => (
              <label
                key={shell}
                className="flex items-start gap-3 rounded-md border border-stone-300 bg-white p-3 has-checked:border-brand-600 has-checked:ring-1 has-checked:ring-brand-600 dark:border-stone-600 dark:bg-stone-950"
              >
                <input
                  type="radio"
                  name="shell"
                  value={shell}
                  checked={form.shell === shell}
                  onChange={() => update({ shell })}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="font-semibold text-stone-900 dark:text-white">{shellLabel(shell)}</span>
                  <span className="block text-sm text-stone-600 dark:text-stone-400">{SHELL_DESCRIPTIONS[shell]}</span>
                </span>
              </label>
            ))}
          </fieldset>

          <fieldset className="grid min-w-0 gap-4">
            <legend className="mb-2 text-sm font-bold tracking-wider text-stone-600 uppercase dark:text-stone-400">Site work</legend>
            <Checkbox
              label="Pad and utilities already in place"
              hint="The building site is graded and electric service is at it."
              checked={form.padAndUtilitiesReady}
              onChange={(padAndUtilitiesReady) => update({ padAndUtilitiesReady })}
            />
            <Checkbox
              label="We need a well"
              hint="Leave unticked if the lot has a well or rural water."
              checked={form.needsWell}
              onChange={(needsWell) => update({ needsWell })}
            />
            <Checkbox
              label="We need a septic system"
              hint="Leave unticked if the lot has septic or sewer."
              checked={form.needsSeptic}
              onChange={(needsSeptic) => update({ needsSeptic })}
            />
            <FormField label="New driveway (ft)" hint="(0 if the lot has one)" {...numberBox("drivewayFeet")} />
            <SelectField
              label="Slope of the building site"
              hint={form.padAndUtilitiesReady ? "(not needed: the pad is ready)" : undefined}
              value={form.slope}
              disabled={form.padAndUtilitiesReady}
              onChange={(event) => update({ slope: event.target.value as CostForm["slope"] })}
            >
              {SLOPES.map((slope) => (
                <option key={slope} value={slope}>
                  {SLOPE_LABELS[slope]}
                </option>
              ))}
            </SelectField>
          </fieldset>

          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-2 text-sm font-bold tracking-wider text-stone-600 uppercase dark:text-stone-400">Location</legend>
            <SelectField label="Region" value={form.region} onChange={(event) => update({ region: event.target.value as CostForm["region"] })}>
              {REGIONS.map((region) => (
                <option key={region} value={region}>
                  {REGION_RATES[region].label}
                </option>
              ))}
            </SelectField>
            <p className="text-sm text-stone-600 dark:text-stone-400">Covers {regionCities(form.region)}.</p>
          </fieldset>
        </form>

        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <EstimateSummary estimate={estimate} adjusted={Object.keys(errors).length > 0} live={!narrow} />
          <PhaseTable estimate={estimate} />
          <ShellComparison estimate={estimate} chosen={input.shell} />
          <ClaimsComparison withSip={withSip} livingSquareFeet={input.livingSquareFeet} planSlug={plan?.slug} />
        </div>
      </div>

      <div className="border-t border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
        <CostHowWeEstimate />
      </div>
      <div className="pt-12 sm:pt-16">
        <ContentCallToAction heading="Turn this estimate into a plan for your land" />
      </div>
      <StickyTotal estimate={estimate} live={narrow} />
    </>
  );
}

/** Below 1024 px the estimate sits under the long form; the sticky bar then keeps the total in sight. */
const NARROW = "(max-width: 1023.98px)";

function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True on a phone or tablet; false in the prerendered HTML and on a desktop. */
function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

/**
 * Issue 25: on a phone the page is many screens tall, so a bar at the bottom of the screen always
 * shows the current range and midpoint as text, with a link to the breakdown. It is the page's one
 * live region below 1024 px (the summary's is silent there, so nothing is announced twice).
 */
function StickyTotal({ estimate, live }: { estimate: EstimateWithComparison; live: boolean }) {
  return (
    <div className="sticky bottom-0 z-30 border-t border-brand-900 bg-brand-800 text-white shadow-[0_-4px_12px_rgb(0_0_0/0.15)] lg:hidden">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
        <p aria-live={live ? "polite" : "off"} aria-atomic="true" data-testid="sticky-total" className="min-w-0">
          <span className="block text-xs font-bold tracking-wider text-brand-100 uppercase">Your estimate</span>
          <span className="block text-lg leading-tight font-extrabold tabular-nums">
            {formatCents(estimate.lowCents)} &ndash; {formatCents(estimate.highCents)}
          </span>
          <span className="sr-only">, midpoint {formatCents(estimate.totalCents)}</span>
        </p>
        <a
          href="#estimate-title"
          className="shrink-0 rounded-md px-3 py-2 font-semibold text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-white"
        >
          See the breakdown
        </a>
      </div>
    </div>
  );
}

/** What the chosen plan brings, and whether the sizes still are the plan's. */
function PlanNote({ plan, form }: { plan: CalculatorPlan; form: CostForm }) {
  const shop = plan.shopSquareFeet ?? 0;
  const resized = form.livingSquareFeet !== String(plan.livingSquareFeet) || form.shopSquareFeet !== String(shop);
  return (
    <p className="rounded-md bg-stone-100 p-3 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-300">
      {resized
        ? `${plan.name} is drawn at ${squareFeet(plan.livingSquareFeet)} living and ${squareFeet(shop)} shop; this estimate uses your sizes. `
        : `${plan.name}: ${squareFeet(plan.livingSquareFeet)} living and ${squareFeet(shop)} shop. `}
      Its SIP shell has <RValue value={plan.wallRValue} /> walls and an <RValue value={plan.roofRValue} /> roof.{" "}
      <Link className="link" to={`/designs/${plan.slug}`}>
        See the {plan.name} plan
      </Link>
    </p>
  );
}

function EstimateSummary({ estimate, adjusted, live }: { estimate: EstimateWithComparison; adjusted: boolean; live: boolean }) {
  return (
    <section aria-labelledby="estimate-title" className="rounded-xl bg-brand-800 p-6 text-white shadow-lg sm:p-8">
      <h2 id="estimate-title" className="text-sm font-bold tracking-wider text-brand-100 uppercase">
        Your estimate
      </h2>
      <div aria-live={live ? "polite" : "off"} aria-atomic="true" data-testid="estimate-summary">
        <p className="mt-3 text-3xl font-extrabold tracking-tight tabular-nums sm:text-4xl">
          <span data-testid="estimate-low">{formatCents(estimate.lowCents)}</span> &ndash;{" "}
          <span data-testid="estimate-high">{formatCents(estimate.highCents)}</span>
        </p>
        <p className="mt-2 text-lg text-brand-50">
          Midpoint{" "}
          <strong className="font-bold text-white tabular-nums" data-testid="estimate-total">
            {formatCents(estimate.totalCents)}
          </strong>
          {" · "}
          {plural(estimate.buildWeeks, "week", "weeks")} to build
          {" · "}
          heating and cooling about {perYear(estimate.energy.annualCostCents)}
        </p>
        {adjusted ? <p className="mt-3 text-sm font-semibold text-brand-100">Some entries were out of range or incomplete: see the marked boxes.</p> : null}
      </div>
      <p className="mt-4 text-sm text-brand-100">A planning figure for budgeting and lender talks; a firm price follows a site visit and the final plan.</p>
    </section>
  );
}

function PhaseTable({ estimate }: { estimate: EstimateWithComparison }) {
  const sum = estimate.phases.reduce((total, phase) => total + phase.cents, 0);
  return (
    <Panel id="phases-title" title="Cost by phase">
      <DataTable
        caption="Cost by phase"
        head={
          <tr>
            <th scope="col" className={th}>
              Phase
            </th>
            <th scope="col" className={`${th} ${num}`}>
              Cost
            </th>
            <th scope="col" className={`${th} w-1/4`}>
              <span className="sr-only">Share of the total</span>
            </th>
          </tr>
        }
      >
        {estimate.phases.map((phase) => (
          <tr key={phase.phase}>
            <th scope="row" className={`${td} font-normal`}>
              {phase.label}
            </th>
            <td className={`${td} ${num}`}>{formatCents(phase.cents)}</td>
            <td className={`${td} align-middle`}>
              <ShareBar share={sum ? phase.cents / sum : 0} />
            </td>
          </tr>
        ))}
        <tr className="border-t-2 border-stone-300 font-bold dark:border-stone-600">
          <th scope="row" className={td}>
            Total, rounded
          </th>
          <td className={`${td} ${num}`}>{formatCents(estimate.totalCents)}</td>
          <td className={td} />
        </tr>
      </DataTable>
    </Panel>
  );
}

function ShellComparison({ estimate, chosen }: { estimate: EstimateWithComparison; chosen: (typeof SHELL_TYPES)[number] }) {
  return (
    <Panel id="shells-title" title="The same house, built three ways">
      <DataTable
        caption="Total, build time and yearly heating and cooling by shell"
        head={
          <tr>
            <th scope="col" className={th}>
              Shell
            </th>
            <th scope="col" className={`${th} ${num}`}>
              Estimate
            </th>
            <th scope="col" className={`${th} ${num}`}>
              Build time
            </th>
            <th scope="col" className={`${th} ${num}`}>
              Heating and cooling
            </th>
          </tr>
        }
      >
        {estimate.comparison.map((row) => (
          <tr key={row.shell} className={row.shell === chosen ? "bg-brand-50 font-semibold dark:bg-stone-800" : undefined}>
            <th scope="row" className={td}>
              {row.label}
              {row.shell === chosen ? <span className="font-normal text-stone-600 dark:text-stone-400"> (your choice)</span> : null}
            </th>
            <td className={`${td} ${num}`}>{formatCents(row.totalCents)}</td>
            <td className={`${td} ${num}`}>{plural(row.buildWeeks, "week", "weeks")}</td>
            <td className={`${td} ${num}`}>{perYear(row.annualEnergyCostCents)}</td>
          </tr>
        ))}
      </DataTable>
    </Panel>
  );
}

interface ClaimsProps {
  /** The visitor's house built with SIP (their own estimate when they chose SIP). */
  withSip: EstimateWithComparison;
  livingSquareFeet: number;
  planSlug?: string;
}

/** Our four SIP claims (spec §1) beside what this house works out to. */
function ClaimsComparison({ withSip, livingSquareFeet, planSlug }: ClaimsProps) {
  const claims = sipClaims();
  const row = (shell: (typeof SHELL_TYPES)[number]) => withSip.comparison.find((candidate) => candidate.shell === shell)!;
  const sip = row("sip");
  const stick = row("stick-built");
  const fasterPercent = Math.round((1 - sip.buildWeeks / stick.buildWeeks) * 100);
  const wallLinearFeet = Math.round(livingAreaPerimeterFeet(livingSquareFeet));
  const wallHeightFeet = ENVELOPE_ASSUMPTIONS.wallHeightFeet;
  const walls = estimateWalls({ wallLinearFeet, wallHeightFeet });
  const stickEnvelope = SHELL_ENVELOPES["stick-built"];
  const wallsLink = `/linear-foot-calculator?${writeWallForm({ plan: planSlug ?? "", wallLinearFeet: String(wallLinearFeet), wallHeightFeet: String(wallHeightFeet) })}`;

  return (
    <Panel id="claims-title" title="Our SIP claims, and this house">
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        What we advertise, next to what the calculator works out for the house you entered, built with SIP.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <ClaimCard claim={claims.savings}>
          This house: {formatNumber(withSip.sipEnergySavingsPercent)}% lower heating and cooling than stick-built ({perYear(sip.annualEnergyCostCents)} against{" "}
          {perYear(stick.annualEnergyCostCents)}).
        </ClaimCard>
        <ClaimCard claim={claims.faster}>
          This house: {plural(sip.buildWeeks, "week", "weeks")} with SIP against {plural(stick.buildWeeks, "week", "weeks")} stick-built,{" "}
          {formatNumber(fasterPercent)}% faster.
        </ClaimCard>
        <ClaimCard claim={claims.shell}>
          This house: about {plural(walls.sip.crewDays, "crew day", "crew days")} to set the {formatNumber(walls.panelCount)} wall panels of the living area,
          against {plural(walls.stickBuilt.crewDays, "day", "days")} to frame them.{" "}
          <Link className="link" to={wallsLink}>
            Price these walls
          </Link>
        </ClaimCard>
        <ClaimCard claim={claims.insulation}>
          This house: <RValue value={withSip.energy.wallRValue} /> walls and an <RValue value={withSip.energy.roofRValue} /> roof with SIP; stick-built gets{" "}
          <RValue value={stickEnvelope.wallRValue} /> whole-wall and an <RValue value={stickEnvelope.roofRValue} /> attic.
        </ClaimCard>
      </ul>
    </Panel>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(CostCalculatorPage);
