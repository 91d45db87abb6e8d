import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type {
  MyContractorInquiryResponseDto,
  MyContractorProfileResponseDto,
  MyContractorReviewResponseDto,
  PaginatedMyContractorReviewsResponseDto,
} from "@/api/generated/model";
import { Toaster } from "@/components/toast/toaster";
import { resetToasts } from "@/components/toast/use-toast";
import type { FakeCall, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import ContractorDashboardPage from "./dashboard-page";
import { REVIEW_REPLY_MESSAGE } from "./dashboard-reviews";
import { jobDoneText } from "./dashboard-words";

// issue 31 on the Contractor Dashboard: "Mark job done", the response-time badge, the reviews and the one public reply.
const PROFILE_ROUTE = "GET /api/contractor/me";
const INQUIRIES_ROUTE = "GET /api/contractor/me/inquiries";
const REVIEWS_ROUTE = "GET /api/contractor/me/reviews";
const JOB_DONE_ROUTE = "POST /api/contractor/me/inquiries/31/job-done";
const REPLY_ROUTE = "POST /api/contractor/me/reviews/7/reply";

afterEach(() => {
  act(() => resetToasts());
});

const PROFILE: MyContractorProfileResponseDto = {
  id: 12,
  slug: "northland-sip-crew",
  name: "Northland SIP Crew",
  initials: "NS",
  status: "approved",
  email: "office@northland-sip.example",
  phone: null,
  website: null,
  contactName: "Sam Rivera",
  businessAddress: null,
  description: null,
  imageUrl: null,
  licenseNumber: null,
  yearsInBusiness: null,
  specialties: [{ value: "sip_installation", label: "SIP Installation" }],
  averageRating: 3,
  reviewCount: 2,
  verified: false,
  verifiedAt: null,
  insuranceExpiresOn: null,
  insured: false,
  licenseChecked: false,
  licenseHeadline: null,
  licenses: [],
  insurance: { state: "none", label: null, sentence: null, insurer: null, coverageCents: null, expiresOn: null },
  isSample: false,
  serves: ["Liberty"],
  coverage: { count: 1, total: 16, cities: [] },
  responseTime: { band: "one_day", label: "Usually replies within a day", sampleSize: 5 },
  photos: [],
  areas: [],
  officeOnlyFields: ["name", "licenseNumber", "yearsInBusiness", "email"],
  newInquiryCount: 0,
  verificationNotice: null,
  createdAt: "2026-01-05T15:00:00.000Z",
  updatedAt: "2026-03-10T15:00:00.000Z",
};

const CASEY: MyContractorInquiryResponseDto = {
  id: 31,
  name: "Casey Smith",
  email: "casey@example.com",
  phone: null,
  message: "We want a 40x60 barndominium shell near Kearney next spring.",
  projectZip: "64060",
  status: "replied",
  allowedStatuses: ["closed"],
  canReply: true,
  canMarkJobDone: true,
  jobDone: null,
  replyMessage: "We can start in April.",
  repliedAt: "2026-11-18T20:00:00.000Z",
  thread: [],
  createdAt: "2026-11-10T15:04:00.000Z",
  updatedAt: "2026-11-18T20:00:00.000Z",
};

const CASEY_DONE: MyContractorInquiryResponseDto = {
  ...CASEY,
  status: "job_done",
  allowedStatuses: [],
  canReply: false,
  canMarkJobDone: false,
  jobDone: { markedAt: "2026-11-20T16:00:00.000Z", markedBy: "contractor", reviewLinkExpiresAt: "2027-01-19T16:00:00.000Z", reviewed: false },
};

const NEGATIVE: MyContractorReviewResponseDto = {
  id: 7,
  rating: 2,
  body: "Two weeks late on the framing, and nails left in the yard.",
  reviewerName: "Martha J.",
  verifiedCustomer: true,
  hiredThroughDirectory: true,
  reply: null,
  canReply: true,
  createdAt: "2026-11-21T15:00:00.000Z",
};

const PRAISE: MyContractorReviewResponseDto = {
  ...NEGATIVE,
  id: 6,
  rating: 4,
  body: "Good crew and honest about the schedule.",
  reviewerName: "Lee K.",
  reply: { body: "Thank you, Lee!", createdAt: "2026-11-02T15:00:00.000Z" },
  canReply: false,
};

const reviewsPage = (items: MyContractorReviewResponseDto[], extra: Partial<PaginatedMyContractorReviewsResponseDto> = {}) => ({
  status: 200,
  data: { items, removed: [], total: items.length, page: 1, pageSize: 10, ...extra },
});

function open(routes: Record<string, FakeHandler> = {}) {
  const { api } = renderRoute("/contractors/dashboard", [{ id: "contractors/dashboard", path: "/contractors/dashboard", Component: ContractorDashboardPage }], {
    api: {
      [PROFILE_ROUTE]: () => ({ status: 200, data: PROFILE }),
      [INQUIRIES_ROUTE]: () => ({ status: 200, data: { items: [CASEY], total: 1, page: 1, pageSize: 25 } }),
      [REVIEWS_ROUTE]: () => reviewsPage([NEGATIVE, PRAISE]),
      ...routes,
    },
    children: <Toaster />,
  });
  return api.calls;
}

const region = async (name: string) => within(await screen.findByRole("region", { name }));
const callsTo = (calls: FakeCall[], route: string) => calls.filter((call) => call.route === route);

describe("/contractors/dashboard: Mark job done (issue 31)", () => {
  it("asks first, then marks the job done, says the homeowner got the review link, and reloads the requests", async () => {
    let reads = 0;
    const calls = open({
      [INQUIRIES_ROUTE]: () => ({ status: 200, data: { items: [++reads === 1 ? CASEY : CASEY_DONE], total: 1, page: 1, pageSize: 25 } }),
      [JOB_DONE_ROUTE]: () => ({ status: 200, data: CASEY_DONE }),
    });
    const requests = await region("Homeowner requests");
    fireEvent.click(await requests.findByRole("button", { name: "Mark job done for Casey Smith" }));
    const ask = requests.getByRole("group", { name: "Mark the job for Casey Smith done" });
    expect(ask.textContent).toContain("We will e-mail Casey Smith a one-time link to review you. This cannot be undone.");
    expect(callsTo(calls, JOB_DONE_ROUTE)).toEqual([]);

    fireEvent.click(within(ask).getByRole("button", { name: "Yes, mark the job done" }));
    expect(await screen.findByText(jobDoneText("Casey Smith"))).toBeTruthy();
    expect(callsTo(calls, JOB_DONE_ROUTE)).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, INQUIRIES_ROUTE)).toHaveLength(2));
    const casey = within(requests.getByRole("article", { name: "Casey Smith" }));
    expect(await casey.findByText(/We e-mailed Casey Smith a one-time link to review you; it works until January 19, 2027\./)).toBeTruthy();
    expect(casey.queryByRole("button", { name: /Mark job done/ })).toBeNull();
    expect(casey.getByText("Job done")).toBeTruthy();
  });

  it("'Cancel' sends nothing; a refusal is shown in the server's words", async () => {
    const refused = "Your listing is not public right now, so we cannot send the homeowner a review link.";
    const calls = open({ [JOB_DONE_ROUTE]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: refused } }) });
    const requests = await region("Homeowner requests");
    fireEvent.click(await requests.findByRole("button", { name: "Mark job done for Casey Smith" }));
    fireEvent.click(requests.getByRole("button", { name: "Cancel" }));
    expect(callsTo(calls, JOB_DONE_ROUTE)).toEqual([]);
    fireEvent.click(requests.getByRole("button", { name: "Mark job done for Casey Smith" }));
    fireEvent.click(requests.getByRole("button", { name: "Yes, mark the job done" }));
    const casey = within(requests.getByRole("article", { name: "Casey Smith" }));
    await waitFor(() => expect(casey.getByRole("alert").textContent).toContain(refused));
  });

  it("says when the homeowner has reviewed", async () => {
    open({
      [INQUIRIES_ROUTE]: () => ({
        status: 200,
        data: { items: [{ ...CASEY_DONE, jobDone: { ...CASEY_DONE.jobDone!, reviewed: true } }], total: 1, page: 1, pageSize: 25 },
      }),
    });
    expect(await (await region("Homeowner requests")).findByText(/Casey Smith has reviewed you: the review is on your profile\./)).toBeTruthy();
  });
});

