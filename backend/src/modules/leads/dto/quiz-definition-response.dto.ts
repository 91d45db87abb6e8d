import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { BudgetRange, DecisionMakers, DecisionTimeline, PrimaryUse, QuizStep, YesNoAnswer } from '../quiz.enums';

/** The answer enums by name, for `oneOf` references (their schemas come from QuizAnswerValuesDto). */
export const QUIZ_ANSWER_VALUE_SCHEMAS = ['YesNoAnswer', 'BudgetRange', 'DecisionTimeline', 'PrimaryUse', 'DecisionMakers'].map((name) => ({
  $ref: getSchemaPath(name),
}));

/**
 * The answer values of each kind of step, so the generated client has them as named enums.
 * Not returned by any endpoint: it is listed as an extra model of the quiz controller.
 * (No JSDoc on enum properties: @nestjs/swagger would copy it into the shared enum schema.)
 */
export class QuizAnswerValuesDto {
  @ApiProperty({
    enum: YesNoAnswer,
    enumName: 'YesNoAnswer',
    enumSchema: {
      description: 'Answer of the yes/no steps: landOwnership, landSearchHelp, siteSurvey, buildingPlans, permitStatus, fundingStatus, contractorHelp.',
    },
  })
  yesNo: YesNoAnswer;

  @ApiProperty({ enum: BudgetRange, enumName: 'BudgetRange', enumSchema: { description: 'Options of the budgetRange step.' } })
  budgetRange: BudgetRange;

  @ApiProperty({ enum: DecisionTimeline, enumName: 'DecisionTimeline', enumSchema: { description: 'Options of the decisionTimeline step.' } })
  decisionTimeline: DecisionTimeline;

  @ApiProperty({ enum: PrimaryUse, enumName: 'PrimaryUse', enumSchema: { description: 'Options of the primaryUse step.' } })
  primaryUse: PrimaryUse;

  @ApiProperty({ enum: DecisionMakers, enumName: 'DecisionMakers', enumSchema: { description: 'Options of the decisionMakers step.' } })
  decisionMakers: DecisionMakers;
}

/** One answer button of a step. */
export class QuizOptionDto {
  /** The value to send back as the answer (`yes`, `no` or an option value). */
  @ApiProperty({ oneOf: QUIZ_ANSWER_VALUE_SCHEMAS })
  value: string;

  /** The button text. */
  label: string;

  /** The 'Construction Insight' to show after this answer (spec §4). */
  insight: string;

  // The step that follows this answer; null when the quiz is complete (no JSDoc: see QuizAnswerValuesDto).
  @ApiProperty({ enum: QuizStep, enumName: 'QuizStep', nullable: true })
  next: QuizStep | null;
}

/** One question of the quiz. */
export class QuizStepDto {
  @ApiProperty({ enum: QuizStep, enumName: 'QuizStep' })
  id: QuizStep;

  /** The question as asked; send it back as the answer's `question`. */
  question: string;

  /** A short line under the question. */
  helper: string;

  /** Progress bar percent while this step shows (spec §4). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  progress: number;

  /** In display order. yes/no steps have exactly the options yes and no. */
  options: QuizOptionDto[];
}

/**
 * The whole readiness quiz: the front end runs it from this alone. `firstStep` is the step after
 * the welcome screen; each option's `next` is the step after that answer, null for completion.
 */
export class QuizDefinitionResponseDto {
  @ApiProperty({ enum: QuizStep, enumName: 'QuizStep', enumSchema: { description: 'The question steps of the readiness quiz (spec §4).' } })
  firstStep: QuizStep;

  /** Questions answered on any path from the first step to completion (for 'n/total'). */
  @ApiProperty({ type: 'integer' })
  totalQuestions: number;

  /** Progress bar percent on the completion screen (spec §4: 100). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  completionProgress: number;

  /** Every step, the branches included; follow `next` from `firstStep`. */
  steps: QuizStepDto[];
}
