/**
 * /linear-foot-calculator (Vol III of the resource library): SIP wall panels for a run of wall,
 * priced against framing the same wall, from the cost model's PANEL_RATES (@cost-model).
 */
import { memo, useEffect } from "react";
import { Link } from "react-router";
import { estimateWalls, type WallEstimate, type WallMethodCost } from "@cost-model/cost-model";
import { ENVELOPE_ASSUMPTIONS, INPUT_LIMITS, PANEL_RATES, SHELL_ENVELOPES } from "@cost-model/cost-rates";
import { metaFrom, usePageHead } from "@/lib/page-head";
import { calculatorsPages } from "./pages";
import { ContentCallToAction, ContentHero } from "@/components/content-layout";
import { FormField } from "@/components/form-field";
import { formatCents } from "@/lib/currency";
import { formatNumber, squareFeet } from "@/lib/number";
import { useCalculatorPlans, type CalculatorPlan } from "./calculator-plans";
import { ClaimCard, DataTable, num, Panel, RValue, td, th } from "./calculator-ui";
import { formatRate, formatWhole, plural } from "./format";
import { PlanSelect } from "./plan-select";
import { sipClaims } from "./sip-claims";
import { useUrlForm, type UrlFormCodec } from "./use-url-form";
import { DEFAULT_WALL_FORM, readWallForm, wallEstimateInput, withWallPlan, writeWallForm, type WallForm, type WallNumberField } from "./wall-form";
import { withQueries } from "@/lib/query-provider";

export const meta = metaFrom(calculatorsPages);

export const wallFormCodec: UrlFormCodec<WallForm> = { read: readWallForm, write: writeWallForm, defaults: DEFAULT_WALL_FORM };

const perSqFt = (cents: number) => `${formatRate(cents)} per sq ft of wall`;

function LinearFootCalculatorPage() {
  const head = usePageHead(calculatorsPages);
  const { values: form, params, update } = useUrlForm(wallFormCodec, "linear-foot-calculator");
  const catalogue = useCalculatorPlans();
  const plan = catalogue.plans.find((candidate) => candidate.slug === form.plan);
  // A link with only ?plan=<slug> gets that plan's walls once the catalogue is in.
  const planWalls = plan ? withWallPlan(form, plan.slug, plan.livingSquareFeet) : undefined;
  const needsPlanWalls =
    planWalls !== undefined &&
    !params.has("wallLinearFeet") &&
    !params.has("wallHeightFeet") &&
    (form.wallLinearFeet !== planWalls.wallLinearFeet || form.wallHeightFeet !== planWalls.wallHeightFeet);
  useEffect(() => {
    if (needsPlanWalls && planWalls) update(planWalls, { replace: true });
  }, [needsPlanWalls, planWalls, update]);
  const { input, errors } = wallEstimateInput(form);
  const walls = estimateWalls(input);

  const numberBox = (field: WallNumberField) => ({
    value: form[field],
    error: errors[field],
    inputMode: "decimal" as const,
    autoComplete: "off",
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update({ [field]: event.target.value, plan: "" }, { typing: field }),
  });

  return (
    <>
      <ContentHero title={head?.title ?? "Linear Foot Cost Calculator"} lead={head?.description ?? ""} eyebrow="Resource library · Vol. III">
        <p className="mt-4 max-w-3xl text-stone-700 dark:text-stone-300">
          Enter the total length of your exterior walls and their height, or start from one of our plans. You get the wall area, how many panels it takes, what
          the panels and their installation cost, and how long a crew needs, next to framing the same walls with lumber. For the whole house, use the{" "}
          <Link className="link" to="/barndominium-calculator">
            barndominium cost calculator
          </Link>
          .
        </p>
      </ContentHero>

      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:px-8">
        <form
          aria-labelledby="walls-title"
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4"
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          <h2 id="walls-title" className="text-xl font-bold tracking-tight text-stone-900 dark:text-white">
            Your walls
          </h2>
          <PlanSelect
            value={form.plan}
            {...catalogue}
            noneLabel="No plan: I will enter the walls"
            onChange={(slug) => update(withWallPlan(form, slug, catalogue.plans.find((candidate) => candidate.slug === slug)?.livingSquareFeet))}
          />
          <FormField label="Wall length (linear ft)" hint="(all exterior walls added up)" {...numberBox("wallLinearFeet")} />
          <FormField label="Wall height (ft)" {...numberBox("wallHeightFeet")} />
          {plan ? <PlanWallsNote plan={plan} /> : null}
        </form>

        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <WallSummary walls={walls} adjusted={Object.keys(errors).length > 0} />
          <MethodTable walls={walls} />
          <ul className="grid gap-3 sm:grid-cols-2">
            <ClaimCard claim={sipClaims().shell}>
              These walls: about {plural(walls.sip.crewDays, "crew day", "crew days")} to set the panels, against{" "}
              {plural(walls.stickBuilt.crewDays, "day", "days")} to frame, sheathe and insulate them. Roof panels follow the walls.
            </ClaimCard>
            <ClaimCard claim={sipClaims().insulation}>
              The wall panels priced here rate <RValue value={SHELL_ENVELOPES.sip.wallRValue} />; 2x6 stick framing with batts comes to about{" "}
              <RValue value={SHELL_ENVELOPES["stick-built"].wallRValue} /> once the studs are counted.
            </ClaimCard>
          </ul>
        </div>
      </div>

      <div className="border-t border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
        <WallsHowWeEstimate />
      </div>
      <div className="pt-12 sm:pt-16">
        <ContentCallToAction heading="Talk through your walls and roof with a SIP builder" />
      </div>
    </>
  );
}

