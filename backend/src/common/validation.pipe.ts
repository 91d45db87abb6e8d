import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldErrorDto } from './dto/error-response.dto';

/** Thrown for invalid input; carries one message per field for the error shape. */
export class InputValidationException extends BadRequestException {
  constructor(readonly fieldErrors: FieldErrorDto[]) {
    super(fieldErrors.length === 1 ? fieldErrors[0].message : `Please correct ${fieldErrors.length} fields: ${fieldErrors.map((e) => e.field).join(', ')}.`);
  }
}

function flatten(errors: ValidationError[], parent = ''): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message: sentence(message, field) }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** class-validator's default texts start with the property name; make them read as sentences. */
function sentence(message: string, field: string): string {
  if (message.startsWith('property ') && message.endsWith(' should not exist')) {
    return `Unknown field "${field}" is not allowed.`;
  }
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Whitelist, reject unknown fields, transform to DTO classes: the rule for every input. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new InputValidationException(flatten(errors)),
  });
}
