import type { QuizDefinitionResponseDto, QuizOptionDto, QuizStep, QuizStepDto } from "@/api/generated/model";

type StepId = QuizStep;

function yesNo(id: StepId, progress: number, yesNext: StepId | null, noNext: StepId | null = yesNext): QuizStepDto {
  return {
    id,
    question: `Question ${id}?`,
    helper: `Helper ${id}.`,
    progress,
    options: [
      { value: "yes", label: "Yes", insight: `Insight ${id} yes.`, next: yesNext },
      { value: "no", label: "No", insight: `Insight ${id} no.`, next: noNext },
    ],
  };
}

function choices(id: StepId, progress: number, values: Array<QuizOptionDto["value"]>, next: StepId | null): QuizStepDto {
  return {
    id,
    question: `Question ${id}?`,
    helper: `Helper ${id}.`,
    progress,
    options: values.map((value) => ({ value, label: `Label ${value}`, insight: `Insight ${id} ${value}.`, next })),
  };
}

/** A stand-in for GET /api/quiz with the spec's branching and percents (spec §3, §4). */
export const quizFixture = {
  firstStep: "landOwnership" as const,
  totalQuestions: 10,
  completionProgress: 100,
  steps: [
    yesNo("landOwnership", 9, "siteSurvey", "landSearchHelp"),
    yesNo("landSearchHelp", 18, "buildingPlans"),
    yesNo("siteSurvey", 18, "buildingPlans"),
    yesNo("buildingPlans", 27, "permitStatus"),
    yesNo("permitStatus", 36, "budgetRange"),
    choices("budgetRange", 45, ["under-200k", "200k-350k", "350k-500k", "over-500k", "researching"], "fundingStatus"),
    yesNo("fundingStatus", 54, "decisionTimeline"),
    choices("decisionTimeline", 63, ["asap", "3-6-months", "6-12-months", "12-plus-months", "exploring"], "primaryUse"),
    choices("primaryUse", 72, ["family-home-shop", "shop-living", "custom-home", "commercial"], "decisionMakers"),
    choices(
      "decisionMakers",
      81,
      ["just-me", "spouse-partner", "family", "business-partners", "dog", "clergy", "extended-family", "still-deciding"],
      "contractorHelp",
    ),
    yesNo("contractorHelp", 90, null),
  ],
} satisfies QuizDefinitionResponseDto;

export function fixtureStep(id: string): QuizStepDto {
  const step = quizFixture.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`no step ${id}`);
  return step;
}
