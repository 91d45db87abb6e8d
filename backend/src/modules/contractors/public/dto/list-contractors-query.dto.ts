import { QueryBoolean, QueryEnum, QueryEnumList, QueryInt } from '../../../../common/query-params';
import { ContractorSpecialty } from '../../contractors.enums';
import { SERVICE_CITY_SLUGS } from '../../service-cities';

export const CONTRACTORS_PAGE_SIZE = 12;
export const CONTRACTORS_MAX_PAGE_SIZE = 100;

/** The 16 service cities' slugs as an enum (OpenAPI `ServiceCitySlug`). */
export const ServiceCitySlug: Readonly<Record<string, string>> = Object.fromEntries(SERVICE_CITY_SLUGS.map((slug) => [slug, slug]));

export const unknownSpecialtyMessage = (values: string[]) => `Unknown specialty: ${values.join(', ')}.`;

/** Filters and page of the public directory (approved listings). */
export class ListContractorsQueryDto {
  @QueryEnumList(ContractorSpecialty, 'ContractorSpecialty', 'Repeat for several: listings with any of them.', unknownSpecialtyMessage)
  specialty?: ContractorSpecialty[];

  @QueryEnum(ServiceCitySlug, 'ServiceCitySlug', 'Only listings that cover this service city (its point within one of their areas).')
  serviceCity?: string;

  @QueryBoolean('true: only listings with the Verified badge; false: only those without.')
  verified?: boolean;

  @QueryInt(1, 10_000, 'Page number, from 1.', 1)
  page: number = 1;

  @QueryInt(1, CONTRACTORS_MAX_PAGE_SIZE, 'Listings per page.', CONTRACTORS_PAGE_SIZE)
  pageSize: number = CONTRACTORS_PAGE_SIZE;
}

export const REVIEWS_PAGE_SIZE = 10;

/** The page of a contractor's published reviews. */
export class ListContractorReviewsQueryDto {
  @QueryInt(1, 10_000, 'Page number, from 1.', 1)
  page: number = 1;

  @QueryInt(1, 50, 'Reviews per page.', REVIEWS_PAGE_SIZE)
  pageSize: number = REVIEWS_PAGE_SIZE;
}
