import { PLANNED_PAGE_MODULE, type PageDefinition } from "../../lib/page-definition";

export interface ServiceAreaCity {
  slug: string;
  name: string;
  /** What the page says about building there; plain and verifiable. */
  local: string;
}

/** spec §9: the fixed list of 16 service-area cities, in the spec's order. */
export const serviceAreaCities: readonly ServiceAreaCity[] = [
  { slug: "st-joseph", name: "St. Joseph", local: "our home base in Buchanan County" },
  { slug: "liberty", name: "Liberty", local: "the Clay County seat, north of the Missouri River" },
  { slug: "kansas-city", name: "Kansas City", local: "the metro and the acreage around it" },
  { slug: "platte-city", name: "Platte City", local: "the Platte County seat" },
  { slug: "smithville", name: "Smithville", local: "the lake country around Smithville Lake" },
  { slug: "excelsior-springs", name: "Excelsior Springs", local: "the rolling land northeast of Kansas City" },
  { slug: "savannah", name: "Savannah", local: "the Andrew County seat, just north of St. Joseph" },
  { slug: "parkville", name: "Parkville", local: "the river bluffs of southern Platte County" },
  { slug: "kearney", name: "Kearney", local: "the north side of Clay County" },
  { slug: "cameron", name: "Cameron", local: "the farm country along I-35 in northwest Missouri" },
  { slug: "maryville", name: "Maryville", local: "the Nodaway County seat" },
  { slug: "columbia", name: "Columbia", local: "the Boone County seat in central Missouri" },
  { slug: "bethany", name: "Bethany", local: "the Harrison County seat in north Missouri" },
  { slug: "holt", name: "Holt", local: "the small-town acreage northeast of Kearney" },
  { slug: "kirksville", name: "Kirksville", local: "the Adair County seat in northeast Missouri" },
  { slug: "mound-city", name: "Mound City", local: "the Holt County farm country near the Missouri River" },
];

/** City pages written so far (src/content/cities/<slug>.mdx); the others stay planned until theirs exist. */
const WRITTEN_CITIES: ReadonlySet<string> = new Set(["st-joseph", "kansas-city", "kearney", "parkville", "savannah", "excelsior-springs", "smithville", "platte-city", "liberty", "cameron", "maryville", "columbia", "bethany", "holt", "kirksville", "mound-city"]);
export const CITY_PAGE_MODULE = "features/cities/city-page.tsx";

export const citiesPages: Readonly<Record<string, PageDefinition>> = Object.fromEntries(
  serviceAreaCities.map((city): [string, PageDefinition] => [
    city.slug,
    {
      id: `cities/${city.slug}`,
      path: `/${city.slug}`,
      title: `Barndominium & SIP Home Builder in ${city.name}, MO`,
      description: `Energy-efficient barndominiums and SIP homes in ${city.name}, Missouri, ${city.local}: local permits and site work, and a 7-day shell install.`,
      module: WRITTEN_CITIES.has(city.slug) ? CITY_PAGE_MODULE : PLANNED_PAGE_MODULE,
      prerender: true,
    },
  ]),
);
