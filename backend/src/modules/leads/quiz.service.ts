import { Injectable } from '@nestjs/common';
import { QuizDefinitionResponseDto } from './dto/quiz-definition-response.dto';
import { QUIZ_COMPLETION_PROGRESS, QUIZ_FIRST_STEP, QUIZ_STEPS, QUIZ_TOTAL_QUESTIONS, QuizStepDefinition } from './quiz-definition';

/** The quiz definition as the API shows it: the next actions stay on the server (they go into e-mails). */
export function toQuizDefinitionResponse(steps: readonly QuizStepDefinition[]): QuizDefinitionResponseDto {
  return {
    firstStep: QUIZ_FIRST_STEP,
    totalQuestions: QUIZ_TOTAL_QUESTIONS,
    completionProgress: QUIZ_COMPLETION_PROGRESS,
    steps: steps.map((step) => ({
      id: step.id,
      question: step.question,
      helper: step.helper,
      progress: step.progress,
      options: step.options.map(({ value, label, insight, next }) => ({ value, label, insight, next })),
    })),
  };
}

@Injectable()
export class QuizService {
  // Plain data that never changes while the app runs: built once.
  private readonly definition = toQuizDefinitionResponse(QUIZ_STEPS);

  getDefinition(): QuizDefinitionResponseDto {
    return this.definition;
  }
}
