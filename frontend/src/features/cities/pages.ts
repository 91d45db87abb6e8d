import { PLANNED_PAGE_MODULE, type PageDefinition } from "../../lib/page-definition";
import { serviceAreaCities } from "../../lib/service-area";

export { serviceAreaCities, type ServiceAreaCity } from "../../lib/service-area";

/** City pages written so far (src/content/cities/<slug>.mdx); the others stay planned until theirs exist. */
const WRITTEN_CITIES: ReadonlySet<string> = new Set([
  "st-joseph",
  "kansas-city",
  "kearney",
  "parkville",
  "savannah",
  "excelsior-springs",
  "smithville",
  "platte-city",
  "liberty",
  "cameron",
  "maryville",
  "columbia",
  "bethany",
  "holt",
  "kirksville",
  "mound-city",
]);
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
