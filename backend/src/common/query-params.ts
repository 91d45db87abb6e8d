import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf, ValidationArguments } from 'class-validator';
import { isCalendarDate } from '../shared/business-calendar';
import { CONTROL_CHARACTERS, fieldLabel } from './validation';
import { parseWholeNumber, PG_INTEGER_MAX, wholeNumberMessage } from './whole-number';

/**
 * Query-string parameters arrive as text (or as a list when repeated): each decorator here turns
 * the text into its value, checks it with ONE clear message (a repeated or malformed value gets
 * the same message as an out-of-range one) and documents the parameter. A parameter left out, or
 * given empty (`?style=`), is absent.
 */

const absent = (value: unknown) => value === undefined || value === null || value === '';
const optional = ValidateIf((_object, value) => !absent(value));
const emptyIsAbsent = Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

function rule(name: string, valid: (value: unknown, args: ValidationArguments) => boolean, message: (args: ValidationArguments) => string) {
  return ValidateBy({ name, validator: { validate: (value, args) => valid(value, args!), defaultMessage: (args) => message(args!) } });
}

/** A whole number from min to max; `message` replaces the standard sentence where an issue words it. */
export function QueryInt(min: number, max: number, description?: string, defaultValue?: number, message?: string): PropertyDecorator {
  if (min < -PG_INTEGER_MAX || max > PG_INTEGER_MAX) throw new Error(`QueryInt(${min}, ${max}) is wider than a PostgreSQL integer`);
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (value === '' ? undefined : (parseWholeNumber(value, min, max) ?? value))),
    optional,
    rule(
      'queryInt',
      (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
      (args) => message ?? wholeNumberMessage(fieldLabel(args.property), min, max),
    ),
    ApiProperty({ required: false, type: 'integer', minimum: min, maximum: max, description, default: defaultValue }),
  );
}

/** A number from min to max in steps of `step` (bathrooms: halves). */
export function QueryNumber(min: number, max: number, step: number, description?: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^\d{1,3}(\.\d{1,2})?$/.test(value) ? Number(value) : value === '' ? undefined : value,
    ),
    optional,
    rule(
      'queryNumber',
      (value) => typeof value === 'number' && value >= min && value <= max && Number.isInteger(value / step),
      (args) => `${fieldLabel(args.property)} must be a number from ${min} to ${max} in steps of ${step}.`,
    ),
    ApiProperty({ required: false, type: 'number', minimum: min, maximum: max, multipleOf: step, description }),
  );
}

/** `true` or `false`. */
export function QueryBoolean(description?: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value === '' ? undefined : value)),
    optional,
    rule(
      'queryBoolean',
      (value) => typeof value === 'boolean',
      (args) => `${fieldLabel(args.property)} must be true or false.`,
    ),
    ApiProperty({ required: false, type: 'boolean', description }),
  );
}

/** A calendar date written YYYY-MM-DD (a day in Missouri wherever the API reads it as one). */
export function QueryDate(description?: string): PropertyDecorator {
  return applyDecorators(
    emptyIsAbsent,
    optional,
    rule(
      'queryDate',
      (value) => typeof value === 'string' && isCalendarDate(value),
      (args) => `${fieldLabel(args.property)} must be a date (YYYY-MM-DD).`,
    ),
    ApiProperty({ required: false, type: 'string', format: 'date', description }),
  );
}

/** One value of a string enum. */
export function QueryEnum(values: Record<string, string>, enumName: string, description?: string, defaultValue?: string): PropertyDecorator {
  const allowed = Object.values(values);
  return applyDecorators(
    emptyIsAbsent,
    optional,
    rule(
      'queryEnum',
      (value) => typeof value === 'string' && allowed.includes(value),
      (args) => `${fieldLabel(args.property)} must be one of: ${allowed.join(', ')}.`,
    ),
    ApiProperty({ required: false, enum: values, enumName, description, default: defaultValue }),
  );
}

/** Free text of at most `max` characters on one line, trimmed; blank is absent. */
export function QueryText(max: number, description?: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    optional,
    rule(
      'queryText',
      (value) => typeof value === 'string' && value.length <= max && !CONTROL_CHARACTERS.test(value),
      (args) => `${fieldLabel(args.property)} must be one line of text of at most ${max} characters.`,
    ),
    ApiProperty({ required: false, type: 'string', maxLength: max, description }),
  );
}

/** This (upper) bound is not below the lower bound `minProperty`, when both are given. */
export function NotBelow(minProperty: string): PropertyDecorator {
  return rule(
    'notBelow',
    (value, args) => {
      const lower = (args.object as Record<string, unknown>)[minProperty];
      return typeof value !== 'number' || typeof lower !== 'number' || value >= lower;
    },
    (args) => `${fieldLabel(args.property)} must not be less than ${fieldLabel(minProperty).toLowerCase()}.`,
  );
}

/**
 * One or more values of a string enum: the parameter repeated (`?status=a&status=b`); answers a list
 * without repeats. `unknownMessage` words the refusal from the unknown values where an issue does.
 */
export function QueryEnumList(
  values: Record<string, string>,
  enumName: string,
  description?: string,
  unknownMessage?: (unknown: string[]) => string,
): PropertyDecorator {
  const allowed = Object.values(values);
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      const list = (Array.isArray(value) ? value : [value]).filter((item) => item !== '' && item !== undefined);
      return list.length ? [...new Set(list)] : undefined;
    }),
    optional,
    rule(
      'queryEnumList',
      (value) => Array.isArray(value) && value.every((item) => typeof item === 'string' && allowed.includes(item)),
      (args) => {
        const unknown = (Array.isArray(args.value) ? args.value : [args.value])
          .filter((item) => typeof item !== 'string' || !allowed.includes(item))
          .map(String);
        return unknownMessage && unknown.length ? unknownMessage(unknown) : `${fieldLabel(args.property)} must be one or more of: ${allowed.join(', ')}.`;
      },
    ),
    ApiProperty({ required: false, isArray: true, enum: values, enumName, description }),
  );
}

/** This (later) date is not before the date in `startProperty`, when both are valid dates. */
export function NotBeforeDate(startProperty: string): PropertyDecorator {
  return rule(
    'notBeforeDate',
    (value, args) => {
      const start = (args.object as Record<string, unknown>)[startProperty];
      const dates = typeof value === 'string' && typeof start === 'string' && isCalendarDate(value) && isCalendarDate(start);
      return !dates || value >= start;
    },
    (args) => `${fieldLabel(args.property)} must not be before ${fieldLabel(startProperty).toLowerCase()}.`,
  );
}
