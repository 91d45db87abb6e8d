import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ACCESS_TOKEN_KEY } from "@/lib/storage-keys";
import { captureTracking } from "@/lib/tracking";
import { deferred, type FakeAnswer, type FakeApi, type FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import FacebookLeadPage from "./facebook-lead-page";

const SENT = { status: 201, data: { message: "Thanks! Check your inbox.", accessToken: "lead-token" } } as const;

let api: FakeApi | undefined;

function renderPage(handler: FakeHandler = () => SENT, path = "/facebook-lead") {
  // The app shell keeps the landing URL's tracking for the session (app/layout/use-tracking-capture.ts).
  captureTracking(new URL(path, "http://localhost").search);
  const rendered = renderRoute(
    path,
    [
      { path: "/facebook-lead", Component: FacebookLeadPage },
      { path: "/unlock", Component: () => <h1>Resource hub</h1> },
    ],
    { api: { "POST /api/discovery-leads": handler } },
  );
  api = rendered.api;
  return rendered.router;
}

function fill(values: Partial<Record<"First name" | "Email" | "Phone (optional)", string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole("button", { name: /GET MY FREE ROADMAP|Sending\.\.\./ }));
}

function messageOf(label: string) {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

afterEach(() => {
  sessionStorage.clear();
});

describe("/facebook-lead", () => {
  it("has a heading, three labelled inputs and no visible utm inputs", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Get Your Free Barndominium Roadmap" })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).type).toBe("email");
    expect(screen.getByLabelText("First name")).toBeTruthy();
    expect(screen.getByLabelText("Phone (optional)")).toBeTruthy();
    expect(screen.getAllByRole("textbox")).toHaveLength(3);
    expect(document.querySelector("input[name^=utm]")).toBeNull();
  });

  it("shows spec §5's messages under the fields, linked and flagged, and sends nothing", async () => {
    renderPage();
    submit();
    await waitFor(() => expect(messageOf("First name")).toBe("First name is required"));
    expect(messageOf("Email")).toBe("Please enter a basic email format (e.g., name@example.com)");
    expect(screen.getByLabelText("First name").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Phone (optional)").getAttribute("aria-invalid")).toBeNull();
    expect(api!.calls).toHaveLength(0);

    fill({ "First name": "Jane", Email: "jane@example" });
    submit();
    await waitFor(() => expect(messageOf("First name")).toBeUndefined());
    expect(messageOf("Email")).toBe("Please enter a basic email format (e.g., name@example.com)");
    expect(api!.calls).toHaveLength(0);
  });

  it("sends the fields with the URL's utm parameters and referral code, shows 'Sending...', keeps the token and opens /unlock", async () => {
    const held = deferred<FakeAnswer>();
    const router = renderPage(
      () => held.promise,
      "/facebook-lead?utm_source=facebook&utm_medium=paid-social&utm_campaign=spring&utm_content=video-a&utm_term=barndo&ref=AFF1",
    );
    fill({ "First name": "Jane", Email: "jane@example.com", "Phone (optional)": "(816) 555-0100" });
    submit();
    const button = (await screen.findByRole("button", { name: "Sending..." })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    held.resolve(SENT);
    expect(await screen.findByRole("heading", { name: "Resource hub" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/unlock");
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("lead-token");
    expect(api!.calls[0]!.body).toEqual({
      firstName: "Jane",
      email: "jane@example.com",
      phone: "(816) 555-0100",
      utmSource: "facebook",
      utmMedium: "paid-social",
      utmCampaign: "spring",
      utmContent: "video-a",
      utmTerm: "barndo",
      ref: "AFF1",
    });
  });

  it("leaves out a blank phone and absent utm fields", async () => {
    renderPage();
    fill({ "First name": "Jane", Email: "jane@example.com" });
    submit();
    await screen.findByRole("heading", { name: "Resource hub" });
    expect(api!.calls[0]!.body).toEqual({ firstName: "Jane", email: "jane@example.com" });
  });

  it("puts the server's per-field messages under the fields", async () => {
    renderPage(() => ({
      status: 400,
      data: {
        statusCode: 400,
        message: "Please enter a phone number with area code.",
        error: "Bad Request",
        errors: [{ field: "phone", message: "Please enter a phone number with area code." }],
      },
    }));
    fill({ "First name": "Jane", Email: "jane@example.com", "Phone (optional)": "555-0100" });
    submit();
    await waitFor(() => expect(messageOf("Phone (optional)")).toBe("Please enter a phone number with area code."));
    expect(screen.getByLabelText("Phone (optional)").getAttribute("aria-invalid")).toBe("true");
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it.each<[string, FakeAnswer, string]>([
    [
      "a 429",
      { status: 429, data: { statusCode: 429, message: "Too many requests. Please wait a minute and try again.", error: "Too Many Requests" } },
      "Too many requests. Please wait a minute and try again.",
    ],
    ["a network failure", "network", "Network error. Please check your connection and try again."],
  ])("shows %s above the button and stays", async (_name, response, text) => {
    const router = renderPage(() => response);
    fill({ "First name": "Jane", Email: "jane@example.com" });
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text));
    expect(router.state.location.pathname).toBe("/facebook-lead");
    expect((screen.getByRole("button", { name: "GET MY FREE ROADMAP" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
