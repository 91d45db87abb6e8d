import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { fieldLabel } from './validation';

/** A whole number in a JSON body, from min to max (money: integer cents). */
export function BodyInt(min: number, max: number, description?: string): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'bodyInt',
      validator: {
        validate: (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
        defaultMessage: (args) => `${fieldLabel(args!.property)} must be a whole number from ${min} to ${max}.`,
      },
    }),
    ApiProperty({ type: 'integer', minimum: min, maximum: max, description }),
  );
}

/** Every element of a JSON list is a whole number from min to max. */
export function EachBodyInt(min: number, max: number): PropertyDecorator {
  return ValidateBy(
    {
      name: 'eachBodyInt',
      validator: {
        validate: (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
        defaultMessage: (args) => `Each of ${args!.property} must be a whole number from ${min} to ${max}.`,
      },
    },
    { each: true },
  );
}
