import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import type { QuizDefinitionResponseDto, QuizOptionDto, QuizStepDto } from "../src/api/generated/model";
import { query, uniqueEmail } from "./support/db";
import { waitForMail } from "./support/mail";
import { expectNoSeriousViolations } from "./support/axe";

const SUCCESS = "✅ Success! Your quiz results package is being sent to your email now. Check your inbox!";

async function loadQuiz(request: APIRequestContext): Promise<QuizDefinitionResponseDto> {
  return (await request.get("/api/quiz")).json();
}

/** The path a visitor takes when every yes/no question gets `yesNo` and option questions their first option. */
function pathFor(quiz: QuizDefinitionResponseDto, yesNo: "yes" | "no"): { step: QuizStepDto; option: QuizOptionDto }[] {
  const steps = new Map(quiz.steps.map((step) => [step.id, step]));
  const path: { step: QuizStepDto; option: QuizOptionDto }[] = [];
  let step: QuizStepDto | undefined = steps.get(quiz.firstStep);
  while (step) {
    const option = step.options.find((o) => o.value === yesNo) ?? step.options[0];
    path.push({ step, option });
    step = option.next ? steps.get(option.next) : undefined;
  }
  return path;
}

async function start(page: Page, url = "/quiz"): Promise<void> {
  await page.goto(url);
  await page.getByRole("button", { name: "BUILD MY ROADMAP" }).click();
}

const progress = (page: Page) => page.getByRole("progressbar", { name: "Quiz progress" });
const insightScreen = (page: Page) => page.getByRole("dialog", { name: "BUILDING YOUR CUSTOM ROADMAP" });

for (const branch of ["yes", "no"] as const) {
  test(`the quiz, answering "${branch}": every percent, insight and count, then a lead, a results e-mail and the hub`, async ({ page, request }) => {
    const quiz = await loadQuiz(request);
    const path = pathFor(quiz, branch);
    expect(path).toHaveLength(quiz.totalQuestions);
    // spec §4: land ownership decides the second question.
    expect(path[1].step.id).toBe(branch === "yes" ? "siteSurvey" : "landSearchHelp");

    // The page's clock is driven by the test: each interstitial's 3.5 s (spec §9, proved with fake
    // timers in components/quiz.test.tsx) passes at once instead of costing 35 s of wall time.
    await page.clock.install();
    await start(page, "/quiz?utm_source=facebook&utm_campaign=spring-barndos&ref=partner-42");
    for (const [index, { step, option }] of path.entries()) {
      await expect(page.getByRole("heading", { name: step.question })).toBeVisible();
      await expect(progress(page)).toHaveAttribute("aria-valuenow", String(step.progress));
      await expect(page.getByText(`BUILDING KNOWLEDGE (${index}/${quiz.totalQuestions})`)).toBeVisible();

      const button = page.getByRole("button", { name: option.label, exact: true });
      await button.click();
      const screen = insightScreen(page);
      await expect(screen).toBeVisible();
      await expect(screen).toContainText(`Construction Insight #${index + 1}`);
      await expect(screen).toContainText(option.insight);
      await expect(button).toBeDisabled();

      await page.clock.runFor(3600);
      await expect(screen).toBeHidden();
    }

    // Completion.
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "100");
    // Completion shows every collected insight and the full knowledge count.
    await expect(page.getByRole("heading", { name: `BUILDING KNOWLEDGE (${quiz.totalQuestions}/${quiz.totalQuestions})` })).toBeVisible();
    for (const { option } of path) await expect(page.getByText(option.insight).first()).toBeVisible();
    await expect(page.locator("details")).toHaveCount(5);

    const email = uniqueEmail(`quiz-${branch}`);
    const form = page.getByRole("form", { name: "Send my roadmap" });
    await form.getByLabel("First name").fill("Dana");
    await form.getByLabel("Last name").fill("Miller");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/Phone/).fill("(816) 555-0100");
    await form.getByRole("button", { name: "SEND MY ROADMAP" }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    // The message takes the form's place (issue 25).
    await expect(form).toHaveCount(0);

    // The lead, in the real database.
    const [lead] = await query<{
      firstName: string;
      lastName: string;
      phone: string;
      accessToken: string;
      status: string;
      quizAnswers: { step: string; answer: string }[];
      utmSource: string;
      utmCampaign: string;
    }>(`SELECT * FROM discovery_call_leads WHERE email = $1`, [email]);
    expect(lead).toMatchObject({ firstName: "Dana", lastName: "Miller", status: "pending", utmSource: "facebook", utmCampaign: "spring-barndos" });
    expect(lead.quizAnswers.map((a) => `${a.step}=${a.answer}`)).toEqual(path.map(({ step, option }) => `${step.id}=${option.value}`));
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBe(lead.accessToken);

    // The results package, delivered by the outbox job to a real SMTP listener.
    const mail = await waitForMail(email, /roadmap/i);
    expect(mail.text).toContain(path[0].option.insight);
    expect(mail.text).toContain("https://booking.example.com/discovery-call");
    expect(mail.text).toMatch(/24 hours/);

    await page.getByRole("link", { name: "WANNA KNOW MORE?" }).click();
    await expect(page).toHaveURL(/\/unlock$/);
  });
}

