import { useQuery, type QueryClient } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { getGetCurrentUserQueryKey } from "@/api/generated/endpoints/auth/auth";
import { UserRole } from "@/api/generated/model";
import { createQueryClient } from "@/lib/query-client";
import { installFakeApi, type FakeHandler } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import { clearSessionCookie, setSessionCookie, UNAUTHORIZED, userWith } from "../../features/account/test/account-fixture";
import { CURRENT_USER_KEY, forgetSignedInUser, rememberSignedInUser, useCurrentUser } from "./use-current-user";

let api: ReturnType<typeof installFakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
  clearSessionCookie();
});

function withClient(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => withQueryClient(children, queryClient);
}

function renderCurrentUser(me: FakeHandler, queryClient = createQueryClient()) {
  api = installFakeApi({ "GET /api/auth/me": me });
  return { queryClient, ...renderHook(() => useCurrentUser(), { wrapper: withClient(queryClient) }) };
}

const meCalls = () => api!.calls.filter((call) => call.route === "GET /api/auth/me");

describe("useCurrentUser", () => {
  it("caches under the generated client's key for /api/auth/me", () => {
    expect(CURRENT_USER_KEY).toEqual(getGetCurrentUserQueryKey());
  });

  it("answers nobody at once, without asking the server, when the browser holds no session cookie", () => {
    const { result } = renderCurrentUser(() => ({ status: 200, data: userWith(UserRole.user) }));
    expect(result.current.status).toBe("anonymous");
    expect(result.current.user).toBeNull();
    expect(meCalls()).toHaveLength(0);
  });

  it("asks /api/auth/me with a session cookie and gives the user", async () => {
    setSessionCookie();
    const { result } = renderCurrentUser(() => ({ status: 200, data: userWith(UserRole.affiliate) }));
    expect(result.current.status).toBe("unknown");
    await waitFor(() => expect(result.current.status).toBe("signed-in"));
    expect(result.current.user).toMatchObject({ firstName: "Jane", role: "affiliate" });
    expect(meCalls()).toHaveLength(1);
  });

  it("reads a 401 as nobody (an expired session), not as an error", async () => {
    setSessionCookie();
    const { result } = renderCurrentUser(() => UNAUTHORIZED);
    await waitFor(() => expect(result.current.status).toBe("anonymous"));
    expect(result.current.user).toBeNull();
  });

  it("reports a failed answer as an error that can be asked again", async () => {
    setSessionCookie();
    let answer: "down" | "up" = "down";
    const { result } = renderCurrentUser(() =>
      answer === "down" ? { status: 503, data: { statusCode: 503, message: "Service unavailable" } } : { status: 200, data: userWith(UserRole.user) },
    );
    await waitFor(() => expect(result.current.status).toBe("error"));
    answer = "up";
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(result.current.status).toBe("signed-in"));
  });

  it("is unknown in the prerendered HTML, whatever the cookie says", () => {
    setSessionCookie();
    api = installFakeApi({});
    function Probe() {
      return <p>{useCurrentUser().status}</p>;
    }
    const html = renderToString(withQueryClient(<Probe />));
    expect(html).toContain("unknown");
    expect(api.calls).toHaveLength(0);
  });

  it("follows sign-in and sign-out through the cache, and sign-out drops everything fetched for that user", async () => {
    const queryClient = createQueryClient();
    // The server's view: a personal list answers only while the session lives (a 401 read as null).
    let session = false;
    api = installFakeApi({});
    function Probe() {
      const current = useCurrentUser();
      const deposits = useQuery({ queryKey: ["/api/deposits"], queryFn: () => Promise.resolve(session ? [{ id: 7 }] : null) });
      return (
        <p>
          {current.status} {current.user?.firstName ?? "-"} {deposits.data ? "has deposits" : "no deposits"}
        </p>
      );
    }
    render(<Probe />, { wrapper: withClient(queryClient) });
    expect(screen.getByText("anonymous - no deposits")).toBeTruthy();

    session = true;
    act(() => rememberSignedInUser(queryClient, userWith(UserRole.user)));
    await screen.findByText("signed-in Jane has deposits");

    session = false;
    act(() => forgetSignedInUser(queryClient));
    await screen.findByText("anonymous - no deposits");
    expect(queryClient.getQueryData(["/api/deposits"])).toBeNull();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    expect(meCalls()).toHaveLength(0);
  });
});
