import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, ValidateBy } from 'class-validator';
import { isCalendarDate } from '../../../../shared/business-calendar';

/** A field of the form that is one of `values`; `message` otherwise (missing included). */
export function OneOf(values: readonly string[], message: string, enumName: string): PropertyDecorator {
  return applyDecorators(IsIn([...values], { message }), ApiProperty({ enum: values, enumName }));
}

/** A YYYY-MM-DD calendar date (2027-03-31), trimmed; `message` otherwise. */
export function CalendarDate(message: string, { required = true }: { required?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateBy({ name: 'calendarDate', validator: { validate: (value) => typeof value === 'string' && isCalendarDate(value), defaultMessage: () => message } }),
    ApiProperty({ type: 'string', format: 'date', required, ...(required ? {} : { nullable: true }) }),
  );
}

/**
 * Whole cents from min to max, sent as a number (JSON) or as digits (a multipart form field,
 * which is always text): '100000000' is $1,000,000.00.
 */
export function FormCents(min: number, max: number, message: string, description: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : value)),
    ValidateBy({
      name: 'formCents',
      validator: { validate: (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max, defaultMessage: () => message },
    }),
    ApiProperty({ type: 'integer', minimum: min, maximum: max, description }),
  );
}
