import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeApi, type FakeHandler } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import { APPLICATION_RECEIVED } from "./application-form";
import { APPLICATION_MESSAGES } from "./application-messages";
import ContractorNetworkPage, { NO_PAY_PROMISE } from "./contractor-network-page";
import { contractorsPages } from "./pages";
import { AREA_MESSAGES } from "./service-area-fields";

const ROUTE = "POST /api/contractors/applications";

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

function page() {
  const Stub = createRoutesStub([{ id: contractorsPages.network.id, path: "/contractor-network", Component: ContractorNetworkPage }]);
  return withQueryClient(<Stub initialEntries={["/contractor-network"]} />);
}

function open(handler: FakeHandler = () => ({ status: 201, data: { message: APPLICATION_RECEIVED } })) {
  api = installFakeApi({ [ROUTE]: handler });
  render(page());
}

const form = () => screen.getByRole("form", { name: "Your contractor application" });
const field = (label: RegExp, area?: number) =>
  within(area === undefined ? form() : within(form()).getByRole("group", { name: `Area ${area}` })).getByLabelText(label) as HTMLInputElement;
const send = () => fireEvent.click(within(form()).getByRole("button", { name: /Send my application|Sending/ }));
const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id.endsWith("-error"))
    .map((id) => document.getElementById(id)!.textContent)
    .join(" ") || null;
const posted = () => api!.calls.filter((call) => call.route === ROUTE).map((call) => call.body);

function fill() {
  fireEvent.change(field(/^Business name/), { target: { value: "Hawthorn Electric" } });
  fireEvent.change(field(/^Contact name/), { target: { value: "Jo Hawthorn" } });
  fireEvent.change(field(/^Email/), { target: { value: "jo@hawthorn.example" } });
  fireEvent.change(field(/^Phone/), { target: { value: "(816) 555-0142" } });
  fireEvent.change(field(/^Years in business/), { target: { value: "9" } });
  fireEvent.click(field(/^Electrical$/));
  fireEvent.click(field(/^Lighting$/));
  fireEvent.change(field(/^ZIP code/, 1), { target: { value: "64068" } });
  fireEvent.change(field(/^Radius/, 1), { target: { value: "40" } });
}

describe("/contractor-network", () => {
  it("is prerendered with its h1, the no-pay promise, what Verified means and the form", () => {
    const html = renderToString(page()).replace(/<!-- -->/g, "");
    expect(html).toContain("Join Our Contractor Network</h1>");
    expect(html).toContain(NO_PAY_PROMISE);
    expect(html).toContain("What &quot;Verified&quot; means");
    expect(html).toContain("Send my application");
  });

  it("shows the API's messages for what is missing, without sending", async () => {
    open();
    send();
    await waitFor(() => expect(errorOf(field(/^Business name/))).toBe(APPLICATION_MESSAGES.name));
    expect(errorOf(field(/^Contact name/))).toBe(APPLICATION_MESSAGES.contactName);
    expect(errorOf(field(/^Email/))).toBe(APPLICATION_MESSAGES.email);
    expect(errorOf(field(/^Phone/))).toBe(APPLICATION_MESSAGES.phone);
    expect(within(form()).getByText(APPLICATION_MESSAGES.specialties)).toBeTruthy();
    expect(errorOf(field(/^ZIP code/, 1))).toBe(AREA_MESSAGES.noPlace);
    fireEvent.change(field(/^Radius/, 1), { target: { value: "200" } });
    send();
    await waitFor(() => expect(errorOf(field(/^Radius/, 1))).toBe(AREA_MESSAGES.radius));
    expect(api!.calls).toHaveLength(0);
  });

  it("sends the business, its specialties and areas as the API reads them, then thanks the applicant", async () => {
    open();
    fill();
    fireEvent.click(within(form()).getByRole("button", { name: "Add another area" }));
    fireEvent.change(field(/^or town/, 2), { target: { value: "Kearney" } });
    fireEvent.change(field(/^Radius/, 2), { target: { value: "25" } });
    send();
    expect(await screen.findByText(APPLICATION_RECEIVED)).toBeTruthy();
    expect(posted()).toEqual([
      {
        name: "Hawthorn Electric",
        contactName: "Jo Hawthorn",
        email: "jo@hawthorn.example",
        phone: "(816) 555-0142",
        yearsInBusiness: 9,
        specialties: ["electrical", "lighting"],
        serviceAreas: [
          { zipCode: "64068", radius: 40 },
          { city: "Kearney", state: "MO", radius: 25 },
        ],
      },
    ]);
  });

  it("shows an unknown ZIP at its area and keeps what was typed", async () => {
    open(() => ({
      status: 400,
      data: {
        statusCode: 400,
        message: "We could not find ZIP code 64068.",
        errors: [{ field: "serviceAreas.0.zipCode", message: "We could not find ZIP code 64068." }],
      },
    }));
    fill();
    send();
    await waitFor(() => expect(errorOf(field(/^ZIP code/, 1))).toBe("We could not find ZIP code 64068."));
    expect(field(/^Business name/).value).toBe("Hawthorn Electric");
  });
});
