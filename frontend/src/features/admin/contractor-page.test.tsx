import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminContractorCredentialsResponseDto, AdminContractorDetailResponseDto } from "@/api/generated/model";
import type { FakeApi, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import ContractorPage, { NOTE_TO_REJECT_MESSAGE } from "./contractor-page";
import { adminPages } from "./pages";

const GET = "GET /api/admin/contractors/41";
const DECISION = "POST /api/admin/contractors/41/decision";
const STATUS = "PATCH /api/admin/contractors/41/status";
const VERIFY = "POST /api/admin/contractors/41/verification";
const CREDENTIALS = "GET /api/admin/contractors/41/credentials";
let api: FakeApi | undefined;

const PENDING: AdminContractorDetailResponseDto = {
  id: 41,
  slug: "prairie-frame-co",
  name: "Prairie Frame Co",
  email: "office@prairieframe.example.com",
  phone: "(660) 555-0140",
  contactName: "Morgan Tate",
  website: "https://prairieframe.example.com",
  status: "pending",
  allowedStatuses: ["approved", "rejected"],
  verified: false,
  verifiedAt: null,
  insuranceExpiresOn: null,
  insuranceExpired: false,
  licenseNumber: "MO-REG-5512",
  isSample: false,
  averageRating: 0,
  reviewCount: 0,
  pendingReviewCount: 0,
  userId: null,
  specialties: [
    { value: "carpentry", label: "Carpentry" },
    { value: "sip_installation", label: "SIP Installation" },
  ],
  serviceAreaCount: 2,
  createdAt: "2026-11-21T03:30:00.000Z",
  updatedAt: "2026-11-21T03:30:00.000Z",
  description: "Timber framing and SIP shells.\nCrews in Maryville and St. Joseph.",
  imageUrl: null,
  businessAddress: "412 N Main St, Maryville, MO 64468",
  yearsInBusiness: 14,
  rejectionReason: null,
  areas: [
    { id: 1, city: "Maryville", state: "MO", zipCode: "64468", latitude: 40.34, longitude: -94.87, radius: 30, label: "Maryville, MO 64468 · 30-mile radius" },
    { id: 2, city: "St. Joseph", state: "MO", zipCode: null, latitude: 39.77, longitude: -94.85, radius: 50, label: "St. Joseph, MO · 50-mile radius" },
  ],
  verifications: [],
};

const APPROVED: AdminContractorDetailResponseDto = {
  ...PENDING,
  status: "approved",
  allowedStatuses: ["unpublished"],
  userId: 88,
  updatedAt: "2026-11-22T15:00:00.000Z",
};

const VERIFIED: AdminContractorDetailResponseDto = {
  ...APPROVED,
  verified: true,
  verifiedAt: "2026-11-23T16:00:00.000Z",
  insuranceExpiresOn: "2027-06-30",
  licenseNumber: "MO-REG-5512-B",
  updatedAt: "2026-11-23T16:00:00.000Z",
  verifications: [
    {
      id: 3,
      action: "verify",
      licenseNumber: "MO-REG-5512-B",
      insuranceExpiresOn: "2027-06-30",
      note: "Registration, COI and two references checked.",
      adminId: 9,
      adminName: "Dana Office",
      createdAt: "2026-11-23T16:00:00.000Z",
    },
  ],
};

const conflict = (message: string) => ({ status: 409, data: { statusCode: 409, error: "Conflict", message } });

/** Nothing on file yet (contractor-credentials.test.tsx covers the records). */
const NO_CREDENTIALS: AdminContractorCredentialsResponseDto = {
  licenses: [],
  certificates: [],
  profile: {
    licenseHeadline: null,
    licenses: [],
    insurance: { state: "none", label: null, sentence: null, insurer: null, coverageCents: null, expiresOn: null },
  },
};

function open(routes: Record<string, FakeHandler>) {
  api = renderRoute("/admin/contractors/41", [{ path: adminPages.contractor.path, Component: ContractorPage }], {
    // The listing's homeowner requests (issue 31): contractor-inquiries-section.test.tsx.
    api: {
      [CREDENTIALS]: () => ({ status: 200, data: NO_CREDENTIALS }),
      "GET /api/admin/contractors/41/inquiries": () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 25 } }),
      ...routes,
    },
  }).api;
  return api;
}

