import { Optional } from '../../../../common/validation';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { QueryBoolean, QueryEnumList, QueryInt } from '../../../../common/query-params';
import { DEFAULT_STATE, resolveCity, resolveZip } from '../../../geo/geo';
import { ContractorSpecialty } from '../../contractors.enums';
import { unknownSpecialtyMessage } from './list-contractors-query.dto';

/** issue 15: the form offers 10, 25, 50 (default), 100 and 200 miles; the API takes any whole number from 5 to 200. */
export const SEARCH_RADIUS_MIN = 5;
export const SEARCH_RADIUS_MAX = 200;
export const DEFAULT_SEARCH_RADIUS = 50;
export const SEARCH_PAGE_SIZE = 10;

/** issue 15's words for each refusal, at its parameter. */
export const SEARCH_MESSAGES = {
  noPlace: 'Enter a ZIP code or a city.',
  zipFormat: 'Enter a 5-digit ZIP code.',
  zipUnknown: (zip: string) => `We could not find ZIP code ${zip}.`,
  radius: `Radius must be a whole number of miles from ${SEARCH_RADIUS_MIN} to ${SEARCH_RADIUS_MAX}.`,
  // Not in the list, worded the same way:
  both: 'Enter a ZIP code or a city, not both.',
  cityUnknown: (city: string, state: string) => `We could not find ${city}, ${state}.`,
  cityLength: 'Enter a city name of at most 100 characters.',
  state: 'Enter a 2-letter state code, such as MO.',
} as const;

const blankIsAbsent = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value));

function check(name: string, problem: (value: unknown, object: SearchContractorsQueryDto) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value, args) => problem(value, args!.object as SearchContractorsQueryDto) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args!.value, args!.object as SearchContractorsQueryDto) ?? '',
    },
  });
}

const stateOf = (object: SearchContractorsQueryDto) => (typeof object.state === 'string' ? object.state.toUpperCase() : DEFAULT_STATE);

/**
 * `searchContractors`: a ZIP, or a city (in Missouri unless `state` is given), a radius, the
 * specialties and the verified filter of /contractors/find, and the page. The place is resolved
 * while validating, so an unknown ZIP or city answers 400 at its parameter with the others.
 */
export class SearchContractorsQueryDto {
  /** A 5-digit US ZIP code. */
  @blankIsAbsent
  @check('searchZip', (value, object) => {
    if (value === undefined) return object.city === undefined ? SEARCH_MESSAGES.noPlace : null;
    if (typeof value !== 'string' || !/^\d{5}$/.test(value)) return SEARCH_MESSAGES.zipFormat;
    return resolveZip(value) ? null : SEARCH_MESSAGES.zipUnknown(value);
  })
  @ApiProperty({ required: false, type: 'string', pattern: '^\\d{5}$', example: '64501' })
  zip?: string;

  /** A town, e.g. 'Liberty' or 'St. Joseph' (when no ZIP is given). */
  @blankIsAbsent
  @Optional()
  @check('searchCity', (value, object) => {
    if (typeof value !== 'string' || value.length > 100) return SEARCH_MESSAGES.cityLength;
    if (object.zip !== undefined) return SEARCH_MESSAGES.both;
    // A bad state gets its own message at `state`.
    if (object.state !== undefined && !validState(object.state)) return null;
    return resolveCity(value, stateOf(object)) ? null : SEARCH_MESSAGES.cityUnknown(value, stateOf(object));
  })
  @ApiProperty({ required: false, type: 'string', maxLength: 100, example: 'Liberty' })
  city?: string;

  /** The city's state, two letters; MO when left out (spec §9). */
  @blankIsAbsent
  @Optional()
  @check('searchState', (value) => (validState(value) ? null : SEARCH_MESSAGES.state))
  @ApiProperty({ required: false, type: 'string', pattern: '^[A-Za-z]{2}$', default: DEFAULT_STATE })
  state?: string;

  @QueryInt(SEARCH_RADIUS_MIN, SEARCH_RADIUS_MAX, 'Search radius in miles.', DEFAULT_SEARCH_RADIUS, SEARCH_MESSAGES.radius)
  radius: number = DEFAULT_SEARCH_RADIUS;

  @QueryEnumList(ContractorSpecialty, 'ContractorSpecialty', 'Repeat for several: listings with any of them.', unknownSpecialtyMessage)
  specialty?: ContractorSpecialty[];

  @QueryBoolean('true: only listings with the Verified badge.')
  verified?: boolean;

  @QueryInt(1, 10_000, 'Page number, from 1 (10 per page).', 1)
  page: number = 1;
}

function validState(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value);
}
