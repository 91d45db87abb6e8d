import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { installFakeApi, type FakeApi } from "@/test/fake-api";
import { ACCESS_TOKEN_KEY } from "./storage-keys";
import { forgetReportedLeadEvents, reportLeadEvent } from "./lead-events";

const EVENTS = "POST /api/lead-events";
const TOKEN = "k".repeat(43);

let api: FakeApi;

beforeEach(() => {
  forgetReportedLeadEvents();
  api = installFakeApi({ [EVENTS]: () => ({ status: 204 }) });
  window.history.replaceState(null, "", "/designs/rose-mount");
});

afterEach(() => {
  api.restore();
  localStorage.clear();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("reportLeadEvent (issue 28)", () => {
  it("sends nothing at all for a visitor who has not given us their e-mail", async () => {
    reportLeadEvent({ kind: "plan_viewed", subject: "rose-mount" });
    await settle();
    expect(api.calls).toEqual([]);
  });

  it("sends a plan view with the hub token and the page's path, once per page load", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, TOKEN);
    reportLeadEvent({ kind: "plan_viewed", subject: "rose-mount" });
    reportLeadEvent({ kind: "plan_viewed", subject: "rose-mount" });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({
      route: EVENTS,
      body: { accessToken: TOKEN, kind: "plan_viewed", subject: "rose-mount", path: "/designs/rose-mount" },
    });
    reportLeadEvent({ kind: "calculator_run", subject: "cost-calculator" });
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });

  it("leaves out a subject and path the API would refuse, and never throws when the call fails", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, TOKEN);
    api.restore();
    api = installFakeApi({ [EVENTS]: () => "network" });
    window.history.replaceState(null, "", "/designs/Odd%20Plan");
    reportLeadEvent({ kind: "plan_viewed", subject: "Odd Plan" });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ accessToken: TOKEN, kind: "plan_viewed" });
  });
});
