import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type {
  AdminContractorCredentialsResponseDto,
  AdminContractorDetailResponseDto,
  ContractorLicenseResponseDto,
  OfficeInsuranceCertificateResponseDto,
} from "@/api/generated/model";
import type { FakeApi, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import ContractorPage from "./contractor-page";
import { adminPages } from "./pages";

const GET = "GET /api/admin/contractors/41";
const CREDENTIALS = "GET /api/admin/contractors/41/credentials";
const UPSERT = "POST /api/admin/contractors/41/licenses";
const REVIEW = "POST /api/admin/insurance-certificates/70/review";
const DELETE = "DELETE /api/admin/contractor-licenses/12";
let api: FakeApi | undefined;

const LISTING: AdminContractorDetailResponseDto = {
  id: 41,
  slug: "prairie-frame-co",
  name: "Prairie Frame Co",
  email: "office@prairieframe.example.com",
  phone: null,
  contactName: null,
  website: null,
  status: "approved",
  allowedStatuses: ["unpublished"],
  verified: false,
  verifiedAt: null,
  insuranceExpiresOn: null,
  insuranceExpired: false,
  licenseNumber: null,
  isSample: false,
  averageRating: 0,
  reviewCount: 0,
  pendingReviewCount: 0,
  userId: 88,
  specialties: [],
  serviceAreaCount: 1,
  createdAt: "2026-11-21T03:30:00.000Z",
  updatedAt: "2026-11-21T03:30:00.000Z",
  description: null,
  imageUrl: null,
  businessAddress: null,
  yearsInBusiness: null,
  rejectionReason: null,
  areas: [],
  verifications: [],
};

const PENDING_CERTIFICATE: OfficeInsuranceCertificateResponseDto = {
  id: 70,
  contractorId: 41,
  contractorName: "Prairie Frame Co",
  insurer: "Heartland Mutual",
  policyNumber: "GL-2027",
  coverageCents: 100_000_000,
  expiresOn: "2027-06-30",
  status: "pending",
  expired: false,
  current: false,
  rejectionReason: null,
  fileName: "COI 2027.pdf",
  contentType: "application/pdf",
  byteSize: 80_000,
  reviewedAt: null,
  reviewedByName: null,
  downloadUrl: "/api/admin/insurance-certificates/70/file",
  allowedDecisions: ["approve", "reject"],
  createdAt: "2026-11-21T16:00:00.000Z",
};

const KC_LICENSE: ContractorLicenseResponseDto = {
  id: 12,
  contractorId: 41,
  trade: "general_contractor",
  jurisdictionKind: "city_or_county",
  jurisdictionName: "Kansas City",
  credential: "license",
  number: "GC-10442",
  issuer: "City of Kansas City, Missouri",
  expiresOn: "2027-04-30",
  current: true,
  evidence: "document",
  documentFileName: "kc-license.pdf",
  documentUrl: "/api/admin/contractor-licenses/12/document",
  publicRecordUrl: null,
  publicRecordText: null,
  checkedByName: "Casey Admin",
  checkedAt: "2026-11-03T16:00:00.000Z",
  line: "Kansas City general contractor license, checked 2026-11-03 by Casey",
};

const credentials = (values: Partial<AdminContractorCredentialsResponseDto> = {}): AdminContractorCredentialsResponseDto => ({
  licenses: [KC_LICENSE],
  certificates: [PENDING_CERTIFICATE],
  profile: {
    licenseHeadline: "License checked",
    licenses: [],
    insurance: { state: "none", label: null, sentence: null, insurer: null, coverageCents: null, expiresOn: null },
  },
  ...values,
});

function open(routes: Record<string, FakeHandler> = {}) {
  api = renderRoute("/admin/contractors/41", [{ path: adminPages.contractor.path, Component: ContractorPage }], {
    api: { [GET]: () => ({ status: 200, data: LISTING }), [CREDENTIALS]: () => ({ status: 200, data: credentials() }), ...routes },
  }).api;
  return api;
}

const panel = async () => within(await screen.findByRole("region", { name: "Licenses and insurance" }));
const count = (route: string) => api!.calls.filter((call) => call.route === route).length;

describe("/admin/contractors/{id}: licenses and insurance", () => {
  it("shows what the profile says, the certificates with their file, and the license records with what was checked", async () => {
    open();
    const section = await panel();
    expect(await section.findByText("no insurance on file", { exact: false })).toBeTruthy();
    const certificates = section.getByRole("table", { name: "Certificates of insurance of Prairie Frame Co, those to check first" });
    const [row] = within(certificates).getAllByRole("row").slice(1);
    expect(within(row).getByRole("link", { name: "COI 2027.pdf (download the certificate)" }).getAttribute("href")).toBe(
      "/api/admin/insurance-certificates/70/file",
    );
    expect(
      within(row)
        .getAllByRole("cell")
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(["$1,000,000", "June 30, 2027", "To check"]);
    const licenses = section.getByRole("table", { name: "Licenses and registrations our office checked for Prairie Frame Co" });
    const [license] = within(licenses).getAllByRole("row").slice(1);
    expect(within(license).getByRole("rowheader").textContent).toBe("Kansas City general contractor license, checked 2026-11-03 by Casey");
    expect(within(license).getByRole("link", { name: "kc-license.pdf (the document checked)" }).getAttribute("href")).toBe(
      "/api/admin/contractor-licenses/12/document",
    );
    expect(license.textContent).toContain("Checked by Casey Admin");
  });

  it("approves a certificate with one click, then reads the records and the listing again", async () => {
    open({ [REVIEW]: () => ({ status: 200, data: { ...PENDING_CERTIFICATE, status: "approved", current: true, allowedDecisions: ["reject"] } }) });
    const section = await panel();
    fireEvent.click(await section.findByRole("button", { name: "Approve the certificate from Heartland Mutual" }));
    await waitFor(() => expect(count(CREDENTIALS)).toBe(2));
    expect(api!.calls.find((call) => call.route === REVIEW)!.body).toEqual({ decision: "approve" });
    await waitFor(() => expect(count(GET)).toBe(2));
  });

  it("rejects with the reason typed, and shows the server's message at the reason", async () => {
    const needed = "Give the reason for rejecting it; the contractor reads it on the dashboard and in the e-mail.";
    let answers = 0;
    open({
      [REVIEW]: () =>
        ++answers === 1
          ? { status: 400, data: { statusCode: 400, error: "Bad Request", message: needed, errors: [{ field: "reason", message: needed }] } }
          : { status: 200, data: { ...PENDING_CERTIFICATE, status: "rejected", rejectionReason: "Wrong business name.", allowedDecisions: [] } },
    });
    const section = await panel();
    fireEvent.click(await section.findByRole("button", { name: "Reject the certificate from Heartland Mutual" }));
    const form = section.getByRole("form", { name: "Reject the certificate from Heartland Mutual" });
    fireEvent.click(within(form).getByRole("button", { name: "Reject with this reason" }));
    expect(await within(form).findByText(needed)).toBeTruthy();
    fireEvent.change(within(form).getByRole("textbox", { name: "Reason (e-mailed to the contractor)" }), { target: { value: " Wrong business name. " } });
    fireEvent.click(within(form).getByRole("button", { name: "Reject with this reason" }));
    await waitFor(() => expect(count(REVIEW)).toBe(2));
    expect(api!.calls.filter((call) => call.route === REVIEW).at(-1)!.body).toEqual({ decision: "reject", reason: "Wrong business name." });
  });

  it("shows a refused move (409) in the server's words", async () => {
    const refused = "An insurance certificate cannot move from rejected to approved.";
    open({ [REVIEW]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: refused } }) });
    const section = await panel();
    fireEvent.click(await section.findByRole("button", { name: "Approve the certificate from Heartland Mutual" }));
    expect(await section.findByText(refused)).toBeTruthy();
    expect(section.getByRole("button", { name: "Reload the certificates" })).toBeTruthy();
  });

  it("records a license: the trade, the city, the number and what was checked, as form data; no statewide license for a general contractor", async () => {
    open({ [UPSERT]: () => ({ status: 200, data: KC_LICENSE }) });
    const section = await panel();
    const form = within(await section.findByRole("form", { name: "Record a license or registration you checked" }));
    const statewide = form.getByRole("option", { name: "Missouri statewide electrical license" }) as HTMLOptionElement;
    expect(statewide.disabled).toBe(true);
    fireEvent.change(form.getByLabelText("Trade"), { target: { value: "electrical" } });
    expect((form.getByRole("option", { name: "Missouri statewide electrical license" }) as HTMLOptionElement).disabled).toBe(false);
    fireEvent.change(form.getByLabelText("Trade"), { target: { value: "general_contractor" } });

    fireEvent.change(form.getByLabelText("City, county or issuing body"), { target: { value: "Kansas City" } });
    fireEvent.change(form.getByLabelText("Number"), { target: { value: " GC-10442 " } });
    fireEvent.change(form.getByLabelText("Issuer"), { target: { value: "City of Kansas City, Missouri" } });
    fireEvent.change(form.getByLabelText("End date (if any)"), { target: { value: "2027-04-30" } });
    fireEvent.change(form.getByLabelText("Document checked"), { target: { files: [new File(["%PDF-1.4"], "kc-license.pdf", { type: "application/pdf" })] } });
    fireEvent.click(form.getByRole("button", { name: "Record as checked today" }));

    expect((await form.findByRole("status")).textContent).toBe("Recorded: Kansas City general contractor license, checked 2026-11-03 by Casey.");
    const sent = api!.calls.find((call) => call.route === UPSERT)!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...sent.entries()].map(([key, value]) => [key, value instanceof File ? value.name : value]))).toEqual({
      trade: "general_contractor",
      jurisdictionKind: "city_or_county",
      jurisdictionName: "Kansas City",
      credential: "license",
      number: "GC-10442",
      issuer: "City of Kansas City, Missouri",
      expiresOn: "2027-04-30",
      file: "kc-license.pdf",
    });
    await waitFor(() => expect(count(CREDENTIALS)).toBe(2));
  });

  it("puts the server's Missouri rule at its field", async () => {
    const rule = "Missouri has no statewide general contractor license; name the city or county that issued it (for example Kansas City or St. Louis County).";
    open({
      [UPSERT]: () => ({ status: 400, data: { statusCode: 400, error: "Bad Request", message: rule, errors: [{ field: "jurisdictionName", message: rule }] } }),
    });
    const form = within(await (await panel()).findByRole("form", { name: "Record a license or registration you checked" }));
    fireEvent.change(form.getByLabelText("City, county or issuing body"), { target: { value: "State of Missouri" } });
    fireEvent.click(form.getByRole("button", { name: "Record as checked today" }));
    expect(await form.findByText(rule)).toBeTruthy();
    expect(form.getByLabelText("City, county or issuing body").getAttribute("aria-invalid")).toBe("true");
  });

  it("removes a license record only after a confirmation", async () => {
    open({ [DELETE]: () => ({ status: 204 }) });
    const section = await panel();
    fireEvent.click(await section.findByRole("button", { name: `Remove ${KC_LICENSE.line}` }));
    fireEvent.click(section.getByRole("button", { name: "Keep it" }));
    expect(count(DELETE)).toBe(0);
    fireEvent.click(section.getByRole("button", { name: `Remove ${KC_LICENSE.line}` }));
    fireEvent.click(section.getByRole("button", { name: `Yes, remove ${KC_LICENSE.line}` }));
    await waitFor(() => expect(count(DELETE)).toBe(1));
    await waitFor(() => expect(count(CREDENTIALS)).toBe(2));
  });
});
