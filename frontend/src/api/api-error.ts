/** Kept apart from http.ts so code that only inspects errors does not pull in axios. */

/** The server's one error shape (backend ErrorResponseDto). */
export interface ErrorResponse {
  statusCode: number;
  message: string | string[];
  error?: string;
  errors?: Array<{ field: string; message: string }>;
}

/**
 * A non-OK answer. spec §8: `message` is "<status>: <body text>", or the status text when
 * the body is empty; `body` is the parsed JSON body when there is one.
 */
export class ApiError<TBody = ErrorResponse> extends Error {
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
    const message = (error.body as Partial<ErrorResponse> | undefined)?.message;
    if (Array.isArray(message) && message.length > 0) return message.join(". ");
    if (typeof message === "string" && message.trim()) return message;
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}
