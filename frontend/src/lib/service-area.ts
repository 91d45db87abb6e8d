/**
 * spec §9's service-area cities, apart from their pages' definitions (pages.ts): the footer and
 * every page's business JSON-LD list the cities without loading each city page's title and description.
 */
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
