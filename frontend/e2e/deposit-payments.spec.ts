import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test";
import { expectNoSeriousViolations } from "./support/axe";
import { waitForMail } from "./support/mail";
import { placeSignedDeposit } from "./support/deposits";
import { signInAsNewAdmin, signInAsNewBuyer } from "./support/staff";
import { E2E_STRIPE_PORT } from "./support/ports";

/**
 * Deposits paid online (issue 29) through the local fake of Stripe (backend/tools/fake-stripe), as a
 * buyer and an admin live them: a bank payment that clears days later, and a refund from the
 * office's deposit page that Stripe's webhook completes. The buyer's card journey with the agreement
 * and its PDF is in buyer-journey.spec.ts.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const main = (page: Page) => page.getByRole("main");
const FAKE_STRIPE = `http://127.0.0.1:${E2E_STRIPE_PORT}`;

/** The buyer pays on the fake checkout page the deposit's checkoutUrl opens, by card or by bank account. */
async function payOnCheckoutPage(page: Page, checkoutUrl: string, method: "Pay by card" | "Pay by bank account"): Promise<string> {
  await page.goto(checkoutUrl);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Test checkout");
  await page.getByRole("button", { name: method }).click();
  await expect(page).toHaveURL(/\/deposit-confirmation\/rose-mount\?paid=1&session_id=cs_/);
  return new URL(checkoutUrl).pathname.split("/").at(-1)!;
}

test("a bank payment shows as clearing, then paid when the bank confirms it; an unpaid deposit can be paid from its page", async ({ page }) => {
  const buyer = await signInAsNewBuyer(page, "bank-buyer", "Odell");
  const deposit = await placeSignedDeposit(page, "rose-mount", "Odell Whitaker");
  expect(deposit.status).toBe("pending");
  expect(deposit.checkoutUrl).toMatch(new RegExp(`^${FAKE_STRIPE}/pay/`));

  // The buyer left Stripe's page without paying: the confirmation offers the payment again.
  await page.goto("/deposit-confirmation/rose-mount");
  await expect(main(page)).toContainText("is not paid yet");
  const pay = main(page).getByRole("region", { name: /^Pay the .* deposit$/ });
  await expectNoSeriousViolations(page, "/deposit-confirmation/rose-mount (unpaid)");
  await pay.getByRole("button", { name: "Pay the deposit" }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE}/pay/`));
  const sessionId = await payOnCheckoutPage(page, page.url(), "Pay by bank account");

  const details = main(page).getByRole("region", { name: "Reservation details" });
  await expect(details).toContainText("Bank payment clearing");
  await expect(main(page)).toContainText("bank payments take a few business days to clear");
  await expect(main(page).getByRole("button", { name: "Pay the deposit" })).toHaveCount(0);

  // Days later the bank confirms: Stripe's signed event makes it paid.
  const settled = await page.request.post(`${FAKE_STRIPE}/_test/checkout/${sessionId}/settle`, { data: { outcome: "succeeded" } });
  expect(settled.ok()).toBe(true);
  await page.reload();
  await expect(details).toContainText("Paid — thank you");
  await waitForMail(buyer.email, /paid|received|receipt/i);
});

test("an admin refunds part of a paid deposit; Stripe's webhook completes it and the buyer is told", async ({ page, browser }) => {
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyer = await signInAsNewBuyer(buyerPage, "refund-buyer", "Marla");
  const deposit = await placeSignedDeposit(buyerPage);
  await payOnCheckoutPage(buyerPage, deposit.checkoutUrl!, "Pay by card");
  await expect(buyerPage.getByRole("main").getByRole("region", { name: "Reservation details" })).toContainText("Paid — thank you");

  await signInAsNewAdmin(page, "refunds");
  await page.goto(`/admin/deposits?q=${encodeURIComponent(buyer.email)}`);
  const row = main(page).getByRole("row").filter({ hasText: buyer.email });
  await expect(row).toContainText("Paid");
  await row.getByRole("button", { name: /^Details/ }).click();

  const payment = main(page).getByRole("region", { name: /Payment of deposit/ });
  await expect(payment).toContainText("Stripe Checkout (card or US bank account)");
  await expect(payment.getByRole("link", { name: /Signed agreement \(PDF\)/ })).toHaveAttribute("href", `/api/deposits/${deposit.id}/agreement.pdf`);
  // Paid online: nobody marks it anything by hand; the refund is the office's one move.
  await expect(main(page).getByRole("form", { name: /Change the status of deposit/ })).toHaveCount(0);
  const refund = payment.getByRole("form", { name: `Refund deposit #${deposit.id}` });
  await expectNoSeriousViolations(page, "/admin/deposits (a paid deposit open)");

  await refund.getByLabel("Amount to refund (US dollars)").fill("500");
  await refund.getByLabel("Reason (the buyer reads it)").fill("The site visit is no longer needed; we return its share of the deposit.");
  await refund.getByRole("button", { name: "Refund" }).click();

  // Stripe's refund.updated webhook completes it; the page shows it refunded once reloaded.
  await expect
    .poll(
      async () => {
        await page.reload();
        await main(page)
          .getByRole("row")
          .filter({ hasText: buyer.email })
          .getByRole("button", { name: /^Details/ })
          .click();
        return (
          (await main(page)
            .getByRole("region", { name: /Payment of deposit/ })
            .textContent()) ?? ""
        );
      },
      { timeout: 20_000 },
    )
    .toContain("$500");
  await expect(main(page).getByRole("row").filter({ hasText: buyer.email })).toContainText("Refunded");
  const history = main(page).getByRole("region", { name: /History of deposit/ });
  await expect(history).toContainText("Paid → Refunded");

  const mail = await waitForMail(buyer.email, /refund/i);
  expect(mail.text).toContain("$500");
  expect(mail.text).toContain("The site visit is no longer needed");

  await buyerPage.goto("/deposit-confirmation/rose-mount");
  await expect(buyerPage.getByRole("main")).toContainText("We refunded $500 of your");
  await buyerContext.close();
});
