/**
 * The 16 service cities with county and point, as backend/src/modules/contractors/service-cities.ts
 * holds them (the API's one list). Copied, not imported: the back end's file reaches the ZIP data set
 * through its geo module, which must not ship with the pages. service-cities.test.ts fails when the
 * two lists differ. Used only to work out the sample listings' coverage for the prerendered pages.
 */
export interface ServiceCityPoint {
  slug: string;
  name: string;
  county: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

export const SERVICE_CITY_POINTS: readonly ServiceCityPoint[] = [
  { slug: "st-joseph", name: "St. Joseph", county: "Buchanan County", zipCode: "64501", latitude: 39.7688, longitude: -94.8385 },
  { slug: "liberty", name: "Liberty", county: "Clay County", zipCode: "64068", latitude: 39.2461, longitude: -94.4191 },
  { slug: "kansas-city", name: "Kansas City", county: "Jackson, Clay and Platte counties", zipCode: "64106", latitude: 39.1052, longitude: -94.5699 },
  { slug: "platte-city", name: "Platte City", county: "Platte County", zipCode: "64079", latitude: 39.3602, longitude: -94.789 },
  { slug: "smithville", name: "Smithville", county: "Clay County", zipCode: "64089", latitude: 39.3917, longitude: -94.5592 },
  { slug: "excelsior-springs", name: "Excelsior Springs", county: "Clay County, partly Ray County", zipCode: "64024", latitude: 39.3392, longitude: -94.2261 },
  { slug: "savannah", name: "Savannah", county: "Andrew County", zipCode: "64485", latitude: 39.9168, longitude: -94.8267 },
  { slug: "parkville", name: "Parkville", county: "Platte County", zipCode: "64152", latitude: 39.2176, longitude: -94.7238 },
  { slug: "kearney", name: "Kearney", county: "Clay County", zipCode: "64060", latitude: 39.3652, longitude: -94.3621 },
  { slug: "cameron", name: "Cameron", county: "Clinton and DeKalb counties", zipCode: "64429", latitude: 39.7309, longitude: -94.2437 },
  { slug: "maryville", name: "Maryville", county: "Nodaway County", zipCode: "64468", latitude: 40.3434, longitude: -94.8735 },
  { slug: "columbia", name: "Columbia", county: "Boone County", zipCode: "65201", latitude: 38.9382, longitude: -92.3049 },
  { slug: "bethany", name: "Bethany", county: "Harrison County", zipCode: "64424", latitude: 40.2601, longitude: -94.0189 },
  { slug: "holt", name: "Holt", county: "Clay and Clinton counties", zipCode: "64048", latitude: 39.4289, longitude: -94.3689 },
  { slug: "kirksville", name: "Kirksville", county: "Adair County", zipCode: "63501", latitude: 40.1908, longitude: -92.5856 },
  { slug: "mound-city", name: "Mound City", county: "Holt County", zipCode: "64470", latitude: 40.1362, longitude: -95.2138 },
];

const EARTH_RADIUS_MILES = 3958.7613;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle miles (haversine), as the API's geo module works them out. */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