function PlanWallsNote({ plan }: { plan: CalculatorPlan }) {
  return (
    <p className="rounded-md bg-stone-100 p-3 text-sm text-stone-700 dark:bg-stone-800 dark:text-stone-300">
      The outside walls of {plan.name}&rsquo;s {squareFeet(plan.livingSquareFeet)} living area, drawn as our estimates draw a house: a one-storey rectangle{" "}
      {formatNumber(ENVELOPE_ASSUMPTIONS.footprintAspectRatio)} times as long as it is wide, with {formatNumber(ENVELOPE_ASSUMPTIONS.wallHeightFeet)}-ft walls.
      {plan.shopSquareFeet ? " The shop walls are not included." : ""}{" "}
      <Link className="link" to={`/designs/${plan.slug}`}>
        See the {plan.name} plan
      </Link>
    </p>
  );
}

function WallSummary({ walls, adjusted }: { walls: WallEstimate; adjusted: boolean }) {
  return (
    <section aria-labelledby="wall-estimate-title" className="rounded-xl bg-brand-800 p-6 text-white shadow-lg sm:p-8">
      <h2 id="wall-estimate-title" className="text-sm font-bold tracking-wider text-brand-100 uppercase">
        SIP walls
      </h2>
      <div aria-live="polite" aria-atomic="true" data-testid="walls-summary">
        <p className="mt-3 text-3xl font-extrabold tracking-tight tabular-nums sm:text-4xl" data-testid="walls-sip-total">
          {formatCents(walls.sip.totalCents)}
        </p>
        <p className="mt-2 text-lg text-brand-50">
          <span data-testid="walls-area">{squareFeet(walls.wallAreaSqFt)}</span> of wall{" · "}
          <span data-testid="walls-panels">{plural(walls.panelCount, "panel", "panels")}</span>
          {" · "}
          {plural(walls.sip.crewDays, "crew day", "crew days")}
        </p>
        <p className="mt-1 text-brand-50">
          Framing the same walls: {formatCents(walls.stickBuilt.totalCents)} and {plural(walls.stickBuilt.crewDays, "day", "days")}.
        </p>
        {adjusted ? <p className="mt-3 text-sm font-semibold text-brand-100">Some entries were out of range or incomplete: see the marked boxes.</p> : null}
      </div>
    </section>
  );
}

