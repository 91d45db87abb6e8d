import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type {
  MyContractorInquiryResponseDto,
  MyContractorProfileResponseDto,
  PaginatedMyContractorInquiriesResponseDto,
  ServiceAreaResponseDto,
} from "@/api/generated/model";
import { Toaster } from "@/components/toast/toaster";
import { resetToasts } from "@/components/toast/use-toast";
import type { FakeCall, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import ContractorDashboardPage from "./dashboard-page";
import { OFFICE_ONLY_NOTE } from "./dashboard-profile-form";

const PROFILE_ROUTE = "GET /api/contractor/me";
const UPDATE_PROFILE_ROUTE = "PATCH /api/contractor/me";
const AREAS_ROUTE = "POST /api/contractor/me/service-areas";
const INQUIRIES_ROUTE = "GET /api/contractor/me/inquiries";
const CERTIFICATES_ROUTE = "GET /api/contractor/me/insurance-certificates";
const REVIEWS_ROUTE = "GET /api/contractor/me/reviews";
const PHOTOS_ROUTE = "GET /api/contractor/me/photos";

afterEach(() => {
  act(() => resetToasts());
});

const LIBERTY: ServiceAreaResponseDto = {
  id: 5,
  city: "Liberty",
  state: "MO",
  zipCode: "64068",
  radius: 30,
  latitude: 39.24,
  longitude: -94.42,
  label: "Liberty, MO 64068 · 30-mile radius",
};

const ST_JOSEPH: ServiceAreaResponseDto = {
  id: 6,
  city: "St. Joseph",
  state: "MO",
  zipCode: null,
  radius: 50,
  latitude: 39.77,
  longitude: -94.85,
  label: "St. Joseph, MO · 50-mile radius",
};

const PROFILE: MyContractorProfileResponseDto = {
  id: 12,
  slug: "northland-sip-crew",
  name: "Northland SIP Crew",
  initials: "NS",
  status: "approved",
  email: "office@northland-sip.example",
  phone: "(816) 555-0142",
  website: "https://northland-sip.example",
  contactName: "Sam Rivera",
  businessAddress: "400 Main St, Liberty, MO",
  description: "SIP shells for barndominiums.",
  imageUrl: null,
  licenseNumber: "MO-12345",
  yearsInBusiness: 9,
  specialties: [
    { value: "sip_installation", label: "SIP Installation" },
    { value: "carpentry", label: "Carpentry" },
  ],
  averageRating: 4.67,
  reviewCount: 3,
  verified: true,
  licenseChecked: true,
  insured: true,
  verifiedAt: "2026-03-10T15:00:00.000Z",
  insuranceExpiresOn: "2027-02-28",
  licenseHeadline: "License checked",
  licenses: [],
  insurance: {
    state: "insured",
    label: "Insured",
    sentence: "Certificate of insurance from Heartland Mutual, $1,000,000 coverage, through 2027-02-28; checked 2026-03-10 by Casey.",
    insurer: "Heartland Mutual",
    coverageCents: 100_000_000,
    expiresOn: "2027-02-28",
  },
  isSample: false,
  serves: ["Liberty", "St. Joseph"],
  coverage: { count: 5, total: 16, cities: [] },
  responseTime: null,
  areas: [LIBERTY, ST_JOSEPH],
  photos: [],
  officeOnlyFields: ["name", "licenseNumber", "yearsInBusiness", "email"],
  newInquiryCount: 1,
  verificationNotice: null,
  createdAt: "2026-01-05T15:00:00.000Z",
  updatedAt: "2026-03-10T15:00:00.000Z",
};

const CASEY: MyContractorInquiryResponseDto = {
  id: 31,
  name: "Casey Smith",
  email: "casey@example.com",
  phone: "(816) 555-0199",
  message: "We want a 40x60 barndominium shell near Kearney next spring.",
  projectZip: "64060",
  status: "new",
  allowedStatuses: ["replied", "closed"],
  canReply: true,
  canMarkJobDone: true,
  jobDone: null,
  replyMessage: null,
  repliedAt: null,
  thread: [],
  createdAt: "2026-11-20T15:04:00.000Z",
  updatedAt: "2026-11-20T15:04:00.000Z",
};

const PAT: MyContractorInquiryResponseDto = {
  ...CASEY,
  id: 32,
  name: "Pat Jones",
  email: "pat@example.com",
  phone: null,
  status: "closed",
  allowedStatuses: ["new"],
  canReply: false,
  replyMessage: "Thanks Pat, we can start in April; I will call you Monday.",
  repliedAt: "2026-11-18T20:00:00.000Z",
};

const page = (
  items: MyContractorInquiryResponseDto[],
  extra: Partial<PaginatedMyContractorInquiriesResponseDto> = {},
): PaginatedMyContractorInquiriesResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  ...extra,
});

