/** One answered quiz step (spec §3: quiz answer record). */
export interface QuizAnswerRecord {
  step: string;
  question: string;
  /** 'yes', 'no' or an option value. */
  answer: string;
}