const body = (route: string) => api!.calls.filter((call) => call.route === route).at(-1)?.body;
const region = (name: string) => screen.getByRole("region", { name });

describe("/admin/contractors/{id}", () => {
  it("shows every field of the application, its specialties and areas, under the business name", async () => {
    open({ [GET]: () => ({ status: 200, data: PENDING }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Prairie Frame Co" })).toBeTruthy();
    const application = region("Application");
    const terms = [...application.querySelectorAll("dt")].map((term) => term.textContent);
    const values = Object.fromEntries(terms.map((term, index) => [term, application.querySelectorAll("dd")[index].textContent]));
    expect(values).toMatchObject({
      "Business name": "Prairie Frame Co",
      Contact: "Morgan Tate",
      "E-mail": "office@prairieframe.example.com",
      Phone: "(660) 555-0140",
      "Business address": "412 N Main St, Maryville, MO 64468",
      "Years in business": "14",
      "License #": "MO-REG-5512",
      Description: "Timber framing and SIP shells.\nCrews in Maryville and St. Joseph.",
      Applied: "Nov 20, 2026, 9:30 PM",
      "Contractor account": "None yet: made on approval",
    });
    expect(
      within(application)
        .getByRole("link", { name: /prairieframe\.example\.com \(opens in a new tab\)/ })
        .getAttribute("href"),
    ).toBe("https://prairieframe.example.com");
    expect(
      within(region("Specialties"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Carpentry", "SIP Installation"]);
    expect(
      within(region("Service areas"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Maryville, MO 64468 · 30-mile radius", "St. Joseph, MO · 50-mile radius"]);
    expect(within(application).getByRole("link", { name: "Reviews of Prairie Frame Co" }).getAttribute("href")).toBe(
      "/admin/contractor-reviews?contractorId=41",
    );
    // Not public yet: no profile link; not approved: nothing to verify.
    expect(screen.queryByRole("link", { name: /Public profile/ })).toBeNull();
    expect(screen.queryByRole("form", { name: "Verify" })).toBeNull();
    expect(region("Verification").textContent).toContain("Only an approved listing can be verified or unverified.");
    expect(region("Verification history").textContent).toContain("The office has not verified this listing yet.");
  });

  it("approves a pending application with one click and shows the answer", async () => {
    open({ [GET]: () => ({ status: 200, data: PENDING }), [DECISION]: () => ({ status: 200, data: APPROVED }) });
    const status = await screen.findByRole("region", { name: "Status" });
    expect(within(status).queryByRole("button", { name: "Unpublish" })).toBeNull();
    fireEvent.click(within(status).getByRole("button", { name: "Approve" }));

    await waitFor(() => expect(within(region("Status")).getByRole("button", { name: "Unpublish" })).toBeTruthy());
    expect(body(DECISION)).toEqual({ decision: "approve" });
    expect(within(region("Status")).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.getByRole("link", { name: "Public profile of Prairie Frame Co" }).getAttribute("href")).toBe("/contractors/prairie-frame-co");
  });

  it("does not reject without a note, then sends the note it is given", async () => {
    const rejected = {
      ...PENDING,
      status: "rejected" as const,
      allowedStatuses: [],
      rejectionReason: "We need proof of liability insurance.",
      updatedAt: "2026-11-22T15:00:00.000Z",
    };
    open({ [GET]: () => ({ status: 200, data: PENDING }), [DECISION]: () => ({ status: 200, data: rejected }) });
    const form = await screen.findByRole("form", { name: "Reject the application" });
    fireEvent.click(within(form).getByRole("button", { name: "Reject" }));
    expect(within(form).getByText(NOTE_TO_REJECT_MESSAGE)).toBeTruthy();
    expect(within(form).getByRole("textbox", { name: "Note to the applicant" }).getAttribute("aria-invalid")).toBe("true");
    await act(async () => {});
    expect(api!.calls.map((call) => call.route).filter((route) => route !== CREDENTIALS && route !== "GET /api/admin/contractors/41/inquiries")).toEqual([GET]);

    fireEvent.change(within(form).getByRole("textbox", { name: "Note to the applicant" }), { target: { value: "  We need proof of liability insurance. " } });
    fireEvent.click(within(form).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(region("Status").textContent).toContain("This application is rejected: its status cannot change any more."));
    expect(body(DECISION)).toEqual({ decision: "reject", note: "We need proof of liability insurance." });
    expect(api!.calls.filter((call) => call.route === DECISION)).toHaveLength(1);
    expect(region("Status").textContent).toContain("Note sent on rejection");
    expect(screen.queryByRole("form", { name: "Reject the application" })).toBeNull();
  });

  it("shows a refused decision as the server words it, and reloads the listing on request", async () => {
    const refused = "A contractor cannot move from approved to rejected.";
    let reads = 0;
    open({
      [GET]: () => ({ status: 200, data: ++reads === 1 ? PENDING : APPROVED }),
      [DECISION]: () => conflict(refused),
    });
    const form = await screen.findByRole("form", { name: "Reject the application" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Note to the applicant" }), { target: { value: "Insurance missing." } });
    fireEvent.click(within(form).getByRole("button", { name: "Reject" }));
    const alert = await within(region("Status")).findByRole("alert");
    expect(within(alert).getByText(refused)).toBeTruthy();

    fireEvent.click(within(alert).getByRole("button", { name: "Reload the contractor" }));
    await waitFor(() => expect(within(region("Status")).getByRole("button", { name: "Unpublish" })).toBeTruthy());
    expect(api!.calls.filter((call) => call.route === GET)).toHaveLength(2);
    expect(within(region("Status")).queryByRole("alert")).toBeNull();
  });

  it("shows the server's field message when it refuses a rejection's note", async () => {
    const tooLong = "Note must be at most 2000 characters.";
    open({
      [GET]: () => ({ status: 200, data: PENDING }),
      [DECISION]: () => ({ status: 400, data: { statusCode: 400, error: "Bad Request", message: tooLong, errors: [{ field: "note", message: tooLong }] } }),
    });
    const form = await screen.findByRole("form", { name: "Reject the application" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Note to the applicant" }), { target: { value: "x".repeat(20) } });
    fireEvent.click(within(form).getByRole("button", { name: "Reject" }));
    const note = within(form).getByRole("textbox", { name: "Note to the applicant" });
    await waitFor(() => expect(note.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(note.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent).toBe(tooLong);
  });

  it("unpublishes and republishes an approved listing with the moves the server allows", async () => {
    const unpublished = { ...APPROVED, status: "unpublished" as const, allowedStatuses: ["approved" as const], updatedAt: "2026-11-24T15:00:00.000Z" };
    open({
      [GET]: () => ({ status: 200, data: APPROVED }),
      [STATUS]: (sent) => ({ status: 200, data: (sent as { status: string }).status === "unpublished" ? unpublished : APPROVED }),
    });
    const status = await screen.findByRole("region", { name: "Status" });
    expect(
      within(status)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Unpublish"]);
    expect(screen.getByRole("link", { name: "Public profile of Prairie Frame Co" })).toBeTruthy();

    fireEvent.click(within(status).getByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(within(region("Status")).getByRole("button", { name: "Republish" })).toBeTruthy());
    expect(body(STATUS)).toEqual({ status: "unpublished" });
    expect(screen.queryByRole("link", { name: /Public profile/ })).toBeNull();
    expect(region("Verification").textContent).toContain("Only an approved listing can be verified or unverified.");

    fireEvent.click(within(region("Status")).getByRole("button", { name: "Republish" }));
    await waitFor(() => expect(body(STATUS)).toEqual({ status: "approved" }));
  });

  it("verifies with the licence number prefilled and a note (the insurance end is the approved certificate's), and lists it in the history", async () => {
    open({ [GET]: () => ({ status: 200, data: APPROVED }), [VERIFY]: () => ({ status: 200, data: VERIFIED }) });
    const form = await screen.findByRole("form", { name: "Verify" });
    expect(screen.queryByRole("form", { name: "Unverify" })).toBeNull();
    expect(within(form).queryByLabelText("Insurance expiry")).toBeNull();
    expect(form.textContent).toContain(
      "Verified shows only while this listing has a current license or registration record and an approved certificate of insurance",
    );
    const license = within(form).getByRole("textbox", { name: "License number" }) as HTMLInputElement;
    expect(license.value).toBe("MO-REG-5512");

    fireEvent.change(license, { target: { value: " MO-REG-5512-B " } });
    fireEvent.change(within(form).getByRole("textbox", { name: "What you checked" }), { target: { value: "Registration, COI and two references checked." } });
    fireEvent.click(within(form).getByRole("button", { name: "Verify" }));

    const history = await screen.findByRole("table", { name: "Verification history, newest first" });
    expect(body(VERIFY)).toEqual({ action: "verify", licenseNumber: "MO-REG-5512-B", note: "Registration, COI and two references checked." });
    const [row] = within(history).getAllByRole("row").slice(1);
    expect(within(row).getByRole("rowheader").textContent).toBe("Nov 23, 2026, 10:00 AM");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Dana Office", "Verified", "MO-REG-5512-B", "June 30, 2027", "Registration, COI and two references checked."]);
    expect(within(region("Verification")).getByText("Verified")).toBeTruthy();
    expect(screen.getByRole("form", { name: "Unverify" })).toBeTruthy();
  });

  it("shows the server's 409 when no current records back the badge yet", async () => {
    const refused =
      "Verified must be backed by what our office holds: record a current license or registration you checked and approve a current certificate of insurance on this page first.";
    open({ [GET]: () => ({ status: 200, data: APPROVED }), [VERIFY]: () => conflict(refused) });
    const form = await screen.findByRole("form", { name: "Verify" });
    fireEvent.change(within(form).getByRole("textbox", { name: "What you checked" }), { target: { value: "Called the references." } });
    fireEvent.click(within(form).getByRole("button", { name: "Verify" }));
    expect(within(await within(form).findByRole("alert")).getByText(refused)).toBeTruthy();
  });

  it("puts the server's 400 messages at the verify form's fields", async () => {
    const blank = "License number is required to verify.";
    const noNote = "Note is required.";
    open({
      [GET]: () => ({ status: 200, data: APPROVED }),
      [VERIFY]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: "Please correct 2 fields: licenseNumber, note.",
          errors: [
            { field: "licenseNumber", message: blank },
            { field: "note", message: noNote },
          ],
        },
      }),
    });
    const form = await screen.findByRole("form", { name: "Verify" });
    fireEvent.change(within(form).getByRole("textbox", { name: "License number" }), { target: { value: " " } });
    fireEvent.click(within(form).getByRole("button", { name: "Verify" }));
    expect(await within(form).findByText(blank)).toBeTruthy();
    expect(within(form).getByText(noNote)).toBeTruthy();
    expect(within(form).getByRole("alert").textContent).toContain("Please correct 2 fields: licenseNumber, note.");
    expect(body(VERIFY)).toEqual({ action: "verify", licenseNumber: "", note: "" });
  });

  it("unverifies with a note, and shows a 409 as the server words it", async () => {
    const refused = "Only an approved listing can be verified or unverified.";
    let calls = 0;
    open({
      [GET]: () => ({ status: 200, data: VERIFIED }),
      [VERIFY]: () =>
        ++calls === 1
          ? conflict(refused)
          : { status: 200, data: { ...APPROVED, verifications: [{ ...VERIFIED.verifications[0], id: 4, action: "unverify" }, ...VERIFIED.verifications] } },
    });
    const form = await screen.findByRole("form", { name: "Unverify" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Why the badge is removed" }), { target: { value: "Insurance cancelled. " } });
    fireEvent.click(within(form).getByRole("button", { name: "Unverify" }));
    expect(within(await within(form).findByRole("alert")).getByText(refused)).toBeTruthy();
    expect(within(form).getByRole("button", { name: "Reload the contractor" })).toBeTruthy();
    expect(body(VERIFY)).toEqual({ action: "unverify", note: "Insurance cancelled." });

    fireEvent.click(within(form).getByRole("button", { name: "Unverify" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Unverify" })).toBeNull());
    expect(within(region("Verification")).getByText("Not verified")).toBeTruthy();
  });

  it("shows the server's message when the listing cannot be found", async () => {
    open({ [GET]: () => ({ status: 404, data: { statusCode: 404, error: "Not Found", message: "There is no contractor listing with this id." } }) });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("There is no contractor listing with this id.");
    expect(
      within(alert)
        .getByRole("link", { name: /All contractors/ })
        .getAttribute("href"),
    ).toBe("/admin/contractors");
  });
});
