/**
 * "How we estimate" for the barndominium cost calculator, written from the rates module: every
 * figure on it comes from @cost-model/cost-rates, so the explanation changes with the rates.
 */
import { memo, type ReactNode } from "react";
import { Link } from "react-router";
import { PHASE_LABELS } from "@cost-model/cost-model";
import {
  AREA_RATES,
  ENERGY_RATES,
  ENVELOPE_ASSUMPTIONS,
  FINISH_LEVELS,
  HVAC_SIZING_BY_SHELL,
  INPUT_LIMITS,
  PROJECT_RATES,
  REGION_RATES,
  REGIONS,
  SCHEDULE_RATES,
  SHELL_ENVELOPES,
  SHELL_TYPES,
  SITE_RATES,
  SLOPES,
} from "@cost-model/cost-rates";
import { serviceAreaCities } from "@/lib/service-area";
import { formatCents } from "@/lib/currency";
import { formatNumber } from "@/lib/number";
import { FINISH_LABELS, SLOPE_LABELS, shellLabel } from "./choices";
import { DataTable, num, td, th } from "./calculator-ui";
import { formatAdjustment, formatRate, formatShare, formatWhole } from "./format";
import { sipClaims } from "./sip-claims";

const cityNames = new Map(serviceAreaCities.map((city) => [city.slug, city.name]));

/** "St. Joseph, Savannah and Cameron" with links to their pages. */
function CityList({ slugs }: { slugs: readonly string[] }) {
  return (
    <>
      {slugs.map((slug, index) => (
        <span key={slug}>
          {index > 0 ? (index === slugs.length - 1 ? " and " : ", ") : null}
          <Link className="link" to={`/${slug}`}>
            {cityNames.get(slug) ?? slug}
          </Link>
        </span>
      ))}
    </>
  );
}

function H3({ children }: { children: string }) {
  return <h3 className="mt-10 text-xl font-bold text-stone-900 dark:text-white">{children}</h3>;
}

function P({ children }: { children: ReactNode }) {
  return <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">{children}</p>;
}

const rowHead = `${td} font-medium`;
const perSqFt = (cents: number) => `${formatRate(cents)}/sq ft`;
const weeksText = (weeks: number) => `${formatNumber(weeks)} ${weeks === 1 ? "week" : "weeks"}`;