const conflict = (message: string) => ({ status: 409, data: { statusCode: 409, error: "Conflict", message } });

function open(url = "/contractors/dashboard", routes: Record<string, FakeHandler> = {}) {
  const { api, router } = renderRoute(url, [{ id: "contractors/dashboard", path: "/contractors/dashboard", Component: ContractorDashboardPage }], {
    api: {
      [PROFILE_ROUTE]: () => ({ status: 200, data: PROFILE }),
      [INQUIRIES_ROUTE]: () => ({ status: 200, data: page([CASEY, PAT]) }),
      [CERTIFICATES_ROUTE]: () => ({ status: 200, data: { items: [], total: 0, pendingCount: 0, maxPending: 3 } }),
      // Reviews and replies: dashboard-reviews.test.tsx.
      [REVIEWS_ROUTE]: () => ({ status: 200, data: { items: [], removed: [], total: 0, page: 1, pageSize: 10 } }),
      [PHOTOS_ROUTE]: () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 100, count: 0, limit: 30 } }),
      ...routes,
    },
    children: <Toaster />,
  });
  return { calls: api.calls, router };
}

const region = async (name: string) => within(await screen.findByRole("region", { name }));
const callsTo = (calls: FakeCall[], route: string) => calls.filter((call) => call.route === route);
const detailsOf = (name: string) =>
  Object.fromEntries(
    Array.from(screen.getByRole("region", { name }).querySelectorAll("dt")).map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe("/contractors/dashboard: the listing", () => {
  it("shows the title, the business and the sections in order", async () => {
    open();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Contractor Dashboard");
    expect(await screen.findByText("Listing: Public")).toBeTruthy();
    expect(screen.getByText("Northland SIP Crew")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Your listing",
      "Homeowner requests",
      "Insurance certificate",
      "Your reviews",
      "Your profile",
      "Portfolio photos",
      "Service areas",
    ]);
  });

  it("an approved, verified listing: public with its profile link, 'Verified {Month YYYY}', the insurance date, the rating", async () => {
    open();
    const listing = await region("Your listing");
    await listing.findByText("Verified March 2026");
    expect(detailsOf("Your listing")).toEqual({
      Status: "PublicYour listing is public: homeowners find it in the directory and the search, and can send you requests.View your public profile",
      Verification:
        "Verified March 2026The badge stays while your license record is current and the certificate of insurance we approved is in force, until February 28, 2027. Upload the renewed certificate below before then to keep it.",
      Rating: "4.7 out of 5 · 3 reviews",
      "Response time": "No badge yet: it shows once you have 3 requests in 90 days, from how fast you first reply here.",
      "New requests": "1 waiting for an answer",
    });
    expect(listing.getByRole("link", { name: "View your public profile" }).getAttribute("href")).toBe("/contractors/northland-sip-crew");
  });

  it("pending: 'We are reviewing your application…', no public link, not yet verified", async () => {
    open("/contractors/dashboard", {
      [PROFILE_ROUTE]: () => ({
        status: 200,
        data: { ...PROFILE, status: "pending", verified: false, verifiedAt: null, insuranceExpiresOn: null, reviewCount: 0, averageRating: 0 },
      }),
    });
    const listing = await region("Your listing");
    expect(await listing.findByText(/^We are reviewing your application\. We review every application within 5 business days/)).toBeTruthy();
    expect(listing.getByText("Not yet verified by our office")).toBeTruthy();
    expect(listing.getByText("No reviews yet")).toBeTruthy();
    expect(listing.queryByRole("link", { name: "View your public profile" })).toBeNull();
    expect(screen.getByText("Listing: Under review")).toBeTruthy();
  });

  it("unpublished and rejected listings say so, with no public link", async () => {
    open("/contractors/dashboard", { [PROFILE_ROUTE]: () => ({ status: 200, data: { ...PROFILE, status: "unpublished" } }) });
    expect(await (await region("Your listing")).findByText(/^Our office has taken your listing off the directory for now/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View your public profile" })).toBeNull();
  });

  it("a rejected listing says it was not approved", async () => {
    open("/contractors/dashboard", { [PROFILE_ROUTE]: () => ({ status: 200, data: { ...PROFILE, status: "rejected", verified: false, verifiedAt: null } }) });
    expect(await (await region("Your listing")).findByText(/^We did not approve your application\./)).toBeTruthy();
    expect(screen.getByText("Listing: Not approved")).toBeTruthy();
  });

  it("the badge lapsed because the approved certificate ended: says so with the date", async () => {
    open("/contractors/dashboard", {
      [PROFILE_ROUTE]: () => ({ status: 200, data: { ...PROFILE, verified: false, insured: false, insuranceExpiresOn: "2026-10-31" } }),
    });
    const listing = await region("Your listing");
    expect(await listing.findByText("Verified badge lapsed")).toBeTruthy();
    expect(listing.getByText(/The certificate of insurance we approved ended on October 31, 2026, so the badge lapsed\./)).toBeTruthy();
  });

  it("the badge lapsed because the license record ended: says so", async () => {
    open("/contractors/dashboard", {
      [PROFILE_ROUTE]: () => ({ status: 200, data: { ...PROFILE, verified: false, licenseChecked: false } }),
    });
    expect(await (await region("Your listing")).findByText(/^The license or registration we checked has ended, so the badge lapsed\./)).toBeTruthy();
  });

  it("an account without a listing (404) is offered the application", async () => {
    const { calls } = open("/contractors/dashboard", {
      [PROFILE_ROUTE]: () => ({ status: 404, data: { statusCode: 404, error: "Not Found", message: "There is no contractor listing for this sign-in yet." } }),
    });
    expect(await screen.findByText("There is no contractor listing for this sign-in yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Join Our Contractor Network" }).getAttribute("href")).toBe("/contractor-network");
    expect(calls.map((call) => call.route)).toEqual([PROFILE_ROUTE]);
  });
});

describe("/contractors/dashboard: the profile", () => {
  it("shows the office's fields read-only with who changes them", async () => {
    open();
    const profile = await region("Your profile");
    const name = (await profile.findByLabelText("Business name")) as HTMLInputElement;
    expect(name.value).toBe("Northland SIP Crew");
    expect(name.readOnly).toBe(true);
    for (const label of ["Business name", "License number", "Years in business", "E-mail for requests and sign-in"]) {
      const input = profile.getByLabelText(label) as HTMLInputElement;
      expect(input.readOnly).toBe(true);
      expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe(OFFICE_ONLY_NOTE);
    }
    expect((profile.getByLabelText("License number") as HTMLInputElement).value).toBe("MO-12345");
    expect((profile.getByLabelText("Years in business") as HTMLInputElement).value).toBe("9");
  });

  it("saves only the fields the contractor may change, with the specialties as chosen, and confirms", async () => {
    const { calls } = open("/contractors/dashboard", {
      [UPDATE_PROFILE_ROUTE]: (body) => ({ status: 200, data: { ...PROFILE, ...(body as object), specialties: [{ value: "hvac", label: "HVAC" }] } }),
    });
    const profile = await region("Your profile");
    fireEvent.change(await profile.findByLabelText(/^About your business/), { target: { value: "  SIP shells and finish work.  " } });
    fireEvent.change(profile.getByLabelText(/^Website/), { target: { value: "" } });
    fireEvent.click(profile.getByRole("checkbox", { name: "Carpentry" }));
    fireEvent.click(profile.getByRole("checkbox", { name: "HVAC" }));
    fireEvent.click(profile.getByRole("button", { name: "Save profile" }));

    await waitFor(() => expect(callsTo(calls, UPDATE_PROFILE_ROUTE)).toHaveLength(1));
    expect(callsTo(calls, UPDATE_PROFILE_ROUTE)[0].body).toEqual({
      description: "SIP shells and finish work.",
      phone: "(816) 555-0142",
      website: null,
      contactName: "Sam Rivera",
      businessAddress: "400 Main St, Liberty, MO",
      // In the spec's order, whatever the order of the clicks.
      specialties: ["hvac", "sip_installation"],
    });
    expect(await screen.findByText("Profile saved")).toBeTruthy();
  });

  it("refuses none or more than 8 specialties before sending", async () => {
    const { calls } = open();
    const profile = await region("Your profile");
    fireEvent.click(await profile.findByRole("checkbox", { name: "SIP Installation" }));
    fireEvent.click(profile.getByRole("checkbox", { name: "Carpentry" }));
    expect(profile.getByText(/the work you do yourselves\. 0 chosen\.$/)).toBeTruthy();
    fireEvent.click(profile.getByRole("button", { name: "Save profile" }));
    expect(await profile.findByText("Choose 1 to 8 specialties.")).toBeTruthy();
    expect(callsTo(calls, UPDATE_PROFILE_ROUTE)).toHaveLength(0);
    // One field for the group: its error is linked to the fieldset and each box, and the first box takes the focus.
    const group = profile.getByRole("group", { name: "Specialties" });
    expect(group.getAttribute("aria-describedby")).toBe("dashboard-specialties-error");
    const carpentry = profile.getByRole("checkbox", { name: "Carpentry" });
    expect(carpentry.id).toBe("dashboard-specialty-carpentry");
    expect(carpentry.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement?.id).toBe("dashboard-specialty-custom_homes"));
  });

  it("puts the server's messages under their fields", async () => {
    open("/contractors/dashboard", {
      [UPDATE_PROFILE_ROUTE]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: ["Please enter your name without links."],
          errors: [{ field: "contactName", message: "Please enter your name without links." }],
        },
      }),
    });
    const profile = await region("Your profile");
    fireEvent.change(await profile.findByLabelText(/^Contact name/), { target: { value: "Sam www.spam.example" } });
    fireEvent.click(profile.getByRole("button", { name: "Save profile" }));
    const message = await profile.findByText("Please enter your name without links.");
    const input = profile.getByLabelText(/^Contact name/);
    expect(input.getAttribute("aria-describedby")).toContain(message.id);
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });
});

