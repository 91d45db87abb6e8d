/** Kept apart from http.ts so code that only inspects errors does not pull in axios. */

import type { ErrorResponseDto, FieldErrorDto } from "./generated/model";

/**
 * A non-OK answer. spec §8: `message` is "<status>: <body text>", or the status text when
 * the body is empty; `body` is the parsed JSON body when there is one.
 */
/** `body` is the server's one error shape as the OpenAPI document declares it (ErrorResponseDto) unless a caller says otherwise. */
export class ApiError<TBody = ErrorResponseDto> extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly statusText: string;
  readonly body: TBody | undefined;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string, body: TBody | undefined) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError<unknown> {
  return error instanceof ApiError;
}

/**
 * The human message of any failure: the server's `message` when the body has one
 * (several validation messages are joined), otherwise the error's own message.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const message: unknown = errorBody(error)?.message;
    if (Array.isArray(message) && message.length > 0) return message.join(". ");
    if (typeof message === "string" && message.trim()) return message;
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

/**
 * The body of a failed call as the server's error shape, or undefined (a network failure, or an
 * answer that was not the API's): the one place a caught error is read as ErrorResponseDto.
 */
export function errorBody(error: unknown): Partial<ErrorResponseDto> | undefined {
  return error instanceof ApiError ? (error.body as Partial<ErrorResponseDto> | undefined) : undefined;
}

/** A 400's per-field messages (`errors: [{ field, message }]`), in the server's order; [] for anything else. */
export function fieldErrorsOf(error: unknown): FieldErrorDto[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const errors = errorBody(error)?.errors;
  return Array.isArray(errors) ? errors : [];
}

/** A 400's first message for each field, by field name. */
export function fieldMessages(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of fieldErrorsOf(error)) fields[field] ??= message;
  return fields;
}
