/** The directory's and the search's query strings (issue 15): what the URL holds, read and written. */
import { ContractorSpecialty, type ListContractorsParams, type SearchContractorsParams, type ServiceCitySlug } from "@/api/generated/model";
import { snakeToTitle } from "@/lib/text";
import { SERVICE_CITIES } from "@shared/service-cities";

/** Every specialty in the spec's order, with its label. */
export const SPECIALTY_CHOICES = Object.values(ContractorSpecialty).map((value) => ({ value, label: snakeToTitle(value) }));
const SPECIALTIES: ReadonlySet<string> = new Set(Object.values(ContractorSpecialty));
const CITY_SLUGS: ReadonlySet<string> = new Set(SERVICE_CITIES.map((city) => city.slug));

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
};
const specialtiesOf = (search: URLSearchParams) => search.getAll("specialty").filter((value): value is ContractorSpecialty => SPECIALTIES.has(value));

/** /contractors?specialty=plumbing&specialty=hvac&serviceCity=liberty&verified=true&page=2 */
export function directoryParams(search: URLSearchParams): ListContractorsParams {
  const serviceCity = search.get("serviceCity");
  const page = positiveInt(search.get("page"));
  const specialty = specialtiesOf(search);
  return {
    ...(specialty.length ? { specialty } : {}),
    ...(serviceCity && CITY_SLUGS.has(serviceCity) ? { serviceCity: serviceCity as ServiceCitySlug } : {}),
    ...(search.get("verified") === "true" ? { verified: true } : {}),
    ...(page && page > 1 ? { page } : {}),
  };
}

export function directorySearch(params: ListContractorsParams): string {
  const search = new URLSearchParams();
  for (const value of params.specialty ?? []) search.append("specialty", value);
  if (params.serviceCity) search.set("serviceCity", params.serviceCity);
  if (params.verified) search.set("verified", "true");
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const RADIUS_CHOICES = [10, 25, 50, 100, 200] as const;
export const DEFAULT_RADIUS = 50;

/** The search form's state: `place` is what the visitor typed ('64068', 'Liberty', 'Omaha, NE'). */
export interface FindQuery {
  place: string;
  radius: number;
  specialty: ContractorSpecialty[];
  verified: boolean;
  page: number;
}

export const EMPTY_FIND: FindQuery = { place: "", radius: DEFAULT_RADIUS, specialty: [], verified: false, page: 1 };

/** /contractors/find?zip=64068 or ?city=Omaha&state=NE, with radius, specialty, verified and page. */
export function findQueryFromSearch(search: URLSearchParams): FindQuery {
  const zip = search.get("zip")?.trim();
  const city = search.get("city")?.trim();
  const state = search.get("state")?.trim();
  const radius = positiveInt(search.get("radius"));
  return {
    place: zip || (city ? (state ? `${city}, ${state}` : city) : ""),
    // A radius the form does not offer stays as it is: the API says whether it is allowed.
    radius: radius ?? (search.get("radius") ? Number(search.get("radius")) : DEFAULT_RADIUS),
    specialty: specialtiesOf(search),
    verified: search.get("verified") === "true",
    page: positiveInt(search.get("page")) ?? 1,
  };
}

/** '64068' → zip; 'Liberty' → city; 'Omaha, NE' → city and state. */
export function placeParams(place: string): Pick<SearchContractorsParams, "zip" | "city" | "state"> {
  const text = place.trim();
  if (!text) return {};
  if (/^\d+$/.test(text)) return { zip: text };
  const match = /^(.*\S)\s*,\s*([A-Za-z]{2})$/.exec(text);
  return match ? { city: match[1], state: match[2].toUpperCase() } : { city: text };
}

export function searchParamsOf(query: FindQuery): SearchContractorsParams {
  return {
    ...placeParams(query.place),
    radius: query.radius,
    ...(query.specialty.length ? { specialty: query.specialty } : {}),
    ...(query.verified ? { verified: true } : {}),
    ...(query.page > 1 ? { page: query.page } : {}),
  };
}

export function searchFromFindQuery(query: FindQuery): string {
  const params = searchParamsOf(query);
  const search = new URLSearchParams();
  if (params.zip) search.set("zip", params.zip);
  if (params.city) search.set("city", params.city);
  if (params.state) search.set("state", params.state);
  search.set("radius", String(query.radius));
  for (const value of query.specialty) search.append("specialty", value);
  if (query.verified) search.set("verified", "true");
  if (query.page > 1) search.set("page", String(query.page));
  return `?${search.toString()}`;
}

/** Whether the URL asks for a search (a place given): the results show only then. */
export function hasPlace(search: URLSearchParams): boolean {
  return Boolean(search.get("zip")?.trim() || search.get("city")?.trim());
}
