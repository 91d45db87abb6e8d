import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { InsuranceCertificateResponseDto, MyContractorProfileResponseDto, MyInsuranceCertificatesResponseDto } from "@/api/generated/model";
import { Toaster } from "@/components/toast/toaster";
import { resetToasts } from "@/components/toast/use-toast";
import { addDays, businessToday } from "@/lib/dates";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import ContractorDashboardPage from "./dashboard-page";
import { CERTIFICATE_FORM_MESSAGES, TOO_LARGE_MESSAGE } from "./dashboard-insurance";

const PROFILE_ROUTE = "GET /api/contractor/me";
const LIST = "GET /api/contractor/me/insurance-certificates";
const UPLOAD = "POST /api/contractor/me/insurance-certificates";

afterEach(() => {
  act(() => resetToasts());
});

const PROFILE = {
  id: 12,
  slug: "northland-sip-crew",
  name: "Northland SIP Crew",
  initials: "NS",
  status: "approved",
  email: "office@northland-sip.example",
  phone: null,
  website: null,
  contactName: null,
  businessAddress: null,
  description: null,
  imageUrl: null,
  licenseNumber: null,
  yearsInBusiness: null,
  specialties: [],
  averageRating: 0,
  reviewCount: 0,
  verified: false,
  licenseChecked: false,
  insured: false,
  verifiedAt: null,
  insuranceExpiresOn: "2026-10-31",
  licenseHeadline: null,
  licenses: [],
  insurance: {
    state: "expired",
    label: "Insurance on file expired",
    sentence: "The insurance on file expired 2026-10-31.",
    insurer: "Heartland Mutual",
    coverageCents: 100_000_000,
    expiresOn: "2026-10-31",
  },
  isSample: false,
  serves: [],
  coverage: { count: 0, total: 16, cities: [] },
  areas: [],
  photos: [],
  officeOnlyFields: ["name", "licenseNumber", "yearsInBusiness", "email"],
  newInquiryCount: 0,
  verificationNotice: null,
  responseTime: null,
  createdAt: "2026-01-05T15:00:00.000Z",
  updatedAt: "2026-03-10T15:00:00.000Z",
} satisfies MyContractorProfileResponseDto;

const REJECTED: InsuranceCertificateResponseDto = {
  id: 8,
  insurer: "Prairie Casualty",
  policyNumber: "PC-22",
  coverageCents: 50_000_000,
  expiresOn: "2027-05-31",
  status: "rejected",
  expired: false,
  current: false,
  rejectionReason: "The certificate names another business.",
  fileName: "coi.pdf",
  contentType: "application/pdf",
  byteSize: 81_000,
  reviewedAt: "2026-11-02T15:00:00.000Z",
  createdAt: "2026-11-01T15:00:00.000Z",
};
const ENDED: InsuranceCertificateResponseDto = {
  ...REJECTED,
  id: 5,
  insurer: "Heartland Mutual",
  policyNumber: "GL-1",
  coverageCents: 100_000_000,
  expiresOn: "2026-10-31",
  status: "approved",
  expired: true,
  rejectionReason: null,
  createdAt: "2025-10-20T15:00:00.000Z",
};

const mine = (items: InsuranceCertificateResponseDto[], pendingCount = 0): MyInsuranceCertificatesResponseDto => ({
  items,
  total: items.length,
  pendingCount,
  maxPending: 3,
});

function open(routes: Record<string, FakeHandler> = {}) {
  const { api } = renderRoute("/contractors/dashboard", [{ id: "contractors/dashboard", path: "/contractors/dashboard", Component: ContractorDashboardPage }], {
    api: {
      [PROFILE_ROUTE]: () => ({ status: 200, data: PROFILE }),
      "GET /api/contractor/me/inquiries": () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 25 } }),
      [LIST]: () => ({ status: 200, data: mine([REJECTED, ENDED]) }),
      ...routes,
    },
    children: <Toaster />,
  });
  return api.calls;
}

const section = async () => within(await screen.findByRole("region", { name: "Insurance certificate" }));
const form = () => within(screen.getByRole("region", { name: "Upload a certificate of insurance" }));

function fill(values: { insurer?: string; policy?: string; coverage?: string; ends?: string; file?: File }) {
  if (values.insurer !== undefined) fireEvent.change(form().getByLabelText("Insurance company"), { target: { value: values.insurer } });
  if (values.policy !== undefined) fireEvent.change(form().getByLabelText("Policy number"), { target: { value: values.policy } });
  if (values.coverage !== undefined) fireEvent.change(form().getByLabelText("Coverage (US dollars)"), { target: { value: values.coverage } });
  if (values.ends !== undefined) fireEvent.change(form().getByLabelText("Policy end date"), { target: { value: values.ends } });
  if (values.file) fireEvent.change(form().getByLabelText("Certificate file"), { target: { files: [values.file] } });
}

