import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/toast/toaster";
import { resetToasts } from "@/components/toast/use-toast";
import { deferred, installFakeApi, type FakeAnswer, type FakeHandler } from "@/test/fake-api";
import { renderWithQueryClient } from "@/test/render-route";
import { captureTracking } from "@/lib/tracking";
import { CONTACT_SUBMIT_EVENT } from "./analytics";
import { ContactForm } from "./contact-form";

const PLANS = ["Rose Mount", "oak barn", "Aspen", "Oak", "Water's Edge"];
const designsPage = (names: string[]) => ({
  status: 200,
  data: { items: names.map((name, id) => ({ id, name, slug: name.toLowerCase() })), total: names.length, page: 1, pageSize: 100, nearMiss: null },
});

let api: ReturnType<typeof installFakeApi>;
let designsHandler: FakeHandler;
let contactHandler: FakeHandler;

beforeEach(() => {
  resetToasts();
  designsHandler = () => designsPage(PLANS);
  contactHandler = () => ({ status: 201, data: { message: "Thanks for your message! We'll reply within 24 hours." } });
  api = installFakeApi({
    "GET /api/designs": (body) => designsHandler(body),
    "POST /api/contact": (body) => contactHandler(body),
  });
});

afterEach(() => {
  act(() => resetToasts());
  api.restore();
  delete window.gtag;
});

function renderForm(url = "/contact") {
  const Stub = createRoutesStub([{ path: "/contact", Component: ContactForm }]);
  return renderWithQueryClient(
    <>
      <Stub initialEntries={[url]} />
      <Toaster />
    </>,
  );
}

