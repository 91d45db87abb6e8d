import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RATE_LIMITED } from "@/components/public-form-parts";
import { installFakeApi, type FakeHandler } from "@/test/fake-api";
import { renderWithQueryClient } from "@/test/render-route";
import { InquiryForm, NEVER_SOLD } from "./contractor-forms";
import { INQUIRY_MESSAGES } from "./inquiry-messages";

const INQUIRY = "POST /api/contractors/prairie-electric/inquiries";

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

// Reviews have their own page and form (review-form.test.tsx, write-review-page.test.tsx; issue 31).
function open(_form: "inquiry", routes: Record<string, FakeHandler>) {
  api = installFakeApi(routes);
  renderWithQueryClient(<InquiryForm contractor="prairie-electric" contractorName="Prairie Electric" />);
}

const form = (name: string) => screen.getByRole("form", { name });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id.endsWith("-error"))
    .map((id) => document.getElementById(id)!.textContent)
    .join(" ") || null;
const posted = (route: string) => api!.calls.filter((call) => call.route === route).map((call) => call.body);

describe("Request this contractor", () => {
  const field = (label: RegExp) => within(form("Request Prairie Electric")).getByLabelText(label) as HTMLInputElement;
  const send = () => fireEvent.click(within(form("Request Prairie Electric")).getByRole("button", { name: /Send request|Sending/ }));
  const fill = () => {
    fireEvent.change(field(/^Your name/), { target: { value: "Martha Keene" } });
    fireEvent.change(field(/^Email/), { target: { value: "martha@example.org" } });
    fireEvent.change(field(/^Project ZIP code/), { target: { value: "64501" } });
    fireEvent.change(field(/^Your project/), { target: { value: "Wire a 40x60 barndominium with a shop near Savannah this spring." } });
  };

  it("promises the request goes to this contractor only, and shows every required message without asking the server", async () => {
    open("inquiry", {});
    expect(document.body.textContent).toContain(NEVER_SOLD);
    fireEvent.change(field(/^Phone/), { target: { value: "555-01" } });
    send();
    await waitFor(() => expect(errorOf(field(/^Your name/))).toBe(INQUIRY_MESSAGES.name));
    expect(errorOf(field(/^Email/))).toBe(INQUIRY_MESSAGES.email);
    expect(errorOf(field(/^Phone/))).toBe(INQUIRY_MESSAGES.phone);
    expect(errorOf(field(/^Project ZIP code/))).toBe(INQUIRY_MESSAGES.projectZip);
    expect(errorOf(field(/^Your project/))).toBe(INQUIRY_MESSAGES.message);
    expect(api!.calls).toHaveLength(0);
  });

  it("sends the request without a blank phone and shows the server's 'Check your e-mail' sentence", async () => {
    open("inquiry", {
      [INQUIRY]: () => ({ status: 201, data: { message: "Check your e-mail to send your request to Prairie Electric.", contractorName: "Prairie Electric" } }),
    });
    fill();
    send();
    expect(await screen.findByRole("heading", { name: "Check your e-mail to send your request to Prairie Electric." })).toBeTruthy();
    expect(posted(INQUIRY)).toEqual([
      { name: "Martha Keene", email: "martha@example.org", projectZip: "64501", message: "Wire a 40x60 barndominium with a shop near Savannah this spring." },
    ]);
  });

  it("puts the server's field message under its field and keeps what was typed", async () => {
    open("inquiry", {
      [INQUIRY]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          message: "Please enter your name without links.",
          errors: [{ field: "name", message: "Please enter your name without links." }],
        },
      }),
    });
    fill();
    send();
    await waitFor(() => expect(errorOf(field(/^Your name/))).toBe("Please enter your name without links."));
    expect(field(/^Your project/).value).toContain("40x60");
  });

  it("explains the shared rate limit", async () => {
    open("inquiry", { [INQUIRY]: () => ({ status: 429, data: { statusCode: 429, message: "Too many requests" } }) });
    fill();
    send();
    expect(await screen.findByText(RATE_LIMITED)).toBeTruthy();
  });
});
