import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { isURL, ValidateBy, ValidateIf, ValidateNested, ValidationArguments } from 'class-validator';

/**
 * Validation decorators used across DTOs (STYLE.md §8). Each applies the class-validator rule
 * and the matching ApiProperty, so the rule and the OpenAPI document (and the zod schemas the
 * front end generates from it) never drift. Each rule reports ONE message per field, so a
 * missing required field reads "First name is required", not three class-validator complaints.
 */

/** "firstName" → "First name": the default label of a field in messages. */
export function fieldLabel(property: string): string {
  const words = property.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

// C0 controls and DEL (multiline keeps tab, LF and CR); single-line fields end up in e-mail subjects and headers.
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface TrimmedStringOptions {
  /** Longest accepted length, after trimming. */
  max: number;
  /** Shortest accepted length after trimming (default 1: blank is missing). */
  min?: number;
  /** Message when the field is missing or blank (default "<Label> is required."). */
  requiredMessage?: string;
  /** Message when the field is shorter than `min` (default "<Label> must be at least <min> characters."). */
  shortMessage?: string;
  /** Message when the field is longer than `max` (default "<Label> must be at most <max> characters."). */
  longMessage?: string;
  /** Allow line breaks (messages, notes); other fields are one line. */
  multiline?: boolean;
}

type FieldProblem = (value: unknown, args: ValidationArguments) => string | null;

/** The message for a value TrimmedString refuses, or null. */
function trimmedStringProblem(options: TrimmedStringOptions): FieldProblem {
  const { max, min = 1, multiline = false } = options;
  const control = multiline ? CONTROL_CHARACTERS_EXCEPT_NEWLINES : CONTROL_CHARACTERS;
  return (value, args) => {
    const label = fieldLabel(args.property);
    if (value === undefined || value === null || value === '') return options.requiredMessage ?? `${label} is required.`;
    if (typeof value !== 'string') return `${label} must be text.`;
    if (value.length < min) return options.shortMessage ?? `${label} must be at least ${min} characters.`;
    if (value.length > max) return options.longMessage ?? `${label} must be at most ${max} characters.`;
    if (control.test(value)) return multiline ? `${label} contains characters that are not allowed.` : `${label} must be a single line of text.`;
    return null;
  };
}

/** A trimmed string rule with one message per field, and its ApiProperty. */
function trimmedStringRule(name: string, options: TrimmedStringOptions, problem: FieldProblem): PropertyDecorator {
  return applyDecorators(
    trim,
    ValidateBy({
      name,
      validator: {
        validate: (value, args) => problem(value, args!) === null,
        defaultMessage: (args) => problem(args!.value, args!) ?? '',
      },
    }),
    ApiProperty({ type: 'string', minLength: options.min ?? 1, maxLength: options.max }),
  );
}

/** A string, trimmed before validation, of min..max characters, one line unless multiline. */
export function TrimmedString(options: TrimmedStringOptions): PropertyDecorator {
  return trimmedStringRule('trimmedString', options, trimmedStringProblem(options));
}

export const NAME_WITHOUT_LINKS_MESSAGE = 'Please enter your name without links.';

/**
 * Something a mail client would make a link of: a scheme (https://, mailto:), www., an e-mail
 * address, or a host name (word.tld). Names are echoed in e-mails to the address typed, so a
 * link in a name would let anyone mail a phishing link from the builder's domain (issue 12).
 * "J. R. Smith" passes; "Mr.Smith" is refused too, a small price.
 */
// Full stops include the ideographic and full-width ones, which mail clients also read as dots.
const LINK_LIKE =
  /[a-z][a-z0-9+.-]*:\/\/|\b(?:mailto|https?|ftp|javascript|data):|www[.\u3002\uff0e\uff61]|[@\uff20]|[\p{L}\p{N}-][.\u3002\uff0e\uff61]\p{L}{2,}/iu;

/**
 * A person's name on a public form (every name field of the lead forms and registration): a
 * one-line TrimmedString that holds no link or e-mail address.
 */
export function PersonName(options: Omit<TrimmedStringOptions, 'multiline'>): PropertyDecorator {
  const textProblem = trimmedStringProblem(options);
  return trimmedStringRule(
    'personName',
    options,
    (value, args) => textProblem(value, args) ?? (LINK_LIKE.test(value as string) ? NAME_WITHOUT_LINKS_MESSAGE : null),
  );
}

/**
 * The field may be left out; sent, it must hold a value of its type. Unlike class-validator's
 * @IsOptional(), null is refused: the OpenAPI document does not list null for such a field (a
 * field null may clear uses OptionalNullable).
 */
export function Optional(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

/**
 * The field may be left out, null or blank (blank becomes null); the other rules on it apply
 * only when it holds a value. Order-independent with TrimmedString's trim.
 */
export function OptionalNullable(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value)),
    ValidateIf((_object, value) => value !== undefined && value !== null),
    ApiProperty({ required: false, nullable: true }),
  );
}

export const PHONE_MAX_LENGTH = 30;
const PHONE_CHARACTERS = /^[0-9+().\- ]+$/;

/**
 * A phone number as people type it: digits, spaces and + ( ) - . only, up to 30 characters,
 * with 10 to 15 digits (a US number with area code, optionally +1; longer international ones).
 */
export function UsPhone(message = 'Please enter a phone number with area code, using digits, spaces and + ( ) - . only.'): PropertyDecorator {
  const valid = (value: unknown): boolean => {
    if (typeof value !== 'string' || value.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(value)) return false;
    const digits = value.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  };
  return applyDecorators(
    trim,
    ValidateBy({ name: 'usPhone', validator: { validate: valid, defaultMessage: () => message } }),
    ApiProperty({ type: 'string', maxLength: PHONE_MAX_LENGTH, pattern: PHONE_CHARACTERS.source, example: '(816) 555-0142' }),
  );
}

