import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { CONTROL_CHARACTERS } from '../../../common/validation';
import { DEFAULT_STATE, resolveCity, resolveZip, type Place } from '../../geo/geo';

/** issue 15: a service area's radius, whole miles. */
export const AREA_RADIUS_MIN = 5;
export const AREA_RADIUS_MAX = 150;

/** The words of each refusal, at its field (the search's wording where it has one). */
export const SERVICE_AREA_MESSAGES = {
  noPlace: 'Enter a ZIP code or a city.',
  zipFormat: 'Enter a 5-digit ZIP code.',
  zipUnknown: (zip: string) => `We could not find ZIP code ${zip}.`,
  both: 'Enter a ZIP code or a city, not both.',
  cityUnknown: (city: string, state: string) => `We could not find ${city}, ${state}.`,
  cityLength: 'Enter a city name of one line and at most 100 characters.',
  state: 'Enter a 2-letter state code, such as MO.',
  radius: `Service radius must be a whole number of miles from ${AREA_RADIUS_MIN} to ${AREA_RADIUS_MAX}.`,
} as const;

const blankIsAbsent = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value));

function check(name: string, problem: (value: unknown, object: ServiceAreaInputDto) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value, args) => problem(value, args!.object as ServiceAreaInputDto) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args!.value, args!.object as ServiceAreaInputDto) ?? '',
    },
  });
}

const validState = (value: unknown): boolean => typeof value === 'string' && /^[A-Za-z]{2}$/.test(value);
const stateOf = (object: ServiceAreaInputDto) => (typeof object.state === 'string' ? object.state.toUpperCase() : DEFAULT_STATE);

/**
 * One service area as a contractor gives it (issue 15): a ZIP code, or a city (in Missouri unless
 * `state` is given), and a radius of 5 to 150 whole miles. The place is resolved offline
 * (geo.ts, the `zipcodes` data) while validating, so an unknown ZIP or city is a 400 at its field.
 */
export class ServiceAreaInputDto {
  /** A 5-digit US ZIP code; the area's town and state are the ZIP's. */
  @blankIsAbsent
  @check('areaZip', (value, object) => {
    if (value === undefined) return object.city === undefined ? SERVICE_AREA_MESSAGES.noPlace : null;
    if (typeof value !== 'string' || !/^\d{5}$/.test(value)) return SERVICE_AREA_MESSAGES.zipFormat;
    return resolveZip(value) ? null : SERVICE_AREA_MESSAGES.zipUnknown(value);
  })
  @ApiProperty({ required: false, type: 'string', pattern: '^\\d{5}$', example: '64068' })
  zipCode?: string;

  /** A town, e.g. 'Liberty' or 'St. Joseph', when no ZIP code is given. */
  @blankIsAbsent
  @ValidateIf((_object, value) => value !== undefined)
  @check('areaCity', (value, object) => {
    if (typeof value !== 'string' || value.length > 100 || CONTROL_CHARACTERS.test(value)) return SERVICE_AREA_MESSAGES.cityLength;
    if (object.zipCode !== undefined) return SERVICE_AREA_MESSAGES.both;
    // A bad state gets its own message at `state`.
    if (object.state !== undefined && !validState(object.state)) return null;
    return resolveCity(value, stateOf(object)) ? null : SERVICE_AREA_MESSAGES.cityUnknown(value, stateOf(object));
  })
  @ApiProperty({ required: false, type: 'string', maxLength: 100, example: 'Liberty' })
  city?: string;

  /** The city's state, two letters; MO when left out (spec §9). With a ZIP code the ZIP's state counts. */
  @blankIsAbsent
  @ValidateIf((_object, value) => value !== undefined)
  @check('areaState', (value) => (validState(value) ? null : SERVICE_AREA_MESSAGES.state))
  @ApiProperty({ required: false, type: 'string', pattern: '^[A-Za-z]{2}$', default: DEFAULT_STATE })
  state?: string;

  /** Whole miles around the ZIP code or city, 5 to 150. */
  @check('areaRadius', (value) => (Number.isInteger(value) && (value as number) >= AREA_RADIUS_MIN && (value as number) <= AREA_RADIUS_MAX ? null : SERVICE_AREA_MESSAGES.radius))
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
export function serviceAreaRow(contractorId: number, area: ServiceAreaInputDto): { contractorId: number; city: string; state: string; zipCode: string | null; latitude: number; longitude: number; radius: number } {
  const place = resolveServiceArea(area);
  return { contractorId, city: place.city, state: place.state, zipCode: place.zipCode, latitude: place.latitude, longitude: place.longitude, radius: area.radius };
}
