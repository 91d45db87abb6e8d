import { expect, type Page } from "@playwright/test";
import type { DepositAgreementResponseDto, DepositResponseDto } from "../../src/api/generated/model";

/** The date in Missouri `daysAhead` days from now, YYYY-MM-DD (worked out here, not with the app's own date code). */
export function missouriDate(daysAhead = 0): string {
  const when = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(when);
}

/**
 * A signed deposit on `plan` placed through the API by the buyer signed in on `page` (the steps the
 * checkout page takes: read the agreement, sign it with the typed name, send the build site). With
 * Stripe in force the answer carries the checkout page's URL.
 */
export async function placeSignedDeposit(page: Page, plan = "rose-mount", signerName = "Marla Whitaker"): Promise<DepositResponseDto> {
  const agreement = (await (await page.request.get(`/api/deposits/agreement?design=${plan}`)).json()) as DepositAgreementResponseDto;
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const placed = await page.request.post("/api/deposits", {
    headers: { "X-XSRF-TOKEN": xsrf },
    data: {
      designId: plan,
      street: "18250 County Road 360",
      city: "Savannah",
      zipCode: "64485",
      expectedStartDate: missouriDate(60),
      signerName,
      consentToSignElectronically: true,
      agreementVersion: agreement.version,
      agreementSha256: agreement.sha256,
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as DepositResponseDto;
}
