import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { ContractorSpecialty } from '../contractors.enums';
import { unknownSpecialtyMessage } from '../public/dto/list-contractors-query.dto';

/**
 * A listing's counts and sizes (issue 15), the one place they live: the application, the
 * contractor's own profile edits and the dashboard's service areas all check these.
 */
export const SPECIALTIES_MIN = 1;
export const SPECIALTIES_MAX = 8;
export const SERVICE_AREAS_MIN = 1;
export const SERVICE_AREAS_MAX = 10;
export const DESCRIPTION_MAX_LENGTH = 2000;

export const SPECIALTIES_COUNT_MESSAGE = `Choose ${SPECIALTIES_MIN} to ${SPECIALTIES_MAX} specialties.`;
export const SERVICE_AREAS_COUNT_MESSAGE = `Add ${SERVICE_AREAS_MIN} to ${SERVICE_AREAS_MAX} service areas.`;

const KNOWN_SPECIALTIES: readonly string[] = Object.values(ContractorSpecialty);

/**
 * 1 to 8 of the spec's 25 specialties; a repeat counts once. 'Unknown specialty: {value}.' names
 * the others. `required: false` only documents the field as optional (pair it with @Optional()).
 */
export function SpecialtyList({ required }: { required: boolean }): PropertyDecorator {
  const problem = (value: unknown): string | null => {
    if (!Array.isArray(value)) return SPECIALTIES_COUNT_MESSAGE;
    const unknown = value.filter((item) => typeof item !== 'string' || !KNOWN_SPECIALTIES.includes(item)).map(String);
    if (unknown.length) return unknownSpecialtyMessage(unknown);
    return value.length >= SPECIALTIES_MIN && value.length <= SPECIALTIES_MAX ? null : SPECIALTIES_COUNT_MESSAGE;
  };
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? [...new Set(value)] : value)),
    ValidateBy({ name: 'specialtyList', validator: { validate: (value) => problem(value) === null, defaultMessage: (args) => problem(args!.value) ?? '' } }),
    ApiProperty({ enum: ContractorSpecialty, enumName: 'ContractorSpecialty', isArray: true, minItems: SPECIALTIES_MIN, maxItems: SPECIALTIES_MAX, required }),
  );
}
