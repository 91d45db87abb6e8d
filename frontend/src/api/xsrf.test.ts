import { afterEach, describe, expect, it } from "vitest";
import { signOut } from "./generated/endpoints/auth/auth";

/**
 * The API refuses a state change made with a session unless X-XSRF-TOKEN repeats the XSRF-TOKEN
 * cookie (backend/src/common/csrf.ts). The generated client relies on axios's own double-submit
 * support for that: these calls go through axios's real request preparation (fetch adapter with a
 * recording fetch), so they fail if http.ts or axios stop sending the header.
 */
function recordingFetch() {
  const headers: Headers[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    headers.push(new Headers(input instanceof Request ? input.headers : init?.headers));
    return new Response(null, { status: 204 });
  };
  return { headers, options: { adapter: "fetch" as const, env: { fetch } } };
}

afterEach(() => {
  document.cookie = "XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("CSRF token", () => {
  it("is sent as X-XSRF-TOKEN from the XSRF-TOKEN cookie on same-origin calls of the generated client", async () => {
    document.cookie = "XSRF-TOKEN=session-token-123; path=/";
    const { headers, options } = recordingFetch();
    await signOut(options);
    expect(headers[0].get("X-XSRF-TOKEN")).toBe("session-token-123");
  });

  it("is not sent without the cookie (anonymous visitors)", async () => {
    const { headers, options } = recordingFetch();
    await signOut(options);
    expect(headers[0].has("X-XSRF-TOKEN")).toBe(false);
  });

  it("never goes to another origin", async () => {
    document.cookie = "XSRF-TOKEN=session-token-123; path=/";
    const { headers, options } = recordingFetch();
    await signOut({ ...options, url: "https://elsewhere.example/api/auth/sign-out" });
    expect(headers[0].has("X-XSRF-TOKEN")).toBe(false);
  });
});
