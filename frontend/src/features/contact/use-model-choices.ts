import { useListDesigns } from "@/api/generated/endpoints/designs/designs";

/** spec §5: the model choice besides the plan names (the server accepts it as it accepts a plan). */
export const CUSTOM_MODEL = "Custom";

/** Every active plan fits on one page (the catalogue holds a couple of dozen). */
const CATALOGUE_QUERY = { sort: "name", pageSize: 100 } as const;

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export interface ModelChoices {
  /** Plan names A→Z then Custom; undefined while loading. Only Custom when the catalogue failed to load. */
  names: string[] | undefined;
  loading: boolean;
}

/** spec §5 model choices: all plan names of the API's catalogue sorted alphabetically, plus Custom. */
export function useModelChoices(): ModelChoices {
  const { data, isPending, isError } = useListDesigns(CATALOGUE_QUERY);
  if (isError) return { names: [CUSTOM_MODEL], loading: false };
  if (isPending || !data) return { names: undefined, loading: true };
  const plans = data.items.map((design) => design.name).sort(byName.compare);
  return { names: [...plans, CUSTOM_MODEL], loading: false };
}
