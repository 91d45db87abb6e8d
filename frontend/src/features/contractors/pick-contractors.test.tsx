import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ContractorSearchResponseDto, ContractorSearchResultDto } from "@/api/generated/model";
import { installFakeApi, type FakeHandler } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import FindContractorsPage from "./find-contractors-page";
import { contractorsPages } from "./pages";
import { INQUIRY_MESSAGES } from "./inquiry-messages";
import { ONLY_PICKED } from "./picked-request-messages";
import { sampleCards } from "./sample-contractors";

// issue 31: "A homeowner's inquiry goes to the contractors the homeowner picks (at most 3), never sold or sent to others."
const SEARCH = "GET /api/contractors/search";
const SEND = "POST /api/contractors/inquiries";

let api: ReturnType<typeof installFakeApi> | undefined;
// The request form is its own chunk: on a busy machine its first import can take over a second.
const LAZY = { timeout: 5000 };
afterEach(() => api?.restore());

const results: ContractorSearchResultDto[] = sampleCards.slice(0, 4).map((card, index) => ({
  ...card,
  id: 100 + index,
  distanceMiles: 5 + index,
  servesYourArea: true,
  rankReason: null,
}));
const answer: ContractorSearchResponseDto = {
  items: results,
  total: results.length,
  page: 1,
  pageSize: 10,
  radius: 50,
  place: { city: "Liberty", state: "MO", label: "Liberty, MO", latitude: 39.2461, longitude: -94.4191, zipCode: null },
  nearMiss: null,
};

function open(routes: Record<string, FakeHandler> = {}) {
  api = installFakeApi({ [SEARCH]: () => ({ status: 200, data: answer }), ...routes });
  const Stub = createRoutesStub([{ id: contractorsPages.find.id, path: "/contractors/find", Component: FindContractorsPage }]);
  render(withQueryClient(<Stub initialEntries={["/contractors/find?city=Liberty"]} />));
}

const pickBox = (name: string) => screen.getByRole("checkbox", { name: `Add to my request (${name})` }) as HTMLInputElement;
const names = results.map((card) => card.name);

async function pickFirstThree() {
  await screen.findByText(/contractors within 50 miles of Liberty, MO/);
  for (const name of names.slice(0, 3)) fireEvent.click(pickBox(name));
}

describe("/contractors/find: one request to the contractors you pick", () => {
  it("says how picking works, and shows no request form until a contractor is picked", async () => {
    open();
    await screen.findByText(/contractors within 50 miles of Liberty, MO/);
    expect(document.body.textContent).toContain(ONLY_PICKED);
    expect(screen.queryByRole("form", { name: "Request the contractors you picked" })).toBeNull();
    expect(pickBox(names[0]).checked).toBe(false);
  });

  it("takes at most 3: a 4th cannot be ticked and the page says why; removing one frees a place", async () => {
    open();
    await pickFirstThree();
    const section = within(screen.getByRole("region", { name: "Your request to 3 contractors" }));
    expect(section.getAllByRole("listitem").map((item) => item.textContent)).toEqual(names.slice(0, 3).map((name) => `${name}Remove ${name}`));
    const fourth = pickBox(names[3]);
    expect(fourth.disabled).toBe(true);
    expect(document.getElementById(fourth.getAttribute("aria-describedby")!)?.textContent).toBe(
      "You picked 3 contractors, the most one request goes to. Remove one to pick another.",
    );
    fireEvent.click(section.getByRole("button", { name: `Remove ${names[1]}` }));
    expect(pickBox(names[1]).checked).toBe(false);
    expect(pickBox(names[3]).disabled).toBe(false);
    fireEvent.click(pickBox(names[3]));
    expect(screen.getByRole("region", { name: "Your request to 3 contractors" })).toBeTruthy();
  });

  it("sends one request with the picked contractors' ids, promising it goes to them only", async () => {
    open({
      [SEND]: () => ({
        status: 201,
        data: { message: `Check your e-mail to send your request to ${names[0]}, ${names[1]} and ${names[2]}.`, contractorNames: names.slice(0, 3) },
      }),
    });
    await pickFirstThree();
    const form = within(await screen.findByRole("form", { name: "Request the contractors you picked" }, LAZY));
    expect(form.getByText(ONLY_PICKED)).toBeTruthy();
    fireEvent.click(form.getByRole("button", { name: "Send my request to 3 contractors" }));
    expect(await form.findByText(INQUIRY_MESSAGES.email)).toBeTruthy();
    expect(api!.calls.filter((call) => call.route === SEND)).toEqual([]);

    fireEvent.change(form.getByLabelText(/^Your name/), { target: { value: "Martha Keene" } });
    fireEvent.change(form.getByLabelText(/^Email/), { target: { value: "martha@example.org" } });
    fireEvent.change(form.getByLabelText(/^Project ZIP code/), { target: { value: "64068" } });
    fireEvent.change(form.getByLabelText(/^Your project/), { target: { value: "A 40x60 barndominium with a shop near Liberty, starting next spring." } });
    fireEvent.click(form.getByRole("button", { name: "Send my request to 3 contractors" }));
    expect(await screen.findByRole("heading", { name: `Check your e-mail to send your request to ${names[0]}, ${names[1]} and ${names[2]}.` })).toBeTruthy();
    expect(api!.calls.find((call) => call.route === SEND)?.body).toEqual({
      name: "Martha Keene",
      email: "martha@example.org",
      projectZip: "64068",
      message: "A 40x60 barndominium with a shop near Liberty, starting next spring.",
      contractorIds: [100, 101, 102],
    });
    // Sent: the picks stay as sent until a new request is started.
    expect(pickBox(names[0]).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Start another request" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: /Your request to/ })).toBeNull());
    expect(pickBox(names[0]).checked).toBe(false);
  });

  it("shows the server's refusal of the picked list in its words", async () => {
    const gone = "A contractor you picked is no longer listed in our network. Search again and pick from the results.";
    open({
      [SEND]: () => ({ status: 400, data: { statusCode: 400, error: "Bad Request", message: gone, errors: [{ field: "contractorIds", message: gone }] } }),
    });
    await screen.findByText(/contractors within 50 miles of Liberty, MO/);
    fireEvent.click(pickBox(names[0]));
    const form = within(await screen.findByRole("form", { name: "Request the contractors you picked" }, LAZY));
    fireEvent.change(form.getByLabelText(/^Your name/), { target: { value: "Martha Keene" } });
    fireEvent.change(form.getByLabelText(/^Email/), { target: { value: "martha@example.org" } });
    fireEvent.change(form.getByLabelText(/^Project ZIP code/), { target: { value: "64068" } });
    fireEvent.change(form.getByLabelText(/^Your project/), { target: { value: "A 40x60 barndominium with a shop near Liberty, starting next spring." } });
    fireEvent.click(form.getByRole("button", { name: "Send my request" }));
    await waitFor(() => expect(form.getByRole("alert").textContent).toBe(gone));
  });
});
