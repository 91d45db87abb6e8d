/** A complete quiz path (the "owns land" branch), as the quiz sends it: for tests that need a lead from the quiz. */
export const QUIZ_ANSWERS = [
  ['landOwnership', 'yes'],
  ['siteSurvey', 'no'],
  ['buildingPlans', 'no'],
  ['permitStatus', 'no'],
  ['budgetRange', '200k-350k'],
  ['fundingStatus', 'no'],
  ['decisionTimeline', '3-6-months'],
  ['primaryUse', 'family-home-shop'],
  ['decisionMakers', 'dog'],
  ['contractorHelp', 'yes'],
].map(([step, answer]) => ({ step, question: `${step}?`, answer }));