const form = () => screen.getByRole("form", { name: "Project details" });
const field = (label: string | RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const submitButton = () => within(form()).getByRole("button", { name: /Send Message|Sending\.\.\./ });

/** The toast root holding `text` (Radix also copies the text into a screen-reader announcement). */
async function toastWith(text: string) {
  const matches = await screen.findAllByText(text);
  const root = matches.map((node) => node.closest("[data-variant]")).find(Boolean);
  expect(root, `toast with "${text}"`).toBeTruthy();
  return root as HTMLElement;
}

/** The message shown under a field, linked to it. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)!.textContent : null;
}

async function fillValid() {
  await screen.findByRole("option", { name: "Oak" });
  fireEvent.change(field("Name"), { target: { value: "Martha Jennings" } });
  fireEvent.change(field("Email"), { target: { value: "martha@example.org" } });
  fireEvent.change(field(/Phone/), { target: { value: "" } });
  fireEvent.change(field(/Plan you're interested in/), { target: { value: "Rose Mount" } });
  fireEvent.change(field("Subject"), { target: { value: "pricing" } });
  fireEvent.change(field("Message"), { target: { value: "Twelve acres near Savannah; what would a Rose Mount cost there?" } });
  fireEvent.click(field(/I agree to the privacy policy/));
}

const posted = () => api.calls.filter((call) => call.route === "POST /api/contact");

describe("ContactForm", () => {
  it("offers every plan of the API A to Z, then Custom, and the four subjects", async () => {
    renderForm();
    await screen.findByRole("option", { name: "Oak" });
    const models = within(field(/Plan you're interested in/))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(models).toEqual(["No plan chosen yet", "Aspen", "Oak", "oak barn", "Rose Mount", "Water's Edge", "Custom"]);
    const request = api.calls.find((call) => call.route === "GET /api/designs");
    expect(request).toBeTruthy();

    const subjects = within(field("Subject")).getAllByRole("option");
    expect(subjects.map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["", "Choose a subject"],
      ["design", "Home Design Inquiry"],
      ["general", "General Information"],
      ["pricing", "Pricing Questions"],
      ["other", "Other"],
    ]);
  });

  it("pre-selects the plan named by ?model=", async () => {
    renderForm("/contact?model=water's%20edge");
    await screen.findByRole("option", { name: "Oak" });
    await waitFor(() => expect(field(/Plan you're interested in/).value).toBe("Water's Edge"));
  });

  it("ignores a ?model= that is not a plan", async () => {
    renderForm("/contact?model=Taj%20Mahal");
    await screen.findByRole("option", { name: "Oak" });
    expect(field(/Plan you're interested in/).value).toBe("");
  });

  it("still offers Custom when the catalogue cannot be loaded", async () => {
    designsHandler = () => ({ status: 500, data: { statusCode: 500, message: "Internal server error" } });
    renderForm();
    await waitFor(() =>
      expect(
        within(field(/Plan you're interested in/))
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["No plan chosen yet", "Custom"]),
    );
  });

  it("labels every input and shows the spec's messages under the fields, sending nothing", async () => {
    renderForm();
    await screen.findByRole("option", { name: "Oak" });
    fireEvent.change(field(/Phone/), { target: { value: "call me" } });
    fireEvent.click(submitButton());

    await waitFor(() => expect(errorOf(field("Name"))).toBe("Name is required"));
    expect(errorOf(field("Email"))).toBe("Please enter a valid email address");
    expect(errorOf(field(/Phone/))).toMatch(/^Please enter a phone number with area code/);
    expect(errorOf(field(/Plan you're interested in/))).toBeNull();
    expect(errorOf(field("Subject"))).toBe("Please choose a subject");
    expect(errorOf(field("Message"))).toBe("Message is required");
    expect(errorOf(field(/I agree to the privacy policy/))).toBe("You must agree to the privacy policy");
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(within(form()).getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(posted()).toHaveLength(0);
  });

  it("sends, shows 'Sending...', then the thank-you view and the success toast, and clears the form", async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    const answer = deferred<FakeAnswer>();
    contactHandler = () => answer.promise;
    renderForm();
    await fillValid();
    fireEvent.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe("Sending..."));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(posted().map((call) => call.body)).toEqual([
      {
        name: "Martha Jennings",
        email: "martha@example.org",
        model: "Rose Mount",
        subject: "pricing",
        message: "Twelve acres near Savannah; what would a Rose Mount cost there?",
        privacyAgree: true,
      },
    ]);
    expect(gtag).toHaveBeenCalledWith("event", CONTACT_SUBMIT_EVENT, expect.objectContaining({ page_path: "/contact" }));

    await act(async () => answer.resolve({ status: 201, data: { message: "Thanks for your message! We'll reply within 24 hours." } }));
    expect(await screen.findByRole("heading", { name: "Thank you! Your message is on its way." })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Project details" })).toBeNull();
    const success = await toastWith("Message sent!");
    expect(success.getAttribute("data-variant")).toBe("default");
    expect(success.textContent).toContain("We'll get back to you as soon as possible.");

    fireEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect(field("Name").value).toBe("");
    expect(field("Message").value).toBe("");
    expect(field(/I agree to the privacy policy/).checked).toBe(false);
    expect(submitButton().textContent).toBe("Send Message");
  });

  it("sends the session's campaign fields and referral code (?ref=) as tracking", async () => {
    captureTracking("?utm_source=facebook&ref=AFF1");
    contactHandler = () => Promise.resolve({ status: 201, data: { message: "Thanks" } });
    renderForm();
    await fillValid();
    fireEvent.click(submitButton());
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toMatchObject({ name: "Martha Jennings", tracking: { utmSource: "facebook", ref: "AFF1" } });
    sessionStorage.clear();
  });

  it("goes back to the form with its values and a destructive 'Error' toast when sending fails", async () => {
    contactHandler = () => ({ status: 500, data: { statusCode: 500, message: "Internal server error", error: "Internal Server Error" } });
    renderForm();
    await fillValid();
    fireEvent.click(submitButton());

    const failure = await toastWith("Error");
    expect(failure.getAttribute("data-variant")).toBe("destructive");
    expect(failure.textContent).toContain("Failed to send message. Please try again.");
    expect(field("Name").value).toBe("Martha Jennings");
    expect(submitButton().textContent).toBe("Send Message");
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole("heading", { name: "Thank you! Your message is on its way." })).toBeNull();
  });

  it("also fails without a network, and puts the server's field messages under the fields", async () => {
    contactHandler = () => "network";
    renderForm();
    await fillValid();
    fireEvent.click(submitButton());
    expect((await toastWith("Error")).textContent).toContain("Failed to send message. Please try again.");

    const message = '"Rose Mount" is not one of our plans. Choose a plan from the list, or Custom for your own design.';
    contactHandler = () => ({ status: 400, data: { statusCode: 400, message, error: "Bad Request", errors: [{ field: "model", message }] } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(errorOf(field(/Plan you're interested in/))).toBe(message));
  });
});
