import { SERVICE_CITIES, type ServiceCity } from '../../shared/service-cities';

/** The list and the coverage rule live in shared/service-cities.ts (the pages use them as they are). */
export { coveredCities, SERVICE_CITIES, type CoverageArea, type ServiceCity } from '../../shared/service-cities';

export const SERVICE_CITY_SLUGS: readonly string[] = SERVICE_CITIES.map((city) => city.slug);

export function serviceCityBySlug(slug: string): ServiceCity | undefined {
  return SERVICE_CITIES.find((city) => city.slug === slug);
}
