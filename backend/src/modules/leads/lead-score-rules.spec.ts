import { LeadScoreBand } from './leads.enums';
import {
  decayedPoints,
  EngagementKind,
  type EngagementAct,
  ENGAGEMENT_MAX,
  FIT_MAX,
  FIT_WEIGHTS,
  fit,
  leadScore,
  scoreBand,
  summariseActs,
} from './lead-score-rules';

const NOW = new Date('2026-11-29T18:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const answers = (pairs: Record<string, string>) => Object.entries(pairs).map(([step, answer]) => ({ step, answer }));
const act = (kind: EngagementKind, days: number, subject: string | null = null): EngagementAct => ({ kind, subject, at: daysAgo(days) });

/** The quiz's "ready to build" path: every answer that scores, at its highest. */
const READY = answers({
  landOwnership: 'yes',
  siteSurvey: 'yes',
  buildingPlans: 'yes',
  permitStatus: 'yes',
  budgetRange: 'over-500k',
  fundingStatus: 'yes',
  decisionTimeline: 'asap',
  primaryUse: 'family-home-shop',
  decisionMakers: 'just-me',
  contractorHelp: 'yes',
});
/** Owns land and has financing, building in 3–6 months on $200K–$350K, the dog decides. */
const KEEN = answers({
  landOwnership: 'yes',
  siteSurvey: 'no',
  buildingPlans: 'no',
  permitStatus: 'no',
  budgetRange: '200k-350k',
  fundingStatus: 'yes',
  decisionTimeline: '3-6-months',
  primaryUse: 'family-home-shop',
  decisionMakers: 'dog',
  contractorHelp: 'yes',
});
const BROWSING = answers({
  landOwnership: 'no',
  landSearchHelp: 'yes',
  buildingPlans: 'no',
  permitStatus: 'no',
  budgetRange: 'researching',
  fundingStatus: 'no',
  decisionTimeline: 'exploring',
  primaryUse: 'custom-home',
  decisionMakers: 'still-deciding',
  contractorHelp: 'no',
});

describe('lead score rules', () => {
  it('the fit weights add up to FIT_MAX at their best answers', () => {
    const best = Object.values(FIT_WEIGHTS).reduce((sum, options) => sum + Math.max(...Object.values(options!).map(({ points }) => points)), 0);
    expect(best).toBe(FIT_MAX);
  });

  it.each([
    ['no answers (discovery form)', null, [], { fitScore: 0, engagementScore: 0, score: 0, scoreBand: LeadScoreBand.Cold, scoreReasons: [] }],
    [
      'ready to build, nothing done on the site',
      READY,
      [],
      {
        fitScore: 60,
        engagementScore: 0,
        score: 60,
        scoreBand: LeadScoreBand.Hot,
        scoreReasons: [
          'Owns land',
          'Land surveyed',
          'Has plans',
          'Checked permits',
          'Budget over $500K',
          'Financing arranged',
          'Building as soon as possible',
          'Decides alone',
        ],
      },
    ],
    [
      'keen, viewed 3 plans this week (one of them twice)',
      KEEN,
      [
        act(EngagementKind.PlanViewed, 0, 'rose-mount'),
        act(EngagementKind.PlanViewed, 1, 'rose-mount'),
        act(EngagementKind.PlanViewed, 2, 'the-hartford'),
        act(EngagementKind.PlanViewed, 3, 'prairie-view'),
      ],
      {
        fitScore: 38,
        score: 46,
        scoreBand: LeadScoreBand.Warm,
        scoreReasons: ['Owns land', 'Budget $200K–$350K', 'Financing arranged', 'Building in 3–6 months', 'Viewed 3 plans this week'],
      },
    ],
    [
      'keen, asked for a quote today and booked a call: hot',
      KEEN,
      [act(EngagementKind.QuoteRequested, 0), act(EngagementKind.QuoteRequested, 0), act(EngagementKind.CallBooked, 0)],
      {
        fitScore: 38,
        engagementScore: 27,
        score: 65,
        scoreBand: LeadScoreBand.Hot,
        scoreReasons: ['Owns land', 'Budget $200K–$350K', 'Financing arranged', 'Building in 3–6 months', 'Booked a call', 'Asked for a quote'],
      },
    ],
    [
      'browsing, replied, saved 2 plans, compared and ran the calculator twice this week',
      BROWSING,
      [
        act(EngagementKind.Replied, 0),
        act(EngagementKind.PlanSaved, 0, '1'),
        act(EngagementKind.PlanSaved, 0, '2'),
        act(EngagementKind.PlansCompared, 0, 'a,b'),
        act(EngagementKind.CalculatorRun, 0, 'cost'),
        act(EngagementKind.CalculatorRun, 0, 'cost'),
      ],
      {
        fitScore: 0,
        engagementScore: 10 + 5 + 5 + 4 + 3 + 3,
        score: 30,
        scoreBand: LeadScoreBand.Warm,
        scoreReasons: ['Replied by e-mail', 'Saved 2 plans', 'Compared plans this week', 'Ran the cost calculator 2 times this week'],
      },
    ],
    [
      'a reply 30 days ago is worth half, and old plan views give no "this week" reason',
      BROWSING,
      [act(EngagementKind.Replied, 30), act(EngagementKind.PlanViewed, 8, 'rose-mount')],
      { fitScore: 0, score: 7, scoreBand: LeadScoreBand.Cold, scoreReasons: ['Replied by e-mail'] },
    ],
    [
      'engagement is capped at ENGAGEMENT_MAX',
      READY,
      Array.from({ length: 30 }, (_, i) => act(EngagementKind.PlanViewed, 0, `plan-${i}`)),
      { fitScore: 60, engagementScore: ENGAGEMENT_MAX, score: 100, scoreBand: LeadScoreBand.Hot },
    ],
    [
      'acts past the retention or after now do not count',
      BROWSING,
      [act(EngagementKind.CallBooked, 181), act(EngagementKind.CallBooked, -1)],
      { fitScore: 0, engagementScore: 0, score: 0, scoreBand: LeadScoreBand.Cold, scoreReasons: [] },
    ],
  ])('%s', (_name, quizAnswers, acts, expected) => {
    const result = leadScore(quizAnswers, summariseActs(acts, NOW));
    expect(result).toMatchObject({ ...expected, ...('engagementScore' in expected ? { engagementScore: expect.closeTo(expected.engagementScore, 6) } : {}) });
  });

  it('halves engagement every 30 days: half after 30, a quarter after 60', () => {
    const at = new Date('2026-09-01T12:00:00Z');
    expect(decayedPoints(20, at, at)).toBe(20);
    expect(decayedPoints(20, at, new Date(at.getTime() + 30 * DAY))).toBeCloseTo(10, 10);
    expect(decayedPoints(20, at, new Date(at.getTime() + 60 * DAY))).toBeCloseTo(5, 10);
    const views = [act(EngagementKind.PlanViewed, 30, 'a'), act(EngagementKind.PlansCompared, 60, 'a,b')];
    expect(leadScore(null, summariseActs(views, NOW)).engagementScore).toBeCloseTo(2 / 2 + 4 / 4, 10);
  });

  it.each([
    [100, LeadScoreBand.Hot],
    [55, LeadScoreBand.Hot],
    [54, LeadScoreBand.Warm],
    [30, LeadScoreBand.Warm],
    [29, LeadScoreBand.Cold],
    [0, LeadScoreBand.Cold],
  ])('a score of %i is %s', (score, band) => expect(scoreBand(score)).toBe(band));

  it('ignores unknown steps and answers', () => {
    expect(fit(answers({ landOwnership: 'maybe', wishes: 'yes' }))).toEqual({ points: 0, reasons: [] });
  });
});