/** Static: memoised so typing in the form does not re-render it. */
export const CostHowWeEstimate = memo(function CostHowWeEstimate() {
  const a = AREA_RATES;
  const claims = sipClaims();
  const hvacShare = a.hvacShareOfMechanical;
  const ach = ENVELOPE_ASSUMPTIONS.naturalAirChangesDivisor;
  const rangeLow = formatAdjustment(PROJECT_RATES.rangeLow);
  const rangeHigh = formatAdjustment(PROJECT_RATES.rangeHigh);

  return (
    <section aria-labelledby="how-we-estimate" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h2 id="how-we-estimate" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
        How we estimate
      </h2>
      <P>
        These are the planning rates our St. Joseph office uses for northwest and central Missouri, the same ones behind the estimate on every plan page.
        Amounts are rounded: phases to the nearest {formatCents(PROJECT_RATES.phaseRoundingCents)}, the total to the nearest{" "}
        {formatCents(PROJECT_RATES.totalRoundingCents)}. The range runs from {rangeLow} to {rangeHigh} of the total, because an early number moves with the
        final plan and the site. A firm price follows a site visit and the final drawings.
      </P>

      <H3>Floor area rates</H3>
      <P>
        Each phase is priced per square foot of floor area. The living area is heated and finished; the shop is unconditioned, with a sealed concrete floor.
        Both sit on a slab on grade with frost-depth footings.
      </P>
      <DataTable
        caption="Rates per square foot of floor area"
        head={
          <tr>
            <th scope="col" className={th}>
              Phase
            </th>
            <th scope="col" className={th}>
              Living area
            </th>
            <th scope="col" className={th}>
              Shop
            </th>
          </tr>
        }
      >
        <tr>
          <th scope="row" className={rowHead}>
            {PHASE_LABELS.foundation}
          </th>
          <td className={td}>{perSqFt(a.foundationPerSqFtCents)}</td>
          <td className={td}>{perSqFt(a.foundationPerSqFtCents)}</td>
        </tr>
        {SHELL_TYPES.map((shell) => (
          <tr key={shell}>
            <th scope="row" className={rowHead}>
              {PHASE_LABELS.shell}: {shellLabel(shell)}
            </th>
            <td className={td}>{perSqFt(a.shellPerSqFtCents.living[shell])}</td>
            <td className={td}>{perSqFt(a.shellPerSqFtCents.shop[shell])}</td>
          </tr>
        ))}
        {FINISH_LEVELS.map((finish) => (
          <tr key={`exterior-${finish}`}>
            <th scope="row" className={rowHead}>
              {PHASE_LABELS.exterior}: {FINISH_LABELS[finish].split(":")[0].toLowerCase()} finish
            </th>
            <td className={td}>{perSqFt(a.exteriorPerSqFtCents.living[finish])}</td>
            <td className={td}>{perSqFt(a.exteriorPerSqFtCents.shop)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className={rowHead}>
            {PHASE_LABELS.mechanical}
          </th>
          <td className={td}>{perSqFt(a.mechanicalPerSqFtCents.living)}</td>
          <td className={td}>{perSqFt(a.mechanicalPerSqFtCents.shop)}</td>
        </tr>
        {FINISH_LEVELS.map((finish) => (
          <tr key={`interior-${finish}`}>
            <th scope="row" className={rowHead}>
              {PHASE_LABELS.interior}: {FINISH_LABELS[finish].split(":")[0].toLowerCase()} finish
            </th>
            <td className={td}>{perSqFt(a.interiorPerSqFtCents.living[finish])}</td>
            <td className={td}>{perSqFt(a.interiorPerSqFtCents.shop)}</td>
          </tr>
        ))}
      </DataTable>
      <P>
        Heating and cooling equipment and ducts are {formatShare(hvacShare)} of the living-area mechanical rate. A tighter, better-insulated shell needs smaller
        equipment, so that share is sized against a stick-built house:{" "}
        {SHELL_TYPES.map((shell, index) => (
          <span key={shell}>
            {index > 0 ? (index === SHELL_TYPES.length - 1 ? " and " : ", ") : null}
            {shellLabel(shell)} at {formatShare(HVAC_SIZING_BY_SHELL[shell])}
          </span>
        ))}
        .
      </P>

      <H3>Site work</H3>
      <P>Each line drops out when your lot already has it. A well and a septic system cost the same anywhere in the service area.</P>
      <DataTable
        caption="Site work"
        head={
          <tr>
            <th scope="col" className={th}>
              Item
            </th>
            <th scope="col" className={th}>
              Cost
            </th>
          </tr>
        }
      >
        <tr>
          <th scope="row" className={rowHead}>
            Well
          </th>
          <td className={td}>{formatCents(SITE_RATES.wellCents)}</td>
        </tr>
        <tr>
          <th scope="row" className={rowHead}>
            Septic system
          </th>
          <td className={td}>{formatCents(SITE_RATES.septicCents)}</td>
        </tr>
        <tr>
          <th scope="row" className={rowHead}>
            Gravel driveway with base rock
          </th>
          <td className={td}>{formatRate(SITE_RATES.drivewayPerFootCents)} per foot</td>
        </tr>
        {SLOPES.map((slope) => (
          <tr key={slope}>
            <th scope="row" className={rowHead}>
              Clearing, grading and building pad: {SLOPE_LABELS[slope].toLowerCase()}
            </th>
            <td className={td}>{formatCents(SITE_RATES.padPrepCents[slope])}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className={rowHead}>
            Electric service from the road or the co-op&rsquo;s nearest pole, trenching included
          </th>
          <td className={td}>{formatCents(SITE_RATES.utilityHookupCents)}</td>
        </tr>
      </DataTable>
      <P>
        &ldquo;Pad and utilities already in place&rdquo; removes the pad and the electric service; the well, septic and driveway lines still follow your
        answers.
      </P>

      <H3>Where you build</H3>
      <P>
        Local labour and subcontractor rates adjust the building phases (not the well, septic or driveway). Crews working far from St. Joseph add travel and
        lodging for the job. The degree days set the heating and cooling figures.
      </P>
      <DataTable
        caption="Regions of the service area"
        head={
          <tr>
            <th scope="col" className={th}>
              Region
            </th>
            <th scope="col" className={th}>
              Cities
            </th>
            <th scope="col" className={th}>
              Labour adjustment
            </th>
            <th scope="col" className={th}>
              Travel and lodging
            </th>
            <th scope="col" className={th}>
              Heating / cooling degree days
            </th>
          </tr>
        }
      >
        {REGIONS.map((region) => {
          const r = REGION_RATES[region];
          return (
            <tr key={region}>
              <th scope="row" className={rowHead}>
                {r.label}
              </th>
              <td className={td}>
                <CityList slugs={r.cities} />
              </td>
              <td className={td}>{formatAdjustment(r.costFactor)}</td>
              <td className={td}>{r.travelCents ? formatCents(r.travelCents) : "none"}</td>
              <td className={`${td} whitespace-nowrap`}>
                {formatWhole(r.heatingDegreeDays)} / {formatWhole(r.coolingDegreeDays)}
              </td>
            </tr>
          );
        })}
      </DataTable>

      <H3>Project costs and schedule</H3>
      <P>
        Site supervision, equipment, temporary power, dumpsters and builder&rsquo;s risk insurance run{" "}
        {formatCents(PROJECT_RATES.generalConditionsPerWeekCents)} per week on site. Plans, engineering, panel shop drawings and permit fees add{" "}
        {formatShare(PROJECT_RATES.designAndPermitsShare)} of the construction cost.
      </P>
      <P>
        A stick-built house takes {weeksText(SCHEDULE_RATES.stickBuiltBaseWeeks)} plus {weeksText(SCHEDULE_RATES.weeksPer100LivingSqFt)} per 100 sq ft of living
        area and {weeksText(SCHEDULE_RATES.weeksPer1000ShopSqFt)} per 1,000 sq ft of shop, from site work to move-in. Our claim is a {claims.faster}; the
        estimate takes{" "}
        {SHELL_TYPES.filter((shell) => shell !== "stick-built").map((shell, index) => (
          <span key={shell}>
            {index > 0 ? " and " : null}
            {shellLabel(shell)} at {formatShare(SCHEDULE_RATES.weeksFactorByShell[shell])}
          </span>
        ))}{" "}
        of the stick-built time.
      </P>

      <H3>Heating and cooling</H3>
      <P>
        The energy figures model the living area as a one-storey rectangle, {formatNumber(ENVELOPE_ASSUMPTIONS.footprintAspectRatio)} times as long as it is
        wide, with {formatNumber(ENVELOPE_ASSUMPTIONS.wallHeightFeet)}-ft walls. Windows and doors are {formatShare(ENVELOPE_ASSUMPTIONS.windowShareOfWalls)} of
        the wall area at U-{ENVELOPE_ASSUMPTIONS.windowUFactor.toFixed(2)} for every shell. Heat escapes through walls, windows and roof (area divided by
        R-value) and with leaking air (the blower-door air changes at 50 Pa divided by {formatNumber(ach)}, at{" "}
        {formatNumber(ENVELOPE_ASSUMPTIONS.airHeatCapacity)} BTU per cubic foot per °F). That loss, times your region&rsquo;s degree days, is run through a heat
        pump rated HSPF2 {formatNumber(ENERGY_RATES.heatingBtuPerWattHour)} for heating and SEER2 {formatNumber(ENERGY_RATES.coolingBtuPerWattHour)} for
        cooling, at {formatRate(ENERGY_RATES.electricityCentsPerKwh)} per kWh.
      </P>
      <DataTable
        caption="Envelopes compared"
        head={
          <tr>
            <th scope="col" className={th}>
              Shell
            </th>
            <th scope="col" className={th}>
              Walls (whole-wall R)
            </th>
            <th scope="col" className={th}>
              Roof
            </th>
            <th scope="col" className={th}>
              Air changes at 50 Pa
            </th>
          </tr>
        }
      >
        {SHELL_TYPES.map((shell) => {
          const e = SHELL_ENVELOPES[shell];
          return (
            <tr key={shell}>
              <th scope="row" className={rowHead}>
                {e.label}
              </th>
              <td className={td}>R-{formatNumber(e.wallRValue)}</td>
              <td className={td}>R-{formatNumber(e.roofRValue)}</td>
              <td className={`${td} ${num}`}>{formatNumber(e.airChangesAt50Pa)}</td>
            </tr>
          );
        })}
      </DataTable>
      <P>
        Choosing a plan uses that plan&rsquo;s own SIP wall and roof R-values. Stick-built walls are 2x6 with batts, which lose part of their rating to the
        studs; steel-frame walls are spray foam between girts, bridged by the steel.
      </P>

      <H3>Our claims</H3>
      <P>
        We advertise a {claims.shell}, a {claims.faster}, {claims.savings} and {claims.insulation}. The calculator shows each claim next to the figures it
        computes for your house, so you can see where your project falls.
      </P>
      <P>
        The calculator accepts {formatWhole(INPUT_LIMITS.livingSquareFeet.min)} to {formatWhole(INPUT_LIMITS.livingSquareFeet.max)} sq ft of living area, up to{" "}
        {formatWhole(INPUT_LIMITS.shopSquareFeet.max)} sq ft of shop and up to {formatWhole(INPUT_LIMITS.drivewayFeet.max)} ft of new driveway; larger projects
        get a custom estimate.
      </P>
    </section>
  );
});
