import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReferralStatsResponseDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { LinkTrackingSection, SUB_ID_PROBLEM, linkWithSubId, statsWeeksOf } from "./link-tracking-section";

const STATS_ROUTE = "GET /api/affiliate/me/referral-stats";
const LINK = "https://barndo.example/?ref=K7MPQ4RT";
const RULE =
  "First touch wins: when someone follows your link, they count as your referral if they take the quiz, ask for a discovery call or send the contact form within 90 days of that first visit, and another partner's link does not take them from you during those 90 days.";

const STATS: ReferralStatsResponseDto = {
  weeks: 12,
  since: "2026-09-07",
  promoCode: "K7MPQ4RT",
  attributionWindowDays: 90,
  attributionRule: RULE,
  links: [
    { channel: "link", subId: null, clicks: 1250, leads: 3, conversions: 1, conversionRatePercent: 0.2 },
    { channel: "link", subId: "spring-flyer", clicks: 8, leads: 2, conversions: 0, conversionRatePercent: 25 },
    { channel: "promo_code", subId: null, clicks: 0, leads: 1, conversions: 1, conversionRatePercent: null },
  ],
  byWeek: [
    { weekStart: "2026-11-23", channel: "link", subId: "spring-flyer", clicks: 8, leads: 2, conversions: 0, conversionRatePercent: 25 },
    { weekStart: "2026-11-16", channel: "link", subId: null, clicks: 4, leads: 0, conversions: 0, conversionRatePercent: 0 },
  ],
};

const realClipboard = Object.getOwnPropertyDescriptor(navigator, "clipboard");
afterEach(() => {
  if (realClipboard) Object.defineProperty(navigator, "clipboard", realClipboard);
  else delete (navigator as { clipboard?: unknown }).clipboard;
});

function open(url = "/affiliate-dashboard", stats: FakeHandler = () => ({ status: 200, data: STATS })) {
  const { api, router } = renderRoute(url, [{ path: "/affiliate-dashboard", Component: () => <LinkTrackingSection referralLink={LINK} /> }], {
    api: { [STATS_ROUTE]: stats },
  });
  return { api, router };
}

/** A table's header texts and its rows' cell texts. */
function tableText(name: string) {
  const table = screen.getByRole("table", { name });
  const rows = within(table).getAllByRole("row");
  return rows.map((row) => Array.from(row.querySelectorAll("th, td")).map((cell) => cell.textContent));
}

describe("Track your links", () => {
  it("builds the link with a campaign sub-id and copies it with the Copy button", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    open();
    const output = screen.getByLabelText("Link to share") as HTMLInputElement;
    expect(output.value).toBe(LINK);
    expect(output.readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText("Campaign name (sub-id)"), { target: { value: "spring-flyer" } });
    expect(output.value).toBe("https://barndo.example/?ref=K7MPQ4RT&sub=spring-flyer");
    fireEvent.click(screen.getByRole("button", { name: "Copy this link" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Link copied"));
    expect(writeText).toHaveBeenCalledWith("https://barndo.example/?ref=K7MPQ4RT&sub=spring-flyer");
  });

  it("refuses a sub-id the link cannot carry, saying why, with nothing to copy", () => {
    open();
    const subId = screen.getByLabelText("Campaign name (sub-id)");
    fireEvent.change(subId, { target: { value: "spring flyer!" } });
    expect(subId.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(SUB_ID_PROBLEM)).toBeTruthy();
    expect((screen.getByLabelText("Link to share") as HTMLInputElement).value).toBe("");
    expect((screen.getByRole("button", { name: "Copy this link" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("states the first-touch rule and shows each link's numbers as text, with table headers", async () => {
    const { api } = open();
    expect(await screen.findByText(RULE)).toBeTruthy();
    expect(tableText("Your links since September 7, 2026")).toEqual([
      ["Link", "Clicks", "Leads", "Conversions", "Conversion rate"],
      ["Main link (no sub-id)", "1,250", "3", "1", "0.2%"],
      ["Sub-id spring-flyer", "8", "2", "0", "25.0%"],
      ["Promo code K7MPQ4RT", "—not a link", "1", "1", "—no clicks to compare"],
    ]);
    expect(tableText("Your links week by week")).toEqual([
      ["Week of", "Link", "Clicks", "Leads", "Conversions", "Conversion rate"],
      ["November 23, 2026", "Sub-id spring-flyer", "8", "2", "0", "25.0%"],
      ["November 16, 2026", "Main link (no sub-id)", "4", "0", "0", "0.0%"],
    ]);
    expect(api.calls.map((call) => call.params)).toEqual([{ weeks: 12 }]);
  });

  it("keeps the weeks shown in the URL and asks the server for them", async () => {
    const { api, router } = open("/affiliate-dashboard?statsWeeks=26&page=2");
    const weeks = screen.getByLabelText("Weeks shown") as HTMLSelectElement;
    expect(weeks.value).toBe("26");
    await screen.findByText(RULE);
    fireEvent.change(weeks, { target: { value: "52" } });
    await waitFor(() => expect(router.state.location.search).toBe("?statsWeeks=52&page=2"));
    await waitFor(() => expect(api.calls.map((call) => call.params)).toEqual([{ weeks: 26 }, { weeks: 52 }]));
    fireEvent.change(weeks, { target: { value: "12" } });
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
  });

  it("says when there is nothing in these weeks yet, and offers a retry when the numbers cannot load", async () => {
    open("/affiliate-dashboard", () => ({ status: 200, data: { ...STATS, byWeek: [] } }));
    expect(await screen.findByText("No clicks or referrals in these weeks yet. Share your link and check back here.")).toBeTruthy();
  });

  it("reads the weeks and builds links as the server expects", () => {
    expect([null, "4", "12", "26", "52", "53", "0", "all"].map(statsWeeksOf)).toEqual([12, 4, 12, 26, 52, 12, 12, 12]);
    expect(linkWithSubId(LINK, "")).toBe(LINK);
    expect(linkWithSubId(LINK, "news.letter_1")).toBe("https://barndo.example/?ref=K7MPQ4RT&sub=news.letter_1");
  });
});
