import { BudgetRange, DecisionMakers, DecisionTimeline, QuizStep, YesNoAnswer } from './quiz.enums';
import { LeadScoreBand } from './leads.enums';
import type { QuizAnswerRecord } from './quiz-answer-record';

/**
 * The lead score (issue 28), the one place for its rules: a lead's score is two numbers kept apart,
 * **fit** (0–60, from the quiz answers: how ready the buyer is) and **engagement** (0–40, from what the
 * person did on the site after giving their e-mail, each act decaying with a 30-day half-life). The
 * total (0–100) gives the band: Hot, Warm or Cold. Everything here is pure; LeadScores applies it.
 */

/** Engagement halves every 30 days: points(t) = points(t0) × 0.5^((t − t0) / 30 days). */
export const ENGAGEMENT_HALF_LIFE_DAYS = 30;
/** Fit is at most this (the fit weights below add up to it). */
export const FIT_MAX = 60;
/** Engagement is capped here, however busy the visitor was. */
export const ENGAGEMENT_MAX = 40;
/** "This week" of the reasons: what the visitor did in the last 7 days. */
export const RECENT_DAYS = 7;
/** Recorded site activity (lead_activity) is deleted after this many days (the privacy policy says so); by then a point is worth 1/64. */
export const LEAD_ACTIVITY_RETENTION_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bands by total score, highest first: a score at or above `min` is that band. */
export const LEAD_SCORE_BANDS: ReadonlyArray<{ band: LeadScoreBand; min: number; label: string }> = [
  { band: LeadScoreBand.Hot, min: 55, label: 'Hot' },
  { band: LeadScoreBand.Warm, min: 30, label: 'Warm' },
  { band: LeadScoreBand.Cold, min: 0, label: 'Cold' },
];

/** Fit points (and the reason in words) per answer of a quiz step; answers not listed give nothing. */
export const FIT_WEIGHTS: Readonly<Partial<Record<QuizStep, Readonly<Record<string, { points: number; reason: string }>>>>> = {
  [QuizStep.LandOwnership]: { [YesNoAnswer.Yes]: { points: 14, reason: 'Owns land' } },
  [QuizStep.SiteSurvey]: { [YesNoAnswer.Yes]: { points: 6, reason: 'Land surveyed' } },
  [QuizStep.BuildingPlans]: { [YesNoAnswer.Yes]: { points: 6, reason: 'Has plans' } },
  [QuizStep.PermitStatus]: { [YesNoAnswer.Yes]: { points: 4, reason: 'Checked permits' } },
  [QuizStep.BudgetRange]: {
    [BudgetRange.Over500k]: { points: 10, reason: 'Budget over $500K' },
    [BudgetRange.From350kTo500k]: { points: 10, reason: 'Budget $350K–$500K' },
    [BudgetRange.From200kTo350k]: { points: 8, reason: 'Budget $200K–$350K' },
    [BudgetRange.Under200k]: { points: 5, reason: 'Budget under $200K' },
  },
  // The quiz asks "Have you talked to a lender or arranged financing?": yes is pre-approval, a loan in progress or cash.
  [QuizStep.FundingStatus]: { [YesNoAnswer.Yes]: { points: 10, reason: 'Financing arranged' } },
  [QuizStep.DecisionTimeline]: {
    [DecisionTimeline.Asap]: { points: 8, reason: 'Building as soon as possible' },
    [DecisionTimeline.ThreeToSixMonths]: { points: 6, reason: 'Building in 3–6 months' },
    [DecisionTimeline.SixToTwelveMonths]: { points: 3, reason: 'Building in 6–12 months' },
    [DecisionTimeline.TwelvePlusMonths]: { points: 1, reason: 'Building in more than a year' },
  },
  [QuizStep.DecisionMakers]: {
    [DecisionMakers.JustMe]: { points: 2, reason: 'Decides alone' },
    [DecisionMakers.SpousePartner]: { points: 2, reason: 'Decides with spouse or partner' },
  },
};

/** Everything that counts as engagement: the page's reports (LeadActivityKind) and facts the site records anyway. */
export enum EngagementKind {
  // The first three are LeadActivityKind's values (recorded in lead_activity).
  PlanViewed = 'plan_viewed',
  PlansCompared = 'plans_compared',
  CalculatorRun = 'calculator_run',
  /** A signed-in buyer with the lead's e-mail saved a plan (saved_designs). */
  PlanSaved = 'plan_saved',
  /** A contact-form message (quote request) from the lead's e-mail. */
  QuoteRequested = 'quote_requested',
  /** A discovery call booked through the booking page, or marked booked by the office. */
  CallBooked = 'call_booked',
  /** The lead answered one of our e-mails. */
  Replied = 'replied',
}

/**
 * Engagement points per act, before decay. `once`: only the newest act of the kind counts (a second
 * quote request is not twice as keen); otherwise every act counts, each decayed from its own time.
 */
export const ENGAGEMENT_WEIGHTS: Readonly<Record<EngagementKind, { points: number; once: boolean }>> = {
  [EngagementKind.PlanViewed]: { points: 2, once: false },
  [EngagementKind.PlansCompared]: { points: 4, once: false },
  [EngagementKind.CalculatorRun]: { points: 3, once: false },
  [EngagementKind.PlanSaved]: { points: 5, once: false },
  [EngagementKind.QuoteRequested]: { points: 12, once: true },
  [EngagementKind.CallBooked]: { points: 15, once: true },
  [EngagementKind.Replied]: { points: 10, once: true },
};

