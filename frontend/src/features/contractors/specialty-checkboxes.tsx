import { useState, type ReactNode, type Ref } from "react";
import { ContractorSpecialty } from "@/api/generated/model";
import { legendClass } from "@/components/public-form-parts";
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

const COMMON_FIRST = [
  ...COMMON_SPECIALTIES.map((value) => SPECIALTY_CHOICES.find((choice) => choice.value === value)!),
  ...SPECIALTY_CHOICES.filter((choice) => !COMMON_SPECIALTIES.includes(choice.value)),
];
const MORE_COUNT = SPECIALTY_CHOICES.length - COMMON_SPECIALTIES.length;

const LOOK = {
  /** The directory's filters and the search form: the common specialties first, the rest folded on a phone. */
  filters: {
    fieldset: undefined,
    legend: "text-sm font-semibold text-stone-800 dark:text-stone-200",
    list: "mt-2 grid gap-1.5 pr-1 sm:grid-cols-2 lg:max-h-72 lg:grid-cols-1 lg:overflow-y-auto",
    box: "size-4 rounded border-stone-400 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-stone-600 dark:bg-stone-950",
  },
  /** A contractor's application and profile: every specialty in the API's order, none folded. */
  form: {
    fieldset: "grid gap-3",
    legend: legendClass,
    list: "grid gap-1.5 sm:grid-cols-2 lg:grid-cols-3",
    box: "size-4 rounded border-stone-400 text-brand-700 dark:border-stone-600 dark:bg-stone-950",
  },
} as const;

interface SpecialtyCheckboxesProps {
  /** Each box's id is `{idPrefix}-specialty-{value}`; the list, the hint and the error are `{idPrefix}-specialties[-hint|-error]`. */
  idPrefix: string;
  /** The ticked specialties; `onChange` answers with the new list in the API's order, whatever the order of the clicks. */
  value: readonly ContractorSpecialty[];
  onChange: (next: ContractorSpecialty[]) => void;
  onBlur?: () => void;
  /** The boxes' name: `specialty` (the directory's query parameter) unless a form names its field. */
  name?: string;
  disabled?: boolean;
  /** The first box, so react-hook-form (Controller's `field.ref`) can focus the group when it is refused. */
  ref?: Ref<HTMLInputElement>;
  variant?: keyof typeof LOOK;
  legend?: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/**
 * The specialty field, one fieldset of checkboxes: the directory's filters and the search form
 * (controlled by the page's state) and the contractor's application and profile forms (through
 * react-hook-form's Controller: `<SpecialtyCheckboxes {...field} />`).
 */
export function SpecialtyCheckboxes({
  idPrefix,
  value,
  onChange,
  onBlur,
  name = "specialty",
  disabled,
  ref,
  variant = "filters",
  legend = "Specialties",
  hint,
  error,
}: SpecialtyCheckboxesProps) {
  const [expanded, setExpanded] = useState(false);
  const look = LOOK[variant];
  const folds = variant === "filters";
  const listId = `${idPrefix}-specialties`;
  const hintId = `${listId}-hint`;
  const errorId = `${listId}-error`;
  return (
    <fieldset disabled={disabled} className={look.fieldset} aria-describedby={error ? errorId : hint ? hintId : undefined}>
      <legend className={look.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
      <ul id={listId} className={look.list}>
        {(folds ? COMMON_FIRST : SPECIALTY_CHOICES).map((choice, index) => {
          const id = `${idPrefix}-specialty-${choice.value}`;
          const checked = value.includes(choice.value);
          // A ticked specialty always shows, folded or not.
          const folded = folds && !expanded && !checked && !COMMON_SPECIALTIES.includes(choice.value);
          return (
            <li key={choice.value} className={cx("flex items-center gap-2", folded && "max-lg:hidden")}>
              <input
                ref={index === 0 ? ref : undefined}
                id={id}
                type="checkbox"
                name={name}
                value={choice.value}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onBlur={onBlur}
                onChange={() =>
                  onChange(
                    checked
                      ? value.filter((other) => other !== choice.value)
                      : SPECIALTY_CHOICES.map((c) => c.value).filter((other) => other === choice.value || value.includes(other)),
                  )
                }
                className={look.box}
              />
              <label htmlFor={id} className="text-stone-800 dark:text-stone-200">
                {choice.label}
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {folds ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-4 lg:hidden dark:text-brand-300"
        >
          {expanded ? "Fewer filters" : `More filters (${MORE_COUNT} more specialties)`}
        </button>
      ) : null}
    </fieldset>
  );
}
