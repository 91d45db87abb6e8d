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

// __proto__, constructor, valueOf, toString…: every name Object.prototype holds, and prototype.
const PROTOTYPE_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** The path of the first own key that names a property of every object (or prototype) in a parsed body or query, if any. */
export function prototypeKeyPath(value: unknown, path = ''): string | null {
  if (value === null || typeof value !== 'object') return null;
  for (const key of Object.keys(value)) {
    const field = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (!Array.isArray(value) && PROTOTYPE_KEYS.has(key)) return field;
    const inner = prototypeKeyPath((value as Record<string, unknown>)[key], field);
    if (inner) return inner;
  }
  return null;
}

/**
 * Nest's pipe deletes __proto__, prototype and constructor keys silently, and class-transformer skips
 * a key whose name is an inherited method (valueOf, toString…), so a body carrying one was accepted
 * (make verify seeds 204, 301, 302, 306: "prototype" or "valueOf" answered 201/202). Such a key is
 * refused like any other unknown field.
 */
class StrictValidationPipe extends ValidationPipe {
  protected override stripProtoKeys(value: unknown): void {
    const field = prototypeKeyPath(value);
    if (field) throw new InputValidationException([{ field, message: `Unknown field "${field}" is not allowed.` }]);
  }
}

/** Whitelist, reject unknown fields, transform to DTO classes: the rule for every input. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new InputValidationException(flatten(errors)),
  });
}
