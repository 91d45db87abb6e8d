/**
 * The service cities and the distance rule, shared as they are by the API and the pages (the
 * `@shared` alias): this file imports nothing, so the pages never pull in the ZIP data set.
 * Distances are great-circle miles on a sphere of the Earth's mean radius, the same formula as the
 * search's SQL (contractor-search-sql.ts).
 */

/** Mean Earth radius in statute miles (IUGG R1 = 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface ServiceCity extends GeoPoint {
  /** The city page's path: /{slug}. */
  slug: string;
  name: string;
  /** As the city page's front-matter says it (frontend/src/content/cities/<slug>.mdx). */
  county: string;
  /** The ZIP whose centroid (zipcodes package) is the city's point. */
  zipCode: string;
}

/**
 * spec §9's 16 service-area cities, in the spec's order, with their county and point: the one
 * list, checked against the front end's `serviceAreaCities`, the city pages and the ZIP data by
 * service-cities.spec.ts. A city is covered by a contractor when its point lies within one of the
 * contractor's service areas (distance ≤ that area's radius).
 */
export const SERVICE_CITIES: readonly ServiceCity[] = [
  { slug: 'st-joseph', name: 'St. Joseph', county: 'Buchanan County', zipCode: '64501', latitude: 39.7688, longitude: -94.8385 },
  { slug: 'liberty', name: 'Liberty', county: 'Clay County', zipCode: '64068', latitude: 39.2461, longitude: -94.4191 },
  { slug: 'kansas-city', name: 'Kansas City', county: 'Jackson, Clay and Platte counties', zipCode: '64106', latitude: 39.1052, longitude: -94.5699 },
  { slug: 'platte-city', name: 'Platte City', county: 'Platte County', zipCode: '64079', latitude: 39.3602, longitude: -94.789 },
  { slug: 'smithville', name: 'Smithville', county: 'Clay County', zipCode: '64089', latitude: 39.3917, longitude: -94.5592 },
  { slug: 'excelsior-springs', name: 'Excelsior Springs', county: 'Clay County, partly Ray County', zipCode: '64024', latitude: 39.3392, longitude: -94.2261 },
  { slug: 'savannah', name: 'Savannah', county: 'Andrew County', zipCode: '64485', latitude: 39.9168, longitude: -94.8267 },
  // Parkville's ZIP; the dataset files 64152 under Kansas City, and its centroid is 3 miles from Parkville's square.
  { slug: 'parkville', name: 'Parkville', county: 'Platte County', zipCode: '64152', latitude: 39.2176, longitude: -94.7238 },
  { slug: 'kearney', name: 'Kearney', county: 'Clay County', zipCode: '64060', latitude: 39.3652, longitude: -94.3621 },
  { slug: 'cameron', name: 'Cameron', county: 'Clinton and DeKalb counties', zipCode: '64429', latitude: 39.7309, longitude: -94.2437 },
  { slug: 'maryville', name: 'Maryville', county: 'Nodaway County', zipCode: '64468', latitude: 40.3434, longitude: -94.8735 },
  { slug: 'columbia', name: 'Columbia', county: 'Boone County', zipCode: '65201', latitude: 38.9382, longitude: -92.3049 },
  { slug: 'bethany', name: 'Bethany', county: 'Harrison County', zipCode: '64424', latitude: 40.2601, longitude: -94.0189 },
  { slug: 'holt', name: 'Holt', county: 'Clay and Clinton counties', zipCode: '64048', latitude: 39.4289, longitude: -94.3689 },
  { slug: 'kirksville', name: 'Kirksville', county: 'Adair County', zipCode: '63501', latitude: 40.1908, longitude: -92.5856 },
  { slug: 'mound-city', name: 'Mound City', county: 'Holt County', zipCode: '64470', latitude: 40.1362, longitude: -95.2138 },
];

/** A service area as coverage needs it. */
export interface CoverageArea extends GeoPoint {
  radius: number;
}

/** The service cities whose point lies within one of the areas (distance ≤ its radius), in the list's order. */
export function coveredCities(areas: readonly CoverageArea[]): ServiceCity[] {
  return SERVICE_CITIES.filter((city) => areas.some((area) => milesBetween(city, area) <= area.radius));
}