test.describe("quiz submission failures", () => {
  async function toCompletion(page: Page, request: APIRequestContext): Promise<void> {
    const quiz = await loadQuiz(request);
    // Skip the interstitials' wait: the timing is proven above.
    await page.clock.install();
    await start(page);
    for (const { option } of pathFor(quiz, "no")) {
      await page.getByRole("button", { name: option.label, exact: true }).click();
      await page.clock.runFor(3600);
    }
    const form = page.getByRole("form", { name: "Send my roadmap" });
    await form.getByLabel("First name").fill("Dana");
    await form.getByLabel("Last name").fill("Miller");
    await form.getByLabel("Email").fill(uniqueEmail("quiz-fail"));
  }

  test("a server error shows its message; none shows the fallback; a network failure its own text", async ({ page, request }) => {
    await toCompletion(page, request);
    const submit = page.getByRole("button", { name: "SEND MY ROADMAP" });

    await page.route("**/api/submit-quiz", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ statusCode: 503, message: "We are updating the site. Please try again in a minute.", error: "Service Unavailable" }),
      }),
    );
    await submit.click();
    await expect(page.getByText("❌ Error: We are updating the site. Please try again in a minute.")).toBeVisible();

    await page.unroute("**/api/submit-quiz");
    await page.route("**/api/submit-quiz", (route) => route.fulfill({ status: 500, body: "" }));
    await submit.click();
    await expect(page.getByText("Failed to submit quiz. Please try again.")).toBeVisible();

    await page.unroute("**/api/submit-quiz");
    await page.route("**/api/submit-quiz", (route) => route.abort("internetdisconnected"));
    await submit.click();
    await expect(page.getByText("❌ Network error. Please check your connection and try again.")).toBeVisible();
    // Nothing was lost: the visitor's entries stay for another try.
    await expect(page.getByLabel("First name")).toHaveValue("Dana");
  });

  test("while sending, the button reads 'Sending...' and is disabled", async ({ page, request }) => {
    await toCompletion(page, request);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/submit-quiz", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "SEND MY ROADMAP" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByText(SUCCESS)).toBeVisible();
  });
});

