import type { ContractorSpecialty } from "@/api/generated/model";
import { SPECIALTY_CHOICES } from "./contractor-query";

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
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-stone-800 dark:text-stone-200">Specialties</legend>
      <ul className="mt-2 grid max-h-72 gap-1.5 overflow-y-auto pr-1 sm:grid-cols-2 lg:grid-cols-1">
        {SPECIALTY_CHOICES.map((choice) => {
          const id = `${idPrefix}-specialty-${choice.value}`;
          const checked = selected.includes(choice.value);
          return (
            <li key={choice.value} className="flex items-center gap-2">
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
    </fieldset>
  );
}
