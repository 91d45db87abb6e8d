import type { DesignSummaryDto } from "@/api/generated/model";
import { cx } from "@/lib/cx";
import { squareFeet } from "@/lib/number";

/** Living and shop area, bedrooms and baths, two by two: the figures a plan is chosen by. */
export function DesignFigures({ design, className }: { design: DesignSummaryDto; className?: string }) {
  return (
    <dl className={cx("grid grid-cols-2 gap-x-4 gap-y-3 text-stone-800 dark:text-stone-200", className)}>
      <Figure label="Living" value={squareFeet(design.livingSquareFeet)} />
      <Figure label="Shop" value={design.shopSquareFeet === null ? "None" : squareFeet(design.shopSquareFeet)} />
      <Figure label="Bedrooms" value={String(design.bedrooms)} />
      <Figure label="Baths" value={design.bathrooms} />
    </dl>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
