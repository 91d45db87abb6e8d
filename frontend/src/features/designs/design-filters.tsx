import { useEffect, useId, useRef, useState } from "react";
import { DesignCategory, DesignStyle } from "@/api/generated/model";
import { FormField, SelectField } from "@/components/form-field";
import { snakeToTitle } from "@/lib/text";
import { activeFilterCount, type CatalogueQuery } from "./catalogue-query";

/** Typing pauses this long before the results follow a search or an area figure. */
export const TYPING_DELAY_MS = 600;

type Change = (change: Partial<CatalogueQuery>) => void;

const BEDROOM_CHOICES = [1, 2, 3, 4] as const;
const BATHROOM_CHOICES = [1, 1.5, 2, 2.5, 3, 3.5] as const;

/** "2,000" or "2000 sq ft" → 2000; "" → undefined; anything without digits → undefined. */
export function areaFromText(text: string): number | undefined {
  const digits = text.replace(/[,\s]|sq\.?\s*ft\.?/gi, "");
  return /^\d{1,6}$/.test(digits) ? Number(digits) : undefined;
}

/**
 * The catalogue's filters. Choices (type, rooms, style, shop) apply at once; the search and the
 * area figures apply when typing pauses, on Enter or when the field is left. Each change becomes
 * a new URL, so the back button steps back through them.
 */
/**
 * `disabled` until the page has hydrated: a choice made on the prerendered HTML before React
 * takes over would be undone by hydration, so the controls wait (a few hundred milliseconds).
 */
export function DesignFilters({ query, onChange, onClear, disabled }: { query: CatalogueQuery; onChange: Change; onClear: () => void; disabled: boolean }) {
  const titleId = useId();
  const active = activeFilterCount(query);
  const number = (raw: string) => (raw === "" ? undefined : Number(raw));

  return (
    <form role="search" aria-labelledby={titleId} onSubmit={(event) => event.preventDefault()}>
      <fieldset disabled={disabled} className="grid min-w-0 gap-6">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-stone-900 dark:text-white">
            Filter plans
          </h2>
          {active > 0 ? (
            <button type="button" onClick={onClear} className="text-sm font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300">
              Clear all filters
            </button>
          ) : null}
        </div>

        <DraftField
          label="Search plans"
          type="search"
          value={query.q ?? ""}
          maxLength={100}
          placeholder="porch, mudroom, Oak…"
          parse={(text) => text.trim() || undefined}
          onCommit={(q) => onChange({ q })}
        />

        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold text-stone-800 dark:text-stone-200">Plan type</legend>
          {[
            { value: undefined, label: "All plans" },
            { value: DesignCategory.Barndominium, label: "Barndominiums (home and shop)" },
            { value: DesignCategory.Residential, label: "SIP homes" },
          ].map((choice) => (
            <label key={choice.label} className="flex items-center gap-3 text-stone-800 dark:text-stone-200">
              <input
                type="radio"
                name="category"
                value={choice.value ?? ""}
                checked={query.category === choice.value}
                onChange={() => onChange({ category: choice.value })}
                className="size-4 accent-brand-700"
              />
              {choice.label}
            </label>
          ))}
        </fieldset>

        <div className="grid grid-cols-2 gap-4">
          <SelectField label="Bedrooms" value={query.bedroomsMin ?? ""} onChange={(event) => onChange({ bedroomsMin: number(event.target.value) })}>
            <option value="">Any</option>
            {BEDROOM_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count}+
              </option>
            ))}
          </SelectField>
          <SelectField label="Bathrooms" value={query.bathroomsMin ?? ""} onChange={(event) => onChange({ bathroomsMin: number(event.target.value) })}>
            <option value="">Any</option>
            {BATHROOM_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count}+
              </option>
            ))}
          </SelectField>
        </div>

        <AreaRange
          legend="Living area (sq ft)"
          name="Living area"
          min={query.livingMin}
          max={query.livingMax}
          onCommit={(livingMin, livingMax) => onChange({ livingMin, livingMax })}
        />
        <AreaRange
          legend="Shop area (sq ft)"
          name="Shop area"
          min={query.shopMin}
          max={query.shopMax}
          onCommit={(shopMin, shopMax) => onChange({ shopMin, shopMax })}
        />

        <SelectField
          label="Shop"
          value={query.hasShop === undefined ? "" : String(query.hasShop)}
          onChange={(event) => onChange({ hasShop: event.target.value === "" ? undefined : event.target.value === "true" })}
        >
          <option value="">With or without a shop</option>
          <option value="true">With a shop</option>
          <option value="false">Without a shop</option>
        </SelectField>

        <SelectField
          label="Style"
          value={query.style ?? ""}
          onChange={(event) => onChange({ style: (event.target.value || undefined) as DesignStyle | undefined })}
        >
          <option value="">Any style</option>
          {Object.values(DesignStyle).map((style) => (
            <option key={style} value={style}>
              {snakeToTitle(style)}
            </option>
          ))}
        </SelectField>
      </fieldset>
    </form>
  );
}

function AreaRange({
  legend,
  name,
  min,
  max,
  onCommit,
}: {
  legend: string;
  /** Spoken with "from" and "to": the two fields' labels alone would repeat in every range. */
  name: string;
  min: number | undefined;
  max: number | undefined;
  onCommit: (min: number | undefined, max: number | undefined) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-stone-800 dark:text-stone-200">{legend}</legend>
      <div className="grid grid-cols-2 gap-4">
        <DraftField
          label="From"
          accessibleName={`${name} from`}
          value={min === undefined ? "" : String(min)}
          numeric
          placeholder="Any"
          parse={areaFromText}
          onCommit={(value) => onCommit(value, max)}
        />
        <DraftField
          label="To"
          accessibleName={`${name} to`}
          value={max === undefined ? "" : String(max)}
          numeric
          placeholder="Any"
          parse={areaFromText}
          onCommit={(value) => onCommit(min, value)}
        />
      </div>
    </fieldset>
  );
}

/**
 * A text field holding what the visitor types until it is committed: when typing pauses, on
 * Enter, or on leaving the field. It follows `value` when the URL changes (back button).
 */
function DraftField<T>({
  label,
  accessibleName,
  value,
  parse,
  onCommit,
  numeric = false,
  type = "text",
  maxLength,
  placeholder,
}: {
  label: string;
  accessibleName?: string;
  value: string;
  parse: (text: string) => T | undefined;
  onCommit: (value: T | undefined) => void;
  numeric?: boolean;
  type?: "text" | "search";
  maxLength?: number;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    const next = parse(text);
    if (String(next ?? "") !== value) onCommit(next);
  };

  return (
    <FormField
      label={label}
      aria-label={accessibleName}
      type={type}
      value={draft}
      maxLength={maxLength}
      placeholder={placeholder}
      autoComplete="off"
      inputMode={numeric ? "numeric" : undefined}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(text), TYPING_DELAY_MS);
      }}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit(event.currentTarget.value);
        }
      }}
    />
  );
}
