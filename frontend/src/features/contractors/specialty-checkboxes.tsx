import { useState } from "react";
import { ContractorSpecialty } from "@/api/generated/model";
import { cx } from "@/lib/cx";
import { SPECIALTY_CHOICES } from "./contractor-query";

/**
 * The specialties a barndominium or SIP home buyer looks for most, shown first. Issue 25: on a
 * phone the other specialties fold behind "More filters", so the 25 checkboxes do not push the
 * results several screens down; from 1024 px the whole list shows.
 */
export const COMMON_SPECIALTIES: readonly ContractorSpecialty[] = [
  ContractorSpecialty.sip_installation,
  ContractorSpecialty.custom_homes,
  ContractorSpecialty.electrical,
  ContractorSpecialty.plumbing,
  ContractorSpecialty.hvac,
  ContractorSpecialty.energy_efficient,
];

const ORDERED = [
  ...COMMON_SPECIALTIES.map((value) => SPECIALTY_CHOICES.find((choice) => choice.value === value)!),
  ...SPECIALTY_CHOICES.filter((choice) => !COMMON_SPECIALTIES.includes(choice.value)),
];
const MORE_COUNT = SPECIALTY_CHOICES.length - COMMON_SPECIALTIES.length;

/** The specialty checkboxes of the directory's filters and the search form: one fieldset. */
export function SpecialtyCheckboxes({
  idPrefix,
  selected,
  onChange,
  disabled,
}: {
  idPrefix: string;
  selected: readonly ContractorSpecialty[];
  onChange: (next: ContractorSpecialty[]) => void;
  disabled?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = `${idPrefix}-specialties`;
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-stone-800 dark:text-stone-200">Specialties</legend>
      <ul id={listId} className="mt-2 grid gap-1.5 pr-1 sm:grid-cols-2 lg:max-h-72 lg:grid-cols-1 lg:overflow-y-auto">
        {ORDERED.map((choice) => {
          const id = `${idPrefix}-specialty-${choice.value}`;
          const checked = selected.includes(choice.value);
          // A ticked specialty always shows, folded or not.
          const folded = !expanded && !checked && !COMMON_SPECIALTIES.includes(choice.value);
          return (
            <li key={choice.value} className={cx("flex items-center gap-2", folded && "max-lg:hidden")}>
              <input
                id={id}
                type="checkbox"
                name="specialty"
                value={choice.value}
                checked={checked}
                onChange={() =>
                  onChange(
                    checked
                      ? selected.filter((value) => value !== choice.value)
                      : SPECIALTY_CHOICES.map((c) => c.value).filter((value) => value === choice.value || selected.includes(value)),
                  )
                }
                className="size-4 rounded border-stone-400 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-stone-600 dark:bg-stone-950"
              />
              <label htmlFor={id} className="text-stone-800 dark:text-stone-200">
                {choice.label}
              </label>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
        className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-4 lg:hidden dark:text-brand-300"
      >
        {expanded ? "Fewer filters" : `More filters (${MORE_COUNT} more specialties)`}
      </button>
    </fieldset>
  );
}
