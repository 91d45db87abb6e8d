/**
 * Issue 30: the one place that says which partner a visitor's lead belongs to. Everything that
 * decides it reads this file: the click handler (whether a new link replaces the visitor's
 * cookie), `AffiliateLeads.attributeReferral` (whether the cookie's click still counts) and the
 * partner dashboard (the sentence below, sent with getMyReferralStats).
 */
export const REFERRAL_ATTRIBUTION_RULE = {
  /** The first partner link a visitor follows keeps them; a later link of another partner does not replace it. */
  model: 'first_touch',
  /** A lead counts for the click's partner when it arrives within the window after the click (REFERRAL_COOKIE_DAYS). */
  windowStartsAt: 'click',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a click's window: the lead must arrive before it. */
export function attributionWindowEnd(clickedAt: Date, windowDays: number): Date {
  return new Date(clickedAt.getTime() + windowDays * DAY_MS);
}

/** Does a lead arriving `now` still count for the click made at `clickedAt`? */
export function withinAttributionWindow(clickedAt: Date, now: Date, windowDays: number): boolean {
  return now.getTime() >= clickedAt.getTime() && now.getTime() < attributionWindowEnd(clickedAt, windowDays).getTime();
}

/** The rule in one sentence, as the partner dashboard shows it. */
export function attributionRuleSentence(windowDays: number): string {
  const days = `${windowDays} ${windowDays === 1 ? 'day' : 'days'}`;
  return (
    `First touch wins: when someone follows your link, they count as your referral if they take the quiz, ask for a discovery call or send the contact form ` +
    `within ${days} of that first visit, and another partner's link does not take them from you during those ${days}.`
  );
}
