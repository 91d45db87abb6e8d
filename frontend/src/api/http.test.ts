import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { describe, expect, it } from "vitest";
import { ApiError, apiRequest, errorMessage, http } from "./http";

/** A fake transport answering with a fixed status, body and status text. */
function answer(status: number, data: unknown, statusText = ""): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response: AxiosResponse = { status, statusText, data, headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_RESPONSE", config, null, response);
  };
}

describe("http instance", () => {
  it("sends cookies to the same origin", () => {
    expect(http.defaults.withCredentials).toBe(true);
    expect(http.defaults.baseURL).toBeUndefined();
  });
});

describe("apiRequest", () => {
  it("resolves with the response body", async () => {
    const result = await apiRequest<{ ok: boolean }>({ url: "/api/health", method: "GET" }, { adapter: answer(200, { ok: true }) });
    expect(result).toEqual({ ok: true });
  });

  it("formats a non-OK answer as '<status>: <body text>' and keeps the parsed body", async () => {
    const body = { statusCode: 400, message: "email must be an email", error: "Bad Request" };
    const error = await apiRequest({ url: "/api/contact", method: "POST", data: {} }, { adapter: answer(400, body, "Bad Request") }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('400: {"statusCode":400,"message":"email must be an email","error":"Bad Request"}');
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual(body);
    expect(errorMessage(apiError)).toBe("email must be an email");
  });

  it("uses the status text when the body is empty", async () => {
    const error = (await apiRequest({ url: "/api/x" }, { adapter: answer(503, "", "Service Unavailable") }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("503: Service Unavailable");
    expect(error.body).toBeUndefined();
    expect(errorMessage(error)).toBe("503: Service Unavailable");
  });

  it("keeps a plain-text body as the message text", async () => {
    const error = (await apiRequest({ url: "/api/x" }, { adapter: answer(502, "Bad gateway upstream", "Bad Gateway") }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("502: Bad gateway upstream");
    expect(error.body).toBeUndefined();
  });

  it("joins a list of validation messages for people", async () => {
    const body = {
      statusCode: 400,
      message: ["First name is required", "Please enter a valid email address"],
      error: "Bad Request",
      errors: [
        { field: "firstName", message: "First name is required" },
        { field: "email", message: "Please enter a valid email address" },
      ],
    };
    const error = (await apiRequest({ url: "/api/x" }, { adapter: answer(400, body) }).catch((e: unknown) => e)) as ApiError;
    expect(error.body?.errors).toHaveLength(2);
    expect(errorMessage(error)).toBe("First name is required. Please enter a valid email address");
  });

  it("lets network failures through unchanged", async () => {
    const offline: AxiosAdapter = async (config) => {
      throw new AxiosError("Network Error", "ERR_NETWORK", config);
    };
    const error = await apiRequest({ url: "/api/x" }, { adapter: offline }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect(errorMessage(error)).toBe("Network Error");
  });
});