/** One kind's acts of a lead, summed up (LeadScores reads them so in SQL; summariseActs does it from a list). */
export interface EngagementSummary {
  kind: EngagementKind;
  /** Σ 0.5^(age / half-life) over the acts (each act's weight, decayed, is points × this). */
  decayedCount: number;
  /** 0.5^(age / half-life) of the newest act. */
  newestDecay: number;
  /** Acts in the last RECENT_DAYS days. */
  recentCount: number;
  /** Distinct subjects (plans) among them. */
  recentSubjects: number;
  /** Acts kept (LEAD_ACTIVITY_RETENTION_DAYS). */
  count: number;
}

/** One act, for tests and summariseActs. */
export interface EngagementAct {
  kind: EngagementKind;
  subject?: string | null;
  at: Date;
}

export interface LeadScoreResult {
  fitScore: number;
  /** Decayed engagement points, unrounded (stored as they are, shown rounded). */
  engagementScore: number;
  /** round(fit + engagement), 0–100. */
  score: number;
  scoreBand: LeadScoreBand;
  /** The reasons in words, fit first ("Owns land", "Financing arranged", "Viewed 3 plans this week"). */
  scoreReasons: string[];
}

/** 0.5^(age / half-life): what a point earned `ageMs` ago is worth now (a future act counts in full). */
export function decayFactor(ageMs: number): number {
  return Math.pow(0.5, Math.max(0, ageMs) / (ENGAGEMENT_HALF_LIFE_DAYS * DAY_MS));
}

/** Points scored at `since`, decayed to `now`. */
export function decayedPoints(points: number, since: Date, now: Date): number {
  return points * decayFactor(now.getTime() - since.getTime());
}

/** Fit from the quiz answers: points (0–FIT_MAX) and the reasons, in the quiz's order. */
export function fit(answers: readonly Pick<QuizAnswerRecord, 'step' | 'answer'>[] | null): { points: number; reasons: string[] } {
  let points = 0;
  const reasons: string[] = [];
  for (const { step, answer } of answers ?? []) {
    const weight = FIT_WEIGHTS[step as QuizStep]?.[answer];
    if (!weight) continue;
    points += weight.points;
    reasons.push(weight.reason);
  }
  return { points: Math.min(FIT_MAX, points), reasons };
}

/** Engagement points now: each kind's weight times its decayed acts, capped at ENGAGEMENT_MAX. */
export function engagement(summaries: readonly EngagementSummary[]): number {
  const points = summaries.reduce((sum, summary) => {
    const weight = ENGAGEMENT_WEIGHTS[summary.kind];
    return sum + weight.points * (weight.once ? summary.newestDecay : summary.decayedCount);
  }, 0);
  return Math.min(ENGAGEMENT_MAX, points);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The engagement reasons in words, most telling first. */
export function engagementReasons(summaries: readonly EngagementSummary[]): string[] {
  const of = (kind: EngagementKind) => summaries.find((summary) => summary.kind === kind);
  const reasons: string[] = [];
  if (of(EngagementKind.CallBooked)?.count) reasons.push('Booked a call');
  if (of(EngagementKind.QuoteRequested)?.count) reasons.push('Asked for a quote');
  if (of(EngagementKind.Replied)?.count) reasons.push('Replied by e-mail');
  const saved = of(EngagementKind.PlanSaved)?.count ?? 0;
  if (saved) reasons.push(`Saved ${plural(saved, 'plan', 'plans')}`);
  const viewed = of(EngagementKind.PlanViewed)?.recentSubjects ?? 0;
  if (viewed) reasons.push(`Viewed ${plural(viewed, 'plan', 'plans')} this week`);
  if (of(EngagementKind.PlansCompared)?.recentCount) reasons.push('Compared plans this week');
  const runs = of(EngagementKind.CalculatorRun)?.recentCount ?? 0;
  if (runs) reasons.push(`Ran the cost calculator ${runs === 1 ? 'once' : `${runs} times`} this week`);
  return reasons;
}

/** The band of a total score. */
export function scoreBand(score: number): LeadScoreBand {
  return (LEAD_SCORE_BANDS.find(({ min }) => score >= min) ?? LEAD_SCORE_BANDS[LEAD_SCORE_BANDS.length - 1]).band;
}

/** A lead's whole score from its answers and its acts summed up by kind. */
export function leadScore(answers: readonly Pick<QuizAnswerRecord, 'step' | 'answer'>[] | null, summaries: readonly EngagementSummary[]): LeadScoreResult {
  const fitPart = fit(answers);
  const engagementScore = engagement(summaries);
  const score = Math.round(fitPart.points + engagementScore);
  return { fitScore: fitPart.points, engagementScore, score, scoreBand: scoreBand(score), scoreReasons: [...fitPart.reasons, ...engagementReasons(summaries)] };
}

/** Sums up a list of acts by kind as of `now`, as LeadScores does in SQL (acts after `now` or past retention are left out). */
export function summariseActs(acts: readonly EngagementAct[], now: Date): EngagementSummary[] {
  const kept = acts.filter(({ at }) => at.getTime() <= now.getTime() && now.getTime() - at.getTime() < LEAD_ACTIVITY_RETENTION_DAYS * DAY_MS);
  return Object.values(EngagementKind).flatMap((kind) => {
    const ofKind = kept.filter((act) => act.kind === kind);
    if (!ofKind.length) return [];
    const ages = ofKind.map(({ at }) => now.getTime() - at.getTime());
    const recent = ofKind.filter(({ at }) => now.getTime() - at.getTime() < RECENT_DAYS * DAY_MS);
    return [
      {
        kind,
        decayedCount: ages.reduce((sum, age) => sum + decayFactor(age), 0),
        newestDecay: decayFactor(Math.min(...ages)),
        recentCount: recent.length,
        recentSubjects: new Set(recent.map(({ subject }) => subject ?? '')).size,
        count: ofKind.length,
      },
    ];
  });
}