/** Longest e-mail address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one rule for an address the site will mail (issue 25): a bare local@domain, nothing else.
 * No display name ("Name <a@b>"), angle brackets, comment "(…)", group "list: …;", quoted local
 * part, space or second address, so the address a form checks, stores and counts is the one the
 * mailer delivers to. Local part: RFC 5322 atom characters in dot-separated words; domain: DNS
 * labels with at least one dot. The pattern is JavaScript- and OpenAPI-safe (the front end's zod
 * schemas use it too).
 */
export const STRICT_EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether `value` (already trimmed) passes STRICT_EMAIL and the length limits (254 in all, 64 before the @). */
export function isStrictEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && STRICT_EMAIL.test(value) && value.indexOf('@') <= 64;
}

/**
 * The address as the mailer uses it and the per-recipient caps count it: trimmed, domain in
 * lower case (the local part is the receiving server's business, but the caps also ignore its
 * case: see mailAddressKey). Null when it is not a strict address.
 */
export function normaliseMailAddress(value: string): string | null {
  const trimmed = value.trim();
  if (!isStrictEmail(trimmed)) return null;
  const at = trimmed.lastIndexOf('@');
  return `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/** What the per-recipient caps count: the normalised address, all lower case. */
export function mailAddressKey(address: string): string {
  return (normaliseMailAddress(address) ?? address.trim()).toLowerCase();
}

/**
 * An e-mail address, trimmed, that passes STRICT_EMAIL: every DTO whose address the site mails
 * uses it. `basic` only names the rule of spec §5's discovery form in the document; the rule is
 * the same. One message for every failure.
 */
export function TrimmedEmail(message: string, { basic = false }: { basic?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    trim,
    ValidateBy({ name: basic ? 'basicEmail' : 'email', validator: { validate: isStrictEmail, defaultMessage: () => message } }),
    ApiProperty({ type: 'string', maxLength: EMAIL_MAX_LENGTH, example: 'name@example.com', format: 'email', pattern: STRICT_EMAIL.source }),
  );
}

// Values class-validator's nested validation rejects (they are not objects), so each case yields one message.
const NOT_AN_OBJECT = '[not an object]';
const NOT_A_LIST = '[not a list]';
const isPlainObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);
// Nested validation skips undefined, so a missing value needs its own rule.
const present = (message: string) => ValidateBy({ name: 'present', validator: { validate: (value) => value !== undefined, defaultMessage: () => message } });

/** A DTO class, as class-transformer's @Type wants it. */
type DtoClass = new (...args: never[]) => object;

/**
 * A nested object validated as `type`, with ONE message (`message`) when it is missing (unless
 * optional), not an object, or a list. Optional: left out or null means absent.
 */
export function NestedObject(type: () => DtoClass, message: string, { optional = false }: { optional?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    // A list would pass nested validation item by item: make it a plainly rejected value.
    Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? NOT_AN_OBJECT : value)),
    Type(type),
    optional ? ValidateIf((_object, value) => value !== undefined && value !== null) : present(message),
    ValidateNested({ message }),
    // The swagger plugin infers the nested type from the property's TypeScript type.
    ApiProperty(optional ? { required: false, nullable: true } : {}),
  );
}

/**
 * A required list of min..max objects, each validated as `type`. One message for a missing
 * value or a non-list (`message`), one for a wrong length (`lengthMessage`, else a standard sentence), `itemMessage`
 * for an item that is not an object.
 */
export function NestedArray(
  type: () => DtoClass,
  { min, max, message, itemMessage, lengthMessage }: { min: number; max: number; message: string; itemMessage: string; lengthMessage?: string },
): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value) ? value.map((item: unknown) => (isPlainObject(item) ? item : NOT_AN_OBJECT)) : NOT_A_LIST,
    ),
    Type(type),
    present(message),
    ValidateBy({
      name: 'arrayLength',
      validator: {
        // Non-lists are reported once, by the nested validation below.
        validate: (value) => !Array.isArray(value) || (value.length >= min && value.length <= max),
        defaultMessage: (args) => lengthMessage ?? `${fieldLabel(args!.property)} must hold ${min} to ${max} items; got ${(args!.value as unknown[]).length}.`,
      },
    }),
    ValidateNested({ each: true, message: (args) => (args.value === NOT_AN_OBJECT ? itemMessage : message) }),
    ApiProperty({ minItems: min, maxItems: max }),
  );
}

export const WEBSITE_MAX_LENGTH = 2048;
export const WEBSITE_MESSAGE = 'Please enter a valid website address starting with http:// or https://, or leave it empty.';

/** A web address with http(s) scheme, or empty (blank becomes null through OptionalNullable). */
export function WebsiteUrl(): PropertyDecorator {
  const valid = (value: unknown) =>
    typeof value === 'string' && value.length <= WEBSITE_MAX_LENGTH && isURL(value, { require_protocol: true, protocols: ['http', 'https'] });
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateBy({ name: 'websiteUrl', validator: { validate: valid, defaultMessage: () => WEBSITE_MESSAGE } }),
    ApiProperty({ type: 'string', format: 'uri', maxLength: WEBSITE_MAX_LENGTH, required: false, nullable: true }),
  );
}

/** A date and time with its offset (ISO 8601: 2026-11-30T14:05Z, …:05:00.123-06:00); seconds optional. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isIsoDateTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/** The field is an ISO 8601 date and time with its offset (isIsoDateTime); `message` when it is not. */
export function IsoDateTime(message: string): PropertyDecorator {
  return ValidateBy({ name: 'isoDateTime', validator: { validate: isIsoDateTime, defaultMessage: () => message } });
}