describe("/contractors/dashboard: the response-time badge and the reviews (issue 31)", () => {
  it("shows the badge's words in the listing", async () => {
    open();
    const listing = await region("Your listing");
    expect(await listing.findByText("Usually replies within a day (from 5 requests in the last 90 days)")).toBeTruthy();
  });

  it("lists the reviews with their replies and the removed lines; one reply per review", async () => {
    open({
      [REVIEWS_ROUTE]: () =>
        reviewsPage([NEGATIVE, PRAISE], { removed: [{ reason: "personal_data", count: 1, text: "1 review removed: contained personal information" }] }),
    });
    const reviews = await region("Your reviews");
    const negative = within(await reviews.findByRole("article", { name: "2 out of 5 from Martha J." }));
    expect(negative.getByText(/Hired through this directory/)).toBeTruthy();
    expect(negative.getByRole("button", { name: "Reply publicly to Martha J." })).toBeTruthy();
    const praise = within(reviews.getByRole("article", { name: "4 out of 5 from Lee K." }));
    expect(praise.getByText("Thank you, Lee!")).toBeTruthy();
    expect(praise.queryByRole("button", { name: /Reply publicly/ })).toBeNull();
    expect(
      within(reviews.getByRole("list", { name: "Reviews our office removed" })).getByText("1 review removed: contained personal information"),
    ).toBeTruthy();
    expect(reviews.getByText(/We never remove a review for being negative\./)).toBeTruthy();
  });

  it("posts a reply (checked before sending), confirms it and reloads the reviews", async () => {
    let reads = 0;
    const replied = {
      ...NEGATIVE,
      canReply: false,
      reply: { body: "We are sorry about the delay; we came back and cleaned up.", createdAt: "2026-11-22T15:00:00.000Z" },
    };
    const calls = open({
      [REVIEWS_ROUTE]: () => reviewsPage([++reads === 1 ? NEGATIVE : replied, PRAISE]),
      [REPLY_ROUTE]: () => ({ status: 201, data: replied }),
    });
    const reviews = await region("Your reviews");
    fireEvent.click(await reviews.findByRole("button", { name: "Reply publicly to Martha J." }));
    const form = within(reviews.getByRole("form", { name: "Reply to Martha J." }));
    fireEvent.change(form.getByLabelText(/^Your public reply to Martha J\./), { target: { value: "Sorry." } });
    fireEvent.click(form.getByRole("button", { name: "Post reply" }));
    expect(await form.findByText(REVIEW_REPLY_MESSAGE)).toBeTruthy();
    expect(callsTo(calls, REPLY_ROUTE)).toEqual([]);

    fireEvent.change(form.getByLabelText(/^Your public reply to Martha J\./), {
      target: { value: "  We are sorry about the delay; we came back and cleaned up.  " },
    });
    fireEvent.click(form.getByRole("button", { name: "Post reply" }));
    expect(await reviews.findByText("Your reply to Martha J. is on your profile.")).toBeTruthy();
    expect(callsTo(calls, REPLY_ROUTE).map((call) => call.body)).toEqual([{ body: "We are sorry about the delay; we came back and cleaned up." }]);
    await waitFor(() => expect(callsTo(calls, REVIEWS_ROUTE)).toHaveLength(2));
    expect(await reviews.findByText("We are sorry about the delay; we came back and cleaned up.")).toBeTruthy();
  });

  it("shows a second reply's refusal (409) in the server's words", async () => {
    const refused = "You have already replied to this review. Each review gets one public reply, and it cannot be changed.";
    open({ [REPLY_ROUTE]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: refused } }) });
    const reviews = await region("Your reviews");
    fireEvent.click(await reviews.findByRole("button", { name: "Reply publicly to Martha J." }));
    const form = within(reviews.getByRole("form", { name: "Reply to Martha J." }));
    fireEvent.change(form.getByLabelText(/^Your public reply to Martha J\./), { target: { value: "Thanks for the honest review, Martha." } });
    fireEvent.click(form.getByRole("button", { name: "Post reply" }));
    await waitFor(() => expect(form.getByRole("alert").textContent).toContain(refused));
  });

  it("with no reviews yet, says how they come", async () => {
    open({ [REVIEWS_ROUTE]: () => reviewsPage([]) });
    expect(await (await region("Your reviews")).findByText(/^No reviews yet\. When you finish a job/)).toBeTruthy();
  });
});
