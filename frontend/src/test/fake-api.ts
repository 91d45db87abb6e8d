import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { http } from "@/api/http";

export type FakeAnswer = { status: number; data?: unknown; statusText?: string } | "network";
export type FakeHandler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeCall {
  route: string;
  body: unknown;
  /** The query parameters the generated client passed (`params`). */
  params?: unknown;
}

/**
 * Answers the app's one HTTP instance (the generated client's transport) from `routes`
 * ("GET /api/quiz"), so tests go through the generated hooks, http.ts and its error handling.
 */
export function installFakeApi(routes: Record<string, FakeHandler>) {
  const original = http.defaults.adapter;
  const calls: FakeCall[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const route = `${(config.method ?? "get").toUpperCase()} ${config.url}`;
    const body = typeof config.data === "string" ? JSON.parse(config.data) : config.data;
    calls.push({ route, body, params: config.params });
    const handler = routes[route];
    if (!handler) throw new Error(`Unexpected request ${route}`);
    const answer = await handler(body);
    if (answer === "network") throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      status: answer.status,
      statusText: answer.statusText ?? "",
      data: answer.data,
      headers: {},
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return {
    calls,
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

/** A promise with its resolve handle, to hold a request open ("Sending..."). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
