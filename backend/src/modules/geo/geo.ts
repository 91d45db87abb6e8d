import * as zipcodes from 'zipcodes';
import { EARTH_RADIUS_MILES, type GeoPoint, milesBetween, SERVICE_CITIES } from '../../shared/service-cities';

/** The distance rule is shared with the pages (shared/service-cities.ts). */
export { EARTH_RADIUS_MILES, milesBetween, type GeoPoint } from '../../shared/service-cities';

/**
 * Places and distances for the contractor network (issue 15), offline: ZIP codes and their
 * coordinates come from the npm `zipcodes` package (the US ZIP centroids it ships; no network
 * call at run time). Distances are great-circle miles on a sphere of the Earth's mean radius,
 * the same formula as the search's SQL (contractor-search.ts), so both agree to the inch.
 */

/** spec §9: a service area's state is MO unless given. */
export const DEFAULT_STATE = 'MO';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Place extends GeoPoint {
  /** The ZIP searched, or null for a city. */
  zipCode: string | null;
  /** As the dataset names it, with 'Saint' written 'St.' as Missourians do ('St. Joseph'). */
  city: string;
  state: string;
  /** 'St. Joseph, MO 64501' or 'Liberty, MO'. */
  label: string;
}

/**
 * The smallest latitude/longitude box that holds every point within `miles` of `center` (for
 * an index range scan before the exact distance). Exact on the sphere: the widest longitude of
 * a spherical cap is asin(sin(d) / cos(lat)) away, not at the box's corner latitude.
 */
export function boundingBox(center: GeoPoint, miles: number): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  const angular = miles / EARTH_RADIUS_MILES;
  const dLat = (angular * 180) / Math.PI;
  const sinRatio = Math.sin(angular) / Math.cos(radians(center.latitude));
  // Near a pole the cap holds every longitude.
  const dLon = sinRatio >= 1 ? 180 : (Math.asin(sinRatio) * 180) / Math.PI;
  return { minLat: center.latitude - dLat, maxLat: center.latitude + dLat, minLon: center.longitude - dLon, maxLon: center.longitude + dLon };
}

/** 'SAINT JOSEPH' → 'St. Joseph'; 'KANSAS CITY' → 'Kansas City'. */
export function displayCity(name: string): string {
  const title = name
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return title.replace(/^Saint /, 'St. ').replace(/^Sainte /, 'Ste. ');
}

/** How a city name is compared: 'St. Joseph', 'st joseph' and 'Saint Joseph' are one key. */
function cityKey(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/\./g, ' ')
    .replace(/^(ST|SAINT)\s+/, 'SAINT ')
    .replace(/^(STE|SAINTE)\s+/, 'SAINTE ')
    .replace(/^(FT)\s+/, 'FORT ')
    .replace(/^(MT)\s+/, 'MOUNT ')
    .replace(/\s+/g, ' ');
}

const US_ZIP = /^\d{5}$/;

/** A US ZIP code's centroid, or null when the dataset does not hold it. */
export function resolveZip(zip: string): Place | null {
  if (!US_ZIP.test(zip)) return null;
  const code = zipcodes.lookup(zip);
  if (!code || code.country !== 'US') return null;
  const city = displayCity(code.city);
  return { zipCode: code.zip, city, state: code.state, latitude: code.latitude, longitude: code.longitude, label: `${city}, ${code.state} ${code.zip}` };
}

/**
 * A US city's point: the mean of its ZIP codes' centroids (a city with many ZIPs, such as Kansas
 * City, lands near its middle). State MO unless given; null when no ZIP of that state has the name.
 */
export function resolveCity(name: string, state: string = DEFAULT_STATE): Place | null {
  const stateCode = state.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(stateCode) || !name.trim()) return null;
  const key = cityKey(name);
  const codes = zipcodes.lookupByState(stateCode).filter((code) => code.country === 'US' && cityKey(code.city) === key);
  if (!codes.length) return null;
  // PO-box ZIPs repeat their town's centroid: count each distinct point once.
  const points = [...new Map(codes.map((code) => [`${code.latitude},${code.longitude}`, code])).values()];
  const latitude = round6(points.reduce((sum, p) => sum + p.latitude, 0) / points.length);
  const longitude = round6(points.reduce((sum, p) => sum + p.longitude, 0) / points.length);
  const city = displayCity(codes[0].city);
  return { zipCode: null, city, state: stateCode, latitude, longitude, label: `${city}, ${stateCode}` };
}

/** A ZIP when given, else the city (state MO unless given). */
export function resolvePlace(input: { zip?: string | null; city?: string | null; state?: string | null }): Place | null {
  if (input.zip) return resolveZip(input.zip);
  if (input.city) return resolveCity(input.city, input.state ?? DEFAULT_STATE);
  return null;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** How far from a service city a place still counts as its county's (a ZIP's centroid is rarely the town's square). */
const SAME_COUNTY_MILES = 12;

/** 'Jackson, Clay and Platte counties' → 'Jackson County'; 'Clay County, partly Ray County' → 'Clay County'. */
function primaryCounty(county: string): string {
  const first = county
    .split(/,| and /)[0]
    .trim()
    .replace(/\s+count(y|ies)$/i, '');
  return `${first} County`;
}

/**
 * The county of a place as a person typed it ("Kearney, MO", "64060", "near Liberty", "Clinton
 * County"), for lead routing's territories (issue 27): a county named in the text; else a ZIP's
 * point, or a service city named in the text, within SAME_COUNTY_MILES of one of spec §9's service
 * cities gives that city's (first) county. Null when the text says nothing we can place.
 */
export function countyOfPlace(text: string | null | undefined): string | null {
  if (!text?.trim()) return null;
  // The county's name: the word before "County", with its "St." or "Saint" ("St. Louis County").
  const named = /\b((?:st\.?|saint)\s+)?([\p{L}']+)\s+county\b/iu.exec(text);
  if (named) return `${displayCity(`${named[1] ? 'Saint ' : ''}${named[2]}`)} County`;
  const zip = /\b(\d{5})\b/.exec(text)?.[1];
  const point: GeoPoint | null = zip ? resolveZip(zip) : null;
  if (!point) {
    const words = ` ${cityKey(text.replace(/[^\p{L}\s.]/gu, ' '))} `;
    const city = SERVICE_CITIES.find((serviceCity) => words.includes(` ${cityKey(serviceCity.name)} `));
    return city ? primaryCounty(city.county) : null;
  }
  const nearest = SERVICE_CITIES.map((city) => ({ city, miles: milesBetween(point, city) })).sort((a, b) => a.miles - b.miles)[0];
  return nearest && nearest.miles <= SAME_COUNTY_MILES ? primaryCounty(nearest.city.county) : null;
}