describe("/contractors/dashboard: service areas", () => {
  it("lists the areas and the coverage", async () => {
    open();
    const areas = await region("Service areas");
    const list = within(await areas.findByRole("list", { name: "Your service areas" }));
    expect(list.getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Liberty, MO 64068 · 30-mile radius",
      "St. Joseph, MO · 50-mile radius",
    ]);
    expect(areas.getByText("Covers 5 of our 16 service cities.")).toBeTruthy();
  });

  it("edits an area in place: sends its place and radius, confirms and reloads the profile", async () => {
    const { calls } = open("/contractors/dashboard", {
      "PUT /api/contractor/me/service-areas/5": () => ({ status: 200, data: { ...LIBERTY, radius: 45, label: "Liberty, MO 64068 · 45-mile radius" } }),
    });
    const areas = await region("Service areas");
    fireEvent.click(await areas.findByRole("button", { name: "Edit Liberty, MO 64068 · 30-mile radius" }));
    const form = within(areas.getByRole("form", { name: "Change Liberty, MO 64068 · 30-mile radius" }));
    expect((form.getByLabelText("ZIP code") as HTMLInputElement).value).toBe("64068");
    fireEvent.change(form.getByLabelText("Radius (miles)"), { target: { value: "45" } });
    fireEvent.click(form.getByRole("button", { name: "Save area" }));

    expect(await areas.findByText("Service area saved: Liberty, MO 64068 · 45-mile radius.")).toBeTruthy();
    expect(callsTo(calls, "PUT /api/contractor/me/service-areas/5")[0].body).toEqual({ zipCode: "64068", radius: 45 });
    await waitFor(() => expect(callsTo(calls, PROFILE_ROUTE)).toHaveLength(2));
  });

  it("checks an area before sending: a place and whole miles from 5 to 150", async () => {
    const { calls } = open();
    const areas = await region("Service areas");
    fireEvent.click(await areas.findByRole("button", { name: "Add a service area" }));
    const form = within(areas.getByRole("form", { name: "New service area" }));
    fireEvent.change(form.getByLabelText("Radius (miles)"), { target: { value: "200" } });
    fireEvent.click(form.getByRole("button", { name: "Add area" }));
    expect(await form.findByText("Enter a ZIP code or a city.")).toBeTruthy();
    expect(form.getByText("Service radius must be a whole number of miles from 5 to 150.")).toBeTruthy();
    expect(callsTo(calls, AREAS_ROUTE)).toHaveLength(0);
  });

  it("adds an area by town, and shows the server's word for an unknown one at its field", async () => {
    let known = false;
    const { calls } = open("/contractors/dashboard", {
      [AREAS_ROUTE]: () =>
        known
          ? { status: 201, data: { ...ST_JOSEPH, id: 7, city: "Kearney", radius: 25, label: "Kearney, MO · 25-mile radius" } }
          : {
              status: 400,
              data: { statusCode: 400, message: ["We could not find Kearny, MO."], errors: [{ field: "city", message: "We could not find Kearny, MO." }] },
            },
    });
    const areas = await region("Service areas");
    fireEvent.click(await areas.findByRole("button", { name: "Add a service area" }));
    const form = within(areas.getByRole("form", { name: "New service area" }));
    fireEvent.change(form.getByLabelText("or town"), { target: { value: "Kearny" } });
    fireEvent.change(form.getByLabelText("Radius (miles)"), { target: { value: "25" } });
    fireEvent.click(form.getByRole("button", { name: "Add area" }));
    expect(await form.findByText("We could not find Kearny, MO.")).toBeTruthy();

    known = true;
    fireEvent.change(form.getByLabelText("or town"), { target: { value: "Kearney" } });
    fireEvent.click(form.getByRole("button", { name: "Add area" }));
    expect(await areas.findByText("Service area added: Kearney, MO · 25-mile radius.")).toBeTruthy();
    expect(callsTo(calls, AREAS_ROUTE).map((call) => call.body)).toEqual([
      { city: "Kearny", state: "MO", radius: 25 },
      { city: "Kearney", state: "MO", radius: 25 },
    ]);
  });

  it("offers no new area at 10, and says why", async () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({ ...LIBERTY, id: 100 + index, label: `Area ${index}` }));
    open("/contractors/dashboard", { [PROFILE_ROUTE]: () => ({ status: 200, data: { ...PROFILE, areas: ten } }) });
    const areas = await region("Service areas");
    expect(await areas.findByText(/You have 10 service areas, the most a listing can have/)).toBeTruthy();
    expect(areas.queryByRole("button", { name: "Add a service area" })).toBeNull();
  });

  it("removes an area after a confirmation", async () => {
    const { calls } = open("/contractors/dashboard", { "DELETE /api/contractor/me/service-areas/6": () => ({ status: 204 }) });
    const areas = await region("Service areas");
    fireEvent.click(await areas.findByRole("button", { name: "Remove St. Joseph, MO · 50-mile radius" }));
    expect(callsTo(calls, "DELETE /api/contractor/me/service-areas/6")).toHaveLength(0);
    expect(areas.getByText(/Remove this area\?/)).toBeTruthy();
    fireEvent.click(areas.getByRole("button", { name: "Yes, remove it" }));
    expect(await areas.findByText("Service area removed: St. Joseph, MO · 50-mile radius.")).toBeTruthy();
    expect(callsTo(calls, "DELETE /api/contractor/me/service-areas/6")).toHaveLength(1);
  });

  it("'Keep it' sends nothing; the last area's refusal (409) is shown in the server's words", async () => {
    const { calls } = open("/contractors/dashboard", {
      [PROFILE_ROUTE]: () => ({ status: 200, data: { ...PROFILE, areas: [LIBERTY] } }),
      "DELETE /api/contractor/me/service-areas/5": () => conflict("Keep at least one service area."),
    });
    const areas = await region("Service areas");
    fireEvent.click(await areas.findByRole("button", { name: "Remove Liberty, MO 64068 · 30-mile radius" }));
    fireEvent.click(areas.getByRole("button", { name: "Keep it" }));
    // A request would be made after a few microtasks: let them run before counting.
    await act(async () => {});
    expect(callsTo(calls, "DELETE /api/contractor/me/service-areas/5")).toHaveLength(0);

    fireEvent.click(areas.getByRole("button", { name: "Remove Liberty, MO 64068 · 30-mile radius" }));
    fireEvent.click(areas.getByRole("button", { name: "Yes, remove it" }));
    const refusal = await areas.findByText("Keep at least one service area.");
    expect(refusal.closest("[role=alert]")).toBeTruthy();
    expect(callsTo(calls, "DELETE /api/contractor/me/service-areas/5")).toHaveLength(1);
    expect(areas.getByRole("button", { name: "Edit Liberty, MO 64068 · 30-mile radius" })).toBeTruthy();
  });
});