function MethodTable({ walls }: { walls: WallEstimate }) {
  const rows: { label: string; pick: (method: WallMethodCost) => string }[] = [
    { label: "Material", pick: (method) => formatCents(method.materialCents) },
    { label: "Labour", pick: (method) => formatCents(method.laborCents) },
    { label: "Total", pick: (method) => formatCents(method.totalCents) },
    { label: "Crew days", pick: (method) => formatNumber(method.crewDays) },
  ];
  return (
    <Panel id="methods-title" title="SIP panels and stick framing, side by side">
      <DataTable
        caption="SIP panels and stick framing compared"
        head={
          <tr>
            <th scope="col" className={th}>
              <span className="sr-only">Item</span>
            </th>
            <th scope="col" className={`${th} ${num}`}>
              SIP panels
            </th>
            <th scope="col" className={`${th} ${num}`}>
              Stick framing
            </th>
          </tr>
        }
      >
        {rows.map((row) => (
          <tr key={row.label} className={row.label === "Total" ? "font-bold" : undefined}>
            <th scope="row" className={`${td} font-medium`}>
              {row.label}
            </th>
            <td className={`${td} ${num}`}>{row.pick(walls.sip)}</td>
            <td className={`${td} ${num}`}>{row.pick(walls.stickBuilt)}</td>
          </tr>
        ))}
      </DataTable>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        SIP panels cost more per foot of wall than framing, but each panel is framing, sheathing and insulation in one piece, set in a fraction of the time, and
        the wall comes out tighter. The{" "}
        <Link className="link" to="/barndominium-calculator">
          barndominium cost calculator
        </Link>{" "}
        shows what that does to the whole build and to the heating bill.
      </p>
    </Panel>
  );
}

/** Static: memoised so typing in the form does not re-render it. */
export const WallsHowWeEstimate = memo(function WallsHowWeEstimate() {
  const p = PANEL_RATES;
  return (
    <section aria-labelledby="how-we-estimate" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h2 id="how-we-estimate" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
        How we estimate
      </h2>
      <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">
        Wall area is the length times the height, openings included: a planning figure, before the window and door schedule is drawn. Panels are{" "}
        {formatNumber(p.panelWidthFeet)} ft wide and come up to {formatNumber(p.maxPanelLengthFeet)} ft long, so the count is the length divided by{" "}
        {formatNumber(p.panelWidthFeet)} ft, rounded up, for every course of panels the height needs. A crew day is rounded up to a whole day.
      </p>
      <DataTable
        caption="Wall rates"
        head={
          <tr>
            <th scope="col" className={th}>
              Rate
            </th>
            <th scope="col" className={th}>
              SIP panels
            </th>
            <th scope="col" className={th}>
              Stick framing
            </th>
          </tr>
        }
      >
        <tr>
          <th scope="row" className={`${td} font-medium`}>
            Material
          </th>
          <td className={td}>
            {perSqFt(p.panelMaterialPerSqFtCents)}: <RValue value={SHELL_ENVELOPES.sip.wallRValue} /> wall panels, delivered
          </td>
          <td className={td}>{perSqFt(p.stickMaterialPerSqFtCents)}: 2x6 framing, sheathing, batts and house wrap</td>
        </tr>
        <tr>
          <th scope="row" className={`${td} font-medium`}>
            Labour
          </th>
          <td className={td}>{perSqFt(p.panelInstallPerSqFtCents)}: setting, sealing and taping</td>
          <td className={td}>{perSqFt(p.stickLaborPerSqFtCents)}</td>
        </tr>
        <tr>
          <th scope="row" className={`${td} font-medium`}>
            A crew&rsquo;s day
          </th>
          <td className={td}>{formatWhole(p.panelSqFtPerCrewDay)} sq ft of wall set</td>
          <td className={td}>{formatWhole(p.stickSqFtPerCrewDay)} sq ft of wall framed, sheathed and insulated</td>
        </tr>
      </DataTable>
      <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">
        Choosing a plan fills in the outside walls of its living area as our estimates model it: a one-storey rectangle{" "}
        {formatNumber(ENVELOPE_ASSUMPTIONS.footprintAspectRatio)} times as long as it is wide, with {formatNumber(ENVELOPE_ASSUMPTIONS.wallHeightFeet)}-ft
        walls. The calculator takes {formatWhole(INPUT_LIMITS.wallLinearFeet.min)} to {formatWhole(INPUT_LIMITS.wallLinearFeet.max)} ft of wall,{" "}
        {formatWhole(INPUT_LIMITS.wallHeightFeet.min)} to {formatWhole(INPUT_LIMITS.wallHeightFeet.max)} ft high. Roof panels, the foundation and finishes are
        in the{" "}
        <Link className="link" to="/barndominium-calculator">
          whole-house estimate
        </Link>
        .
      </p>
    </section>
  );
});

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(LinearFootCalculatorPage);
