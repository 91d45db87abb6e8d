import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { CONTROL_CHARACTERS, Optional } from '../../../common/validation';
import { DEFAULT_STATE, resolveCity, resolveZip, type Place } from '../../geo/geo';
import { MAX_AREA_RADIUS } from '../public/contractors.service';
import { SEARCH_MESSAGES } from '../public/dto/search-contractors-query.dto';

/** issue 15: a service area's radius, whole miles. */
export const AREA_RADIUS_MIN = 5;
/** The search's bounding box relies on this bound (contractors.service.ts). */
export const AREA_RADIUS_MAX = MAX_AREA_RADIUS;

/** The sentences of a service area's fields: the issue's, and the search form's for the place. */
export const SERVICE_AREA_MESSAGES = {
  radius: `Service radius must be a whole number of miles from ${AREA_RADIUS_MIN} to ${AREA_RADIUS_MAX}.`,
  noPlace: SEARCH_MESSAGES.noPlace,
  zipFormat: SEARCH_MESSAGES.zipFormat,
  zipUnknown: SEARCH_MESSAGES.zipUnknown,
  both: SEARCH_MESSAGES.both,
  cityUnknown: SEARCH_MESSAGES.cityUnknown,
  cityLength: SEARCH_MESSAGES.cityLength,
  state: SEARCH_MESSAGES.state,
  zipState: (zip: string, state: string) => `ZIP code ${zip} is in ${state}.`,
} as const;

/** Blank text and null are "not given". */
const blankIsAbsent = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value,
);

function check(name: string, problem: (value: unknown, object: ServiceAreaInputDto) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value, args) => problem(value, args!.object as ServiceAreaInputDto) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args!.value, args!.object as ServiceAreaInputDto) ?? '',
    },
  });
}

const validState = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z]{2}$/.test(value);
const stateOf = (object: ServiceAreaInputDto) => (validState(object.state) ? object.state.toUpperCase() : DEFAULT_STATE);

/**
 * `addMyServiceArea` and `updateMyServiceArea`: a ZIP code, or a city (in Missouri unless `state`
 * is given), and a radius. The place is resolved while validating (the `zipcodes` data, offline),
 * so an unknown ZIP or city answers 400 at its field; the server sets the coordinates.
 */
export class ServiceAreaInputDto {
  /** A 5-digit US ZIP code; the area's town and state come from it. */
  @blankIsAbsent
  @check('areaZip', (value, object) => {
    if (value === undefined) return object.city === undefined ? SERVICE_AREA_MESSAGES.noPlace : null;
    if (typeof value !== 'string' || !/^\d{5}$/.test(value)) return SERVICE_AREA_MESSAGES.zipFormat;
    return resolveZip(value) ? null : SERVICE_AREA_MESSAGES.zipUnknown(value);
  })
  @ApiProperty({ required: false, nullable: true, type: 'string', pattern: '^\\d{5}$', example: '64068' })
  zipCode?: string;

  /** A town, e.g. 'Liberty' or 'St. Joseph', when no ZIP code is given. */
  @blankIsAbsent
  @Optional()
  @check('areaCity', (value, object) => {
    if (typeof value !== 'string' || value.length > 100 || CONTROL_CHARACTERS.test(value)) return SERVICE_AREA_MESSAGES.cityLength;
    if (object.zipCode !== undefined) return SERVICE_AREA_MESSAGES.both;
    // A bad state has its own message at `state`.
    if (object.state !== undefined && !validState(object.state)) return null;
    return resolveCity(value, stateOf(object)) ? null : SERVICE_AREA_MESSAGES.cityUnknown(value, stateOf(object));
  })
  @ApiProperty({ required: false, nullable: true, type: 'string', maxLength: 100, example: 'Liberty' })
  city?: string;

  /** The city's state, two letters; MO when left out (spec §9). With a ZIP code it may be left out, or must be the ZIP's. */
  @blankIsAbsent
  @Optional()
  @check('areaState', (value, object) => {
    if (!validState(value)) return SERVICE_AREA_MESSAGES.state;
    const zip = typeof object.zipCode === 'string' ? resolveZip(object.zipCode) : null;
    return zip && zip.state !== value.toUpperCase() ? SERVICE_AREA_MESSAGES.zipState(zip.zipCode!, zip.state) : null;
  })
  @ApiProperty({ required: false, nullable: true, type: 'string', pattern: '^[A-Za-z]{2}$', default: DEFAULT_STATE })
  state?: string;

  /** Whole miles around the ZIP code or city, 5 to 150. */
  @ValidateBy({
    name: 'areaRadius',
    validator: {
      validate: (value) => Number.isInteger(value) && (value as number) >= AREA_RADIUS_MIN && (value as number) <= AREA_RADIUS_MAX,
      defaultMessage: () => SERVICE_AREA_MESSAGES.radius,
    },
  })
  @ApiProperty({ type: 'integer', minimum: AREA_RADIUS_MIN, maximum: AREA_RADIUS_MAX, example: 30 })
  radius: number;
}

/** A validated area's place: the ZIP's centroid, or the city's (state MO unless given). */
export function resolveServiceArea(area: ServiceAreaInputDto): Place {
  const place = area.zipCode ? resolveZip(area.zipCode) : resolveCity(area.city!, area.state ?? DEFAULT_STATE);
  // Validation resolved it already: a miss here is a bug, not input.
  if (!place) throw new Error(`Service area did not resolve: ${JSON.stringify(area)}`);
  return place;
}

/** The service_areas row of a validated area. */
export function serviceAreaRow(
  contractorId: number,
  area: ServiceAreaInputDto,
): { contractorId: number; city: string; state: string; zipCode: string | null; latitude: number; longitude: number; radius: number } {
  const place = resolveServiceArea(area);
  return {
    contractorId,
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    latitude: place.latitude,
    longitude: place.longitude,
    radius: area.radius,
  };
}