describe("/contractors/dashboard: homeowner requests", () => {
  it("shows each request: homeowner, e-mail link, phone, project ZIP, message, date in Missouri, status", async () => {
    open();
    const requests = await region("Homeowner requests");
    const casey = within(await requests.findByRole("article", { name: "Casey Smith" }));
    expect(casey.getByRole("link", { name: "casey@example.com" }).getAttribute("href")).toBe("mailto:casey@example.com");
    expect(casey.getByRole("link", { name: "(816) 555-0199" }).getAttribute("href")).toBe("tel:8165550199");
    expect(casey.getByText("64060")).toBeTruthy();
    expect(casey.getByText("We want a 40x60 barndominium shell near Kearney next spring.")).toBeTruthy();
    expect(casey.getByText("Nov 20, 2026, 9:04 AM")).toBeTruthy();
    expect(casey.getByText("New")).toBeTruthy();
    expect(casey.getByRole("button", { name: "Reply to Casey Smith" })).toBeTruthy();
    expect(casey.getByRole("button", { name: "Mark replied the request from Casey Smith" })).toBeTruthy();
    expect(casey.getByRole("button", { name: "Close the request from Casey Smith" })).toBeTruthy();

    const pat = within(requests.getByRole("article", { name: "Pat Jones" }));
    expect(pat.getByText("None given")).toBeTruthy();
    expect(pat.getByText("Closed")).toBeTruthy();
    expect(pat.getByText("Thanks Pat, we can start in April; I will call you Monday.")).toBeTruthy();
    expect(pat.queryByRole("button", { name: /^Reply/ })).toBeNull();
    expect(pat.getByRole("button", { name: "Reopen the request from Pat Jones" })).toBeTruthy();
    expect(requests.getByText("Showing 1–2 of 2 requests")).toBeTruthy();
  });

  it("asks the server for the URL's status, sort and page", async () => {
    const { calls } = open("/contractors/dashboard?status=new&page=2", {
      [INQUIRIES_ROUTE]: () => ({ status: 200, data: page([CASEY], { page: 2, total: 26 }) }),
    });
    await screen.findByRole("article", { name: "Casey Smith" });
    expect(callsTo(calls, INQUIRIES_ROUTE).map((call) => call.params)).toEqual([{ status: "new", page: "2" }]);
    expect((screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("new");
    expect(screen.getByText("Showing 26–26 of 26 requests")).toBeTruthy();
  });

  it("the filter writes the URL (back to page 1) and asks the server again", async () => {
    const { calls, router } = open("/contractors/dashboard?page=3");
    await screen.findByRole("article", { name: "Casey Smith" });
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "replied" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Sort" }), { target: { value: "name:asc" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(callsTo(calls, INQUIRIES_ROUTE)).toHaveLength(2));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ status: "replied", sort: "name", order: "asc" });
    expect(callsTo(calls, INQUIRIES_ROUTE)[1].params).toEqual({ status: "replied", sort: "name", order: "asc" });
  });

  it("shows the conversation: the contractor's reply, then the homeowner's e-mail answer as plain text", async () => {
    const replied: MyContractorInquiryResponseDto = {
      ...CASEY,
      status: "replied",
      allowedStatuses: ["closed"],
      replyMessage: "Hi Casey, we can look at the site next week. Does Tuesday work?",
      repliedAt: "2026-11-21T15:00:00.000Z",
      thread: [
        {
          id: 1,
          direction: "contractor",
          fromAddress: null,
          subject: null,
          text: "Hi Casey, we can look at the site next week. Does Tuesday work?",
          attachments: [],
          createdAt: "2026-11-21T15:00:00.000Z",
        },
        {
          id: 2,
          direction: "homeowner",
          fromAddress: "casey@example.com",
          subject: "Re: Prairie Frame Co replied to your project request",
          text: "Tuesday works. <i>Gate</i> code 4411, map at https://evil.example/map",
          attachments: [{ name: "lot.jpg", size: 1536 * 1024 }],
          createdAt: "2026-11-22T14:30:00.000Z",
        },
      ],
    };
    open("/contractors/dashboard", { [INQUIRIES_ROUTE]: () => ({ status: 200, data: page([replied]) }) });
    const requests = await region("Homeowner requests");
    const casey = within(await requests.findByRole("article", { name: "Casey Smith" }));
    const thread = casey.getByRole("list", { name: "Conversation with Casey Smith, oldest first" });
    const items = within(thread)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === thread);
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Your reply, sent Nov 21, 2026, 9:00 AM",
      "Casey Smith replied by e-mail Nov 22, 2026, 8:30 AM",
    ]);
    expect(within(items[1]).getByText("Tuesday works. <i>Gate</i> code 4411, map at https://evil.example/map")).toBeTruthy();
    expect(items[1].querySelector("i")).toBeNull();
    expect(within(thread).queryAllByRole("link")).toHaveLength(0);
    expect(within(items[1]).getByText("lot.jpg (1.5 MB)")).toBeTruthy();
  });

  it("sends a reply: the text alone, then 'Reply sent to {name}.' with the new status", async () => {
    const { calls } = open("/contractors/dashboard", {
      "PATCH /api/contractor/me/inquiries/31": (body) => ({
        status: 200,
        data: {
          ...CASEY,
          status: "replied",
          allowedStatuses: ["closed"],
          replyMessage: (body as { reply: string }).reply,
          repliedAt: "2026-11-21T15:00:00.000Z",
        },
      }),
    });
    const requests = await region("Homeowner requests");
    fireEvent.click(await requests.findByRole("button", { name: "Reply to Casey Smith" }));
    const reply = requests.getByLabelText("Your reply to Casey Smith");
    fireEvent.change(reply, { target: { value: "Too short" } });
    fireEvent.click(requests.getByRole("button", { name: "Send reply" }));
    expect(await requests.findByText("Write your reply in 20 to 5000 characters.")).toBeTruthy();
    expect(callsTo(calls, "PATCH /api/contractor/me/inquiries/31")).toHaveLength(0);

    fireEvent.change(reply, { target: { value: "  Hi Casey, we can look at the site next week. Does Tuesday work?  " } });
    fireEvent.click(requests.getByRole("button", { name: "Send reply" }));
    expect(await requests.findByText("Reply sent to Casey Smith. The inquiry is now replied.")).toBeTruthy();
    expect(callsTo(calls, "PATCH /api/contractor/me/inquiries/31").map((call) => call.body)).toEqual([
      { reply: "Hi Casey, we can look at the site next week. Does Tuesday work?" },
    ]);
    // The list and the count of new requests are asked again.
    await waitFor(() => expect(callsTo(calls, INQUIRIES_ROUTE)).toHaveLength(2));
    await waitFor(() => expect(callsTo(calls, PROFILE_ROUTE)).toHaveLength(2));
  });

  it("closes and reopens with the status alone", async () => {
    const { calls } = open("/contractors/dashboard", {
      "PATCH /api/contractor/me/inquiries/31": () => ({ status: 200, data: { ...CASEY, status: "closed", allowedStatuses: ["new"], canReply: false } }),
      "PATCH /api/contractor/me/inquiries/32": () => ({ status: 200, data: { ...PAT, status: "new", allowedStatuses: ["replied", "closed"], canReply: true } }),
    });
    const requests = await region("Homeowner requests");
    fireEvent.click(await requests.findByRole("button", { name: "Close the request from Casey Smith" }));
    expect(await requests.findByText("Inquiry from Casey Smith closed.")).toBeTruthy();
    fireEvent.click(requests.getByRole("button", { name: "Reopen the request from Pat Jones" }));
    expect(await requests.findByText("Inquiry from Pat Jones reopened: it is new again.")).toBeTruthy();
    expect(callsTo(calls, "PATCH /api/contractor/me/inquiries/31")[0].body).toEqual({ status: "closed" });
    expect(callsTo(calls, "PATCH /api/contractor/me/inquiries/32")[0].body).toEqual({ status: "new" });
  });

  it("shows a refused move (409) in the server's words and reloads the list", async () => {
    const { calls } = open("/contractors/dashboard", {
      "PATCH /api/contractor/me/inquiries/31": () => conflict("An inquiry cannot move from closed to closed."),
    });
    const requests = await region("Homeowner requests");
    fireEvent.click(await requests.findByRole("button", { name: "Close the request from Casey Smith" }));
    const casey = within(requests.getByRole("article", { name: "Casey Smith" }));
    await waitFor(() => expect(casey.getByRole("alert").textContent).toBe("An inquiry cannot move from closed to closed."));
    await waitFor(() => expect(callsTo(calls, INQUIRIES_ROUTE)).toHaveLength(2));
  });

  it("with no requests yet, says where they come from", async () => {
    open("/contractors/dashboard", { [INQUIRIES_ROUTE]: () => ({ status: 200, data: page([]) }) });
    expect(
      await (
        await region("Homeowner requests")
      ).findByText(
        /^No requests yet\. When a homeowner sends one from your public profile, it shows up here and reaches office@northland-sip\.example by e-mail\./,
      ),
    ).toBeTruthy();
  });

  it("shows a status the server refuses, with Clear filters", async () => {
    open("/contractors/dashboard?status=open", {
      [INQUIRIES_ROUTE]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          message: ["status must be one of: new, replied, closed."],
          errors: [{ field: "status", message: "status must be one of: new, replied, closed." }],
        },
      }),
    });
    const alert = within(await (await region("Homeowner requests")).findByRole("alert"));
    expect(alert.getByText("status must be one of: new, replied, closed.")).toBeTruthy();
    expect(alert.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/contractors/dashboard");
  });
});