describe("/contractors/dashboard: Insurance certificate", () => {
  it("says what the profile shows now, and lists the certificates with their status, end date and the office's reason", async () => {
    open();
    const insurance = await section();
    expect(insurance.getByText("Your profile says: Insurance on file expired. The insurance on file expired 2026-10-31.")).toBeTruthy();
    const table = await insurance.findByRole("table", { name: "Your certificates of insurance, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["$500,000", "May 31, 2027", "Not acceptedOur office: The certificate names another business.", "November 1, 2026"],
      ["$1,000,000", "October 31, 2026", "Approved, ended", "October 20, 2025"],
    ]);
    expect(within(rows[0]).getByRole("rowheader").textContent).toBe("Prairie CasualtyPolicy PC-22coi.pdf");
  });

  it("refuses an incomplete form in place, in the contractor's words, and sends nothing", async () => {
    const calls = open();
    await (await section()).findByRole("table");
    fireEvent.click(form().getByRole("button", { name: "Upload certificate" }));
    expect(await form().findByText(CERTIFICATE_FORM_MESSAGES.insurer)).toBeTruthy();
    expect(form().getByText(CERTIFICATE_FORM_MESSAGES.policyNumber)).toBeTruthy();
    expect(form().getByText(CERTIFICATE_FORM_MESSAGES.coverageCents)).toBeTruthy();
    expect(form().getByText(CERTIFICATE_FORM_MESSAGES.expiresOn)).toBeTruthy();
    expect(form().getByText(CERTIFICATE_FORM_MESSAGES.file)).toBeTruthy();
    expect(form().getByLabelText("Coverage (US dollars)").getAttribute("aria-invalid")).toBe("true");
    fill({ coverage: "a million" });
    fireEvent.click(form().getByRole("button", { name: "Upload certificate" }));
    expect(await form().findByText(CERTIFICATE_FORM_MESSAGES.coverageCents)).toBeTruthy();
    expect(calls.filter((call) => call.route === UPLOAD)).toEqual([]);
  });

  it("refuses a file over 10 MB before sending it", async () => {
    const calls = open();
    await (await section()).findByRole("table");
    const big = new File(["x"], "scan.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    fill({ insurer: "Heartland Mutual", policy: "GL-2", coverage: "1,000,000", ends: addDays(businessToday(), 300), file: big });
    fireEvent.click(form().getByRole("button", { name: "Upload certificate" }));
    expect(await form().findByText(TOO_LARGE_MESSAGE)).toBeTruthy();
    expect(calls.filter((call) => call.route === UPLOAD)).toEqual([]);
  });

  it("uploads the fields with the coverage in cents and the file as form data, confirms, and reads the list and profile again", async () => {
    const ends = addDays(businessToday(), 300);
    const calls = open({
      [UPLOAD]: () => ({ status: 201, data: { ...REJECTED, id: 9, insurer: "Heartland Mutual", status: "pending", rejectionReason: null } }),
    });
    await (await section()).findByRole("table");
    fill({
      insurer: " Heartland Mutual ",
      policy: "GL-2027",
      coverage: "$1,000,000",
      ends,
      file: new File(["%PDF-1.4"], "COI 2027.pdf", { type: "application/pdf" }),
    });
    fireEvent.click(form().getByRole("button", { name: "Upload certificate" }));
    expect((await form().findByRole("status")).textContent).toBe(
      "Thanks: your certificate from Heartland Mutual is with our office. We check it within 2 business days and e-mail you.",
    );
    const sent = calls.find((call) => call.route === UPLOAD)!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect([sent.get("insurer"), sent.get("policyNumber"), sent.get("coverageCents"), sent.get("expiresOn"), (sent.get("file") as File).name]).toEqual([
      "Heartland Mutual",
      "GL-2027",
      "100000000",
      ends,
      "COI 2027.pdf",
    ]);
    await waitFor(() => expect(calls.filter((call) => call.route === LIST)).toHaveLength(2));
    await waitFor(() => expect(calls.filter((call) => call.route === PROFILE_ROUTE)).toHaveLength(2));
    expect((form().getByLabelText("Insurance company") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's refusal of the file (415) under the file field, and a field's message at its field", async () => {
    const refusal =
      "This file cannot be a certificate of insurance: its contents are not a PDF, JPEG, PNG or WebP file (they are a Windows program), whatever its name says. Save it as PDF, JPEG, PNG or WebP and upload it again.";
    let answer = 0;
    open({
      [UPLOAD]: () =>
        ++answer === 1
          ? { status: 415, data: { statusCode: 415, error: "Unsupported Media Type", message: refusal } }
          : {
              status: 400,
              data: {
                statusCode: 400,
                error: "Bad Request",
                message: "This certificate has already ended. Upload the current one, with an end date of today or later.",
                errors: [{ field: "expiresOn", message: "This certificate has already ended. Upload the current one, with an end date of today or later." }],
              },
            },
    });
    await (await section()).findByRole("table");
    fill({
      insurer: "Heartland Mutual",
      policy: "GL-2",
      coverage: "1000000",
      ends: addDays(businessToday(), 10),
      file: new File(["MZ"], "coi.pdf", { type: "application/pdf" }),
    });
    fireEvent.click(form().getByRole("button", { name: "Upload certificate" }));
    expect(await form().findByText(refusal)).toBeTruthy();
    expect(form().getByLabelText("Certificate file").getAttribute("aria-invalid")).toBe("true");
    fill({ file: new File(["%PDF"], "coi.pdf", { type: "application/pdf" }) });
    fireEvent.click(form().getByRole("button", { name: "Upload certificate" }));
    expect(await form().findByText("This certificate has already ended. Upload the current one, with an end date of today or later.")).toBeTruthy();
    expect(form().getByLabelText("Policy end date").getAttribute("aria-invalid")).toBe("true");
  });

  it("with three certificates waiting, says the office has them", async () => {
    open({ [LIST]: () => ({ status: 200, data: mine([{ ...REJECTED, status: "pending", rejectionReason: null }], 3) }) });
    await (await section()).findByRole("table");
    expect(screen.getByRole("region", { name: "Upload a certificate of insurance" }).textContent).toContain(
      "You have the most certificates waiting for our check already",
    );
  });
});
