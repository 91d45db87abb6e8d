import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeApi, type FakeHandler } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import { contractorsPages } from "./pages";
import { REVIEW_MESSAGES } from "./review-messages";
import WriteReviewPage, { MISSING_REVIEW_TOKEN_MESSAGE } from "./write-review-page";

const OPEN = "POST /api/contractors/review-links/open";
const REVIEW = "POST /api/contractors/oak-ridge-framing/reviews";
const LINK = {
  contractorName: "Oak Ridge Framing",
  contractorSlug: "oak-ridge-framing",
  reviewerName: "Martha Jennings",
  expiresAt: "2027-01-10T12:00:00.000Z",
};

let api: ReturnType<typeof installFakeApi> | undefined;
// The review form is its own chunk: on a busy machine its first import can take over a second.
const LAZY = { timeout: 5000 };
afterEach(() => {
  api?.restore();
  api = undefined;
  window.location.hash = "";
});

function page() {
  const Stub = createRoutesStub([
    { id: contractorsPages.writeReview.id, path: contractorsPages.writeReview.path, Component: WriteReviewPage },
    { path: "/contractors/:id", Component: () => <h1>Profile</h1> },
  ]);
  return withQueryClient(<Stub initialEntries={[contractorsPages.writeReview.path]} />);
}

function open(hash: string, routes: Record<string, FakeHandler>) {
  window.location.hash = hash;
  api = installFakeApi(routes);
  render(page());
}

const form = () => screen.getByRole("form", { name: "Review Oak Ridge Framing" });
const field = (label: RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;

describe("/contractor-reviews/write", () => {
  it("is prerendered as a shell that reads the link after hydration, without asking the API", () => {
    api = installFakeApi({});
    const html = renderToString(page());
    expect(html).toContain("Reading your review link…");
    expect(html).toContain("We never remove a review for being negative.");
    expect(api.calls).toEqual([]);
  });

  it("says a link without a token cannot be used, and asks nothing", async () => {
    open("", {});
    expect(await screen.findByText(MISSING_REVIEW_TOKEN_MESSAGE)).toBeTruthy();
    expect(api!.calls).toEqual([]);
  });

  it("reads the link, fills in the homeowner's name, and publishes the review with the token", async () => {
    open("#token=abc_DEF-123", {
      [OPEN]: () => ({ status: 200, data: LINK }),
      [REVIEW]: () => ({ status: 201, data: { message: "Thanks! Your review is on Oak Ridge Framing’s profile now." } }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Review Oak Ridge Framing" })).toBeTruthy();
    expect(api!.calls[0]).toMatchObject({ route: OPEN, body: { token: "abc_DEF-123" } });
    await waitFor(() => expect(field(/^Your name/).value).toBe("Martha Jennings"), LAZY);
    // No e-mail field: the address is the request's.
    expect(within(form()).queryByLabelText(/mail/i)).toBeNull();

    fireEvent.click(within(form()).getByRole("button", { name: "Publish my review" }));
    expect(await within(form()).findByText(REVIEW_MESSAGES.rating)).toBeTruthy();
    expect(api!.calls.filter((call) => call.route === REVIEW)).toEqual([]);

    fireEvent.click(field(/^2 stars/));
    fireEvent.change(field(/^Your review/), { target: { value: "Two weeks late on the framing, and nails left in the yard." } });
    fireEvent.change(field(/^Your name/), { target: { value: "Martha J." } });
    fireEvent.click(within(form()).getByRole("button", { name: "Publish my review" }));
    expect(await screen.findByText("Thanks! Your review is on Oak Ridge Framing’s profile now.")).toBeTruthy();
    expect(api!.calls.find((call) => call.route === REVIEW)?.body).toEqual({
      rating: 2,
      body: "Two weeks late on the framing, and nails left in the yard.",
      reviewerName: "Martha J.",
      token: "abc_DEF-123",
    });
    expect(screen.getByRole("link", { name: "See it on Oak Ridge Framing’s profile" }).getAttribute("href")).toBe("/contractors/oak-ridge-framing");
  });

  it("shows a used or expired link in the server's words, and no form", async () => {
    const used = "This review link was used already: each job gets one review, and yours is on the contractor’s profile.";
    open("#token=used", { [OPEN]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: used } }) });
    expect(await screen.findByText(used)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("shows the server's refusal of the review itself, keeping what was typed", async () => {
    const expired = "This review link has expired: it works for 60 days after the job is marked done.";
    open("#token=late", {
      [OPEN]: () => ({ status: 200, data: LINK }),
      [REVIEW]: () => ({ status: 410, data: { statusCode: 410, error: "Gone", message: expired } }),
    });
    await waitFor(() => expect(field(/^Your name/).value).toBe("Martha Jennings"), LAZY);
    fireEvent.click(field(/^5 stars/));
    fireEvent.change(field(/^Your review/), { target: { value: "They framed our shop on time and kept the site clean." } });
    fireEvent.click(within(form()).getByRole("button", { name: "Publish my review" }));
    expect(await within(form()).findByText(new RegExp(expired.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))).toBeTruthy();
    expect(field(/^Your review/).value).toContain("on time");
  });
});
