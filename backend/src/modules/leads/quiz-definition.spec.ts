import { nextActions } from './lead-emails';
import { checkQuizPath, QUIZ_FIRST_STEP, QUIZ_STEPS, QUIZ_TOTAL_QUESTIONS, quizPaths } from './quiz-definition';
import { BudgetRange, DecisionMakers, DecisionTimeline, PrimaryUse, QuizStep, YesNoAnswer } from './quiz.enums';

const YES_NO_STEPS = [
  QuizStep.LandOwnership,
  QuizStep.LandSearchHelp,
  QuizStep.SiteSurvey,
  QuizStep.BuildingPlans,
  QuizStep.PermitStatus,
  QuizStep.FundingStatus,
  QuizStep.ContractorHelp,
];

/** A valid path: landOwnership = `land`, then the first option of every later step. */
function path(land: 'yes' | 'no'): Array<{ step: string; answer: string }> {
  return quizPaths()
    .find((steps) => steps[1] === (land === 'yes' ? QuizStep.SiteSurvey : QuizStep.LandSearchHelp))!
    .map((step, i) => ({ step, answer: i === 0 ? land : QUIZ_STEPS.find((s) => s.id === step)!.options[0].value }));
}

describe('the quiz definition (spec §3, §4)', () => {
  it('defines every step once, with the spec progress percents', () => {
    expect(QUIZ_STEPS.map((s) => s.id).sort()).toEqual(Object.values(QuizStep).sort());
    expect(Object.fromEntries(QUIZ_STEPS.map((s) => [s.id, s.progress]))).toEqual({
      landOwnership: 9,
      landSearchHelp: 18,
      siteSurvey: 18,
      buildingPlans: 27,
      permitStatus: 36,
      budgetRange: 45,
      fundingStatus: 54,
      decisionTimeline: 63,
      primaryUse: 72,
      decisionMakers: 81,
      contractorHelp: 90,
    });
  });

  it('branches as spec §4 says, and every path has 10 questions', () => {
    expect(quizPaths()).toEqual([
      [
        'landOwnership',
        'siteSurvey',
        'buildingPlans',
        'permitStatus',
        'budgetRange',
        'fundingStatus',
        'decisionTimeline',
        'primaryUse',
        'decisionMakers',
        'contractorHelp',
      ],
      [
        'landOwnership',
        'landSearchHelp',
        'buildingPlans',
        'permitStatus',
        'budgetRange',
        'fundingStatus',
        'decisionTimeline',
        'primaryUse',
        'decisionMakers',
        'contractorHelp',
      ],
    ]);
    expect(QUIZ_TOTAL_QUESTIONS).toBe(10);
    expect(QUIZ_FIRST_STEP).toBe(QuizStep.LandOwnership);
  });

  it('has yes/no steps with exactly yes and no, and option steps with the spec values', () => {
    for (const step of QUIZ_STEPS) {
      const values = step.options.map((o) => o.value);
      if (YES_NO_STEPS.includes(step.id)) expect(values).toEqual(Object.values(YesNoAnswer));
    }
    const values = (id: QuizStep) => QUIZ_STEPS.find((s) => s.id === id)!.options.map((o) => o.value);
    expect(values(QuizStep.BudgetRange)).toEqual(['under-200k', '200k-350k', '350k-500k', 'over-500k', 'researching']);
    expect(values(QuizStep.BudgetRange)).toEqual(Object.values(BudgetRange));
    expect(values(QuizStep.DecisionTimeline)).toEqual(['asap', '3-6-months', '6-12-months', '12-plus-months', 'exploring']);
    expect(values(QuizStep.DecisionTimeline)).toEqual(Object.values(DecisionTimeline));
    expect(values(QuizStep.PrimaryUse)).toEqual(['family-home-shop', 'shop-living', 'custom-home', 'commercial']);
    expect(values(QuizStep.PrimaryUse)).toEqual(Object.values(PrimaryUse));
    expect(values(QuizStep.DecisionMakers)).toEqual([
      'just-me',
      'spouse-partner',
      'family',
      'business-partners',
      'dog',
      'clergy',
      'extended-family',
      'still-deciding',
    ]);
    expect(values(QuizStep.DecisionMakers)).toEqual(Object.values(DecisionMakers));
  });

  it('gives each answer a distinct insight of 1 to 3 sentences, and yes/no steps two different ones', () => {
    for (const step of QUIZ_STEPS) {
      expect(step.question).toMatch(/\?$/);
      expect(step.helper.length).toBeGreaterThan(10);
      const insights = step.options.map((o) => o.insight);
      expect(new Set(insights).size).toBe(insights.length);
      for (const insight of insights) {
        const sentences = insight.split(/(?<=[.!?])\s+(?=[A-Z])/);
        expect(sentences.length).toBeGreaterThanOrEqual(1);
        expect(sentences.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('cites only the spec’s figures in insights and actions (no invented statistics)', () => {
    // spec §1 claims (7-day shell, 30-50% faster, 20-30% savings, R-24 to R-50) and §9's 12-minute call.
    const allowed = new Set(['7', '7-day', '30-50%', '20-30%', 'R-24', 'R-50', '12']);
    const texts = QUIZ_STEPS.flatMap((s) => [s.question, s.helper, ...s.options.flatMap((o) => [o.insight, ...o.actions.map((a) => a.text)])]);
    const figures = texts.flatMap((text) => text.match(/R-\d+|\d+(?:-\d+)?%?(?:-day)?/g) ?? []);
    expect(figures.filter((figure) => !allowed.has(figure))).toEqual([]);
  });

  it('suggests next actions with site paths for land, survey, plans, permits and financing', () => {
    const paths = (answers: Array<{ step: string; answer: string }>) => nextActions(answers.map((a) => ({ ...a, question: '' }))).map((action) => action.path);
    expect(paths([{ step: 'landOwnership', answer: 'no' }])).toEqual(['/land-search-guide']);
    expect(paths([{ step: 'permitStatus', answer: 'no' }])).toEqual(['/building-permits']);
    expect(paths([{ step: 'fundingStatus', answer: 'no' }])).toEqual(['/barndominium-financing']);
    expect(paths([{ step: 'buildingPlans', answer: 'no' }])).toEqual(['/designs', '/plan-selection-guide']);
    expect(paths([{ step: 'siteSurvey', answer: 'no' }])).toEqual(['/site-prep-guide']);
    // Each action once, even when two answers suggest the same one.
    expect(
      paths([
        { step: 'decisionTimeline', answer: '3-6-months' },
        { step: 'decisionTimeline', answer: '6-12-months' },
      ]),
    ).toEqual(['/timeline-guide']);
  });
});

describe('checkQuizPath', () => {
  it('accepts both complete paths', () => {
    expect(checkQuizPath(path('yes'))).toBeNull();
    expect(checkQuizPath(path('no'))).toBeNull();
  });

  it('names the first place where the answers leave the branching', () => {
    const yes = path('yes');
    expect(checkQuizPath(yes.slice(1))).toEqual({ field: 'answers.0.step', message: 'The quiz answers must start with landOwnership, not siteSurvey.' });
    expect(checkQuizPath([yes[0], ...yes.slice(2)])).toEqual({
      field: 'answers.1.step',
      message: 'The quiz answers skip a step: after landOwnership = yes comes siteSurvey.',
    });
    expect(checkQuizPath([yes[0], { step: 'landSearchHelp', answer: 'yes' }, ...yes.slice(2)])).toEqual({
      field: 'answers.1.step',
      message: 'The quiz answers skip a step: after landOwnership = yes comes siteSurvey.',
    });
    expect(checkQuizPath([yes[0], yes[0], ...yes.slice(1)])).toEqual({
      field: 'answers.1.step',
      message: 'The quiz answers repeat landOwnership: after landOwnership = yes comes siteSurvey.',
    });
    expect(checkQuizPath([...yes, { step: 'landSearchHelp', answer: 'no' }])).toEqual({
      field: 'answers.10.step',
      message: 'The quiz is complete after contractorHelp; the extra answer for landSearchHelp does not belong.',
    });
    expect(checkQuizPath(yes.slice(0, -1))).toEqual({
      field: 'answers',
      message: 'The quiz answers stop before the end: after decisionMakers = just-me comes contractorHelp.',
    });
    expect(checkQuizPath([{ step: 'landOwnership', answer: 'maybe' }])).toEqual({
      field: 'answers.0.answer',
      message: '"maybe" is not an answer to landOwnership; choose one of: yes, no.',
    });
  });
});
