import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { InputValidationException } from './validation.pipe';
import { fieldLabel } from './validation';
import { parseWholeNumber, PG_INTEGER_MAX, wholeNumberMessage } from './whole-number';

/**
 * A path parameter holding a row id (`integer` column): 1 to 2,147,483,647, else 400 in the
 * error shape. It reads the raw text itself (a custom decorator, so the global pipe does not
 * turn "1e3" or " 7" into numbers first) and documents the parameter as a bounded integer.
 */
export const IdParam = (name: string, description?: string): ParameterDecorator =>
  createParamDecorator(
    (paramName: string, context: ExecutionContext): number => {
      const value = parseWholeNumber(context.switchToHttp().getRequest<Request>().params[paramName], 1, PG_INTEGER_MAX);
      if (value === undefined) {
        throw new InputValidationException([{ field: paramName, message: wholeNumberMessage(fieldLabel(paramName), 1, PG_INTEGER_MAX) }]);
      }
      return value;
    },
    [
      (target, key) => {
        const descriptor = Object.getOwnPropertyDescriptor(target, key!)!;
        ApiParam({ name, schema: { type: 'integer', minimum: 1, maximum: PG_INTEGER_MAX }, description })(target, key!, descriptor);
      },
    ],
  )(name);