test.describe("on a 390 px phone (issue 25)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the success message replaces the form, takes focus and shows without scrolling", async ({ page, request }) => {
    const quiz = await loadQuiz(request);
    await page.clock.install();
    await start(page);
    for (const { option } of pathFor(quiz, "yes")) {
      await page.getByRole("button", { name: option.label, exact: true }).click();
      await page.clock.runFor(3600);
    }
    const form = page.getByRole("form", { name: "Send my roadmap" });
    await form.getByLabel("First name").fill("Robin");
    await form.getByLabel("Last name").fill("Hale");
    await form.getByLabel("Email").fill(uniqueEmail("quiz-phone"));
    const submit = form.getByRole("button", { name: "SEND MY ROADMAP" });
    await submit.scrollIntoViewIfNeeded();
    await submit.tap();

    const sent = page.getByRole("region", { name: "Your roadmap is on its way" });
    await expect(sent.getByRole("status")).toHaveText(SUCCESS);
    await expect(form).toHaveCount(0);
    const heading = sent.getByRole("heading", { name: "Your roadmap is on its way" });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAttribute("tabindex", "-1");
    // On screen as it is, below the sticky header: no scrolling needed to read it.
    await expect(heading).toBeInViewport({ ratio: 1 });
    await expect(sent.getByText(SUCCESS)).toBeInViewport({ ratio: 1 });
    const header = page.locator("header").first();
    if (await header.count()) {
      const headerBottom = await header.evaluate((el) => el.getBoundingClientRect().bottom);
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    }
    await expectNoSeriousViolations(page, "/quiz, sent, 390 px");
  });
});

test.describe("smart landing", () => {
  test("a visitor with a stored access token goes from / to /unlock, with no hydration warnings", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && !m.location().url.includes("/api/designs/") && problems.push(m.text()));
    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("accessToken", "token-from-an-earlier-visit"));
    for (const url of ["/", "/traditional-landing", "/backup-landing"]) {
      await page.goto(url);
      await expect(page).toHaveURL(/\/unlock$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Barndominium Resource Hub");
    }
    expect(problems).toEqual([]);
  });

  test("everyone else gets the quiz at /, with no hydration warnings", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && problems.push(m.text()));
    await page.goto("/");
    await expect(page.getByRole("button", { name: "BUILD MY ROADMAP" })).toBeVisible();
    await expect(page.getByText("Loading Quiz...")).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("a crawler gets the static marketing page in the HTML, without scripts", async ({ request }) => {
    for (const userAgent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "Mozilla/5.0 (compatible; bingbot/2.0)", ""]) {
      const response = await request.get("/", { headers: { "user-agent": userAgent } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Missouri Barndominium Builders<\/h1>/);
      // No code; JSON-LD data blocks (the business) stay for the crawler.
      expect(html).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/);
      for (const href of [
        "/schedule",
        "/facebook-lead",
        "/st-joseph",
        "/kansas-city",
        "/liberty",
        "/platte-city",
        "/smithville",
        "/excelsior-springs",
        "/savannah",
        "/parkville",
        "/contact",
      ]) {
        expect(html, href).toContain(`href="${href}"`);
      }
    }
  });
});

test.describe("/facebook-lead", () => {
  test("shows the spec's messages, then stores the lead with its utm fields and opens the hub", async ({ page }) => {
    await page.goto("/facebook-lead?utm_source=facebook&utm_medium=paid-social&utm_campaign=fall&utm_content=video-a&utm_term=barndo");
    const submit = page.getByRole("button", { name: "GET MY FREE ROADMAP" });
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await submit.click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Please enter a basic email format (e.g., name@example.com)")).toBeVisible();

    const email = uniqueEmail("fb");
    await page.getByLabel("First name").fill("Casey");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await submit.click();
    await expect(page).toHaveURL(/\/unlock$/);
    const [lead] = await query<{
      firstName: string;
      utmSource: string;
      utmMedium: string;
      utmCampaign: string;
      utmContent: string;
      utmTerm: string;
      accessToken: string;
    }>(`SELECT * FROM discovery_call_leads WHERE email = $1`, [email]);
    expect(lead).toMatchObject({
      firstName: "Casey",
      utmSource: "facebook",
      utmMedium: "paid-social",
      utmCampaign: "fall",
      utmContent: "video-a",
      utmTerm: "barndo",
    });
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBe(lead.accessToken);
  });
});
