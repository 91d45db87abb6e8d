/**
 * The one HTTP client of the app. Orval's generated code (src/api/generated, written by
 * `make openapi`) calls `apiRequest` as its mutator; nothing else talks to /api directly.
 */
import axios, { AxiosError, type AxiosRequestConfig } from "axios";
import { ApiError } from "./api-error";
import type { ErrorResponseDto } from "./generated/model";

export { ApiError, errorMessage, isApiError } from "./api-error";

/** Same origin, cookies included (spec §7). axios adds the JSON content type only when a body exists. */
export const http = axios.create({
  withCredentials: true,
  headers: { Accept: "application/json" },
  // A list parameter repeats its key (status=new&status=replied), as the API reads it; not status[]=….
  paramsSerializer: { indexes: null },
});

function bodyTextOf(data: unknown): string {
  if (data === undefined || data === null) return "";
  if (typeof data === "string") return data;
  // axios has already parsed a JSON body; serialising it again gives back the server's compact text.
  return JSON.stringify(data);
}

function bodyOf(data: unknown): unknown {
  if (typeof data !== "string") return data ?? undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** Turns an axios failure with a response into an ApiError; network failures pass through unchanged. */
export function toApiError(error: unknown): unknown {
  if (error instanceof AxiosError && error.response) {
    const { status, statusText, data } = error.response;
    return new ApiError(status, statusText ?? "", bodyTextOf(data), bodyOf(data) as ErrorResponseDto | undefined);
  }
  return error;
}

/** Orval custom-instance signature: resolves with the response body, rejects with ApiError. */
export async function apiRequest<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  try {
    const response = await http.request<T>({ ...config, ...options });
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
}

export default apiRequest;

/** Orval: the error type of every generated call. */
export type ErrorType<E = ErrorResponseDto> = ApiError<E>;
/** Orval: request bodies are sent as they are. */
export type BodyType<B> = B;
