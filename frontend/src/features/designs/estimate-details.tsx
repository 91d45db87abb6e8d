/**
 * A plan's estimate once the API has answered (design-estimate.tsx loads this with the request):
 * the headline figures, what the estimate assumes, cost by phase, energy and the shells compared.
 */
import { Link } from "react-router";
import type { DesignResponseDto, EstimateResponseDto } from "@/api/generated/model";
import { ArrowRightIcon } from "@/components/icons";
import { formatCents } from "@/lib/currency";
import { formatNumber } from "@/lib/number";
import { EstimateFigures } from "@/components/plans/estimate-figures";
import { estimateAssumptions } from "./estimate-assumptions";

export default function EstimateDetails({ design, estimate }: { design: DesignResponseDto; estimate: EstimateResponseDto }) {
  const calculatorHref = `/barndominium-calculator?plan=${encodeURIComponent(design.slug)}`;
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-2">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 dark:bg-stone-900 dark:ring-stone-800">
        <EstimateFigures estimate={estimate} />
        <h3 className="mt-6 font-bold text-stone-900 dark:text-white">What the estimate assumes</h3>
        <dl className="mt-2 grid gap-2 text-stone-700 dark:text-stone-300">
          {estimateAssumptions().map((assumption) => (
            <div key={assumption.label} className="grid grid-cols-[8rem_1fr] gap-3">
              <dt className="font-semibold text-stone-800 dark:text-stone-200">{assumption.label}</dt>
              <dd>{assumption.value}</dd>
            </div>
          ))}
        </dl>
        <Link to={calculatorHref} className="btn-primary mt-6">
          Adjust site, finishes and shell in the calculator
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>

      <table className="w-full self-start text-left">
        <caption className="pb-3 text-left text-lg font-bold text-stone-900 dark:text-white">Cost by phase (midpoint)</caption>
        <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
          {estimate.phases.map((phase) => (
            <tr key={phase.phase}>
              <th scope="row" className="py-2.5 pr-4 font-normal text-stone-700 dark:text-stone-300">
                {phase.label}
              </th>
              <td className="py-2.5 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums dark:text-white">{formatCents(phase.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="lg:col-span-2">
        <h3 className="text-xl font-bold text-stone-900 dark:text-white">Energy and the shell</h3>
        <p className="mt-2 max-w-3xl leading-relaxed text-stone-700 dark:text-stone-300">
          With {estimate.energy.label} walls of R-{estimate.energy.wallRValue} and a roof of R-{estimate.energy.roofRValue}, heating and cooling the living area
          takes about {formatNumber(estimate.energy.annualKwh)} kWh a year, roughly {formatCents(estimate.energy.annualCostCents)}.
          {estimate.sipEnergySavingsPercent > 0 ? ` That is ${estimate.sipEnergySavingsPercent}% less than the same house stick-built.` : ""}
        </p>
        <div className="table-scroll mt-4">
          <table className="w-full min-w-[32rem] text-left">
            <caption className="sr-only">The {design.name} built with each kind of shell</caption>
            <thead className="text-sm text-stone-600 dark:text-stone-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Shell
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Estimated cost
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Build time
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Heating and cooling a year
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
              {estimate.comparison.map((shell) => (
                <tr key={shell.shell}>
                  <th scope="row" className="py-2.5 pr-4 font-semibold text-stone-900 dark:text-white">
                    {shell.label}
                  </th>
                  <td className="py-2.5 pr-4 text-right tabular-nums">{formatCents(shell.totalCents)}</td>
                  <td className="py-2.5 pr-4 text-right tabular-nums">{formatNumber(shell.buildWeeks)} weeks</td>
                  <td className="py-2.5 text-right tabular-nums">{formatCents(shell.annualEnergyCostCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
