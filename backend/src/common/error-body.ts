import { STATUS_CODES } from 'node:http';
import type { ErrorResponseDto, FieldErrorDto } from './dto/error-response.dto';

/** Builds the error shape of STYLE.md §9; the filter and the body-parser handler both use it. */
export function errorBody(statusCode: number, message: string, errors?: FieldErrorDto[]): ErrorResponseDto {
  const body: ErrorResponseDto = { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
  if (errors?.length) body.errors = errors;
  return body;
}
