import { BudgetRange } from '../leads/quiz.enums';

/**
 * What a lead's quiz answer says it will spend, in cents (issue 27: the board's "value" per stage):
 * the range's bounds; `high` null when the range is open-ended. "Still researching" states none.
 */
export const STATED_BUDGET_CENTS: Readonly<Record<BudgetRange, { low: number; high: number | null } | null>> = {
  [BudgetRange.Under200k]: { low: 0, high: 200_000_00 },
  [BudgetRange.From200kTo350k]: { low: 200_000_00, high: 350_000_00 },
  [BudgetRange.From350kTo500k]: { low: 350_000_00, high: 500_000_00 },
  [BudgetRange.Over500k]: { low: 500_000_00, high: null },
  [BudgetRange.Researching]: null,
};

/** The budgets a stage's leads stated, summed: from `lowCents` to `highCents` (null: open-ended), over `leads` leads. */
export interface StatedBudgets {
  leads: number;
  lowCents: number;
  highCents: number | null;
}

/** Sums the stated budgets of leads by their budgetRange answer (unknown or missing answers state none). */
export function sumStatedBudgets(answers: ReadonlyArray<{ answer: string | null; count: number }>): StatedBudgets {
  const total: StatedBudgets = { leads: 0, lowCents: 0, highCents: 0 };
  for (const { answer, count } of answers) {
    const range = answer === null ? undefined : STATED_BUDGET_CENTS[answer as BudgetRange];
    if (!range) continue;
    total.leads += count;
    total.lowCents += range.low * count;
    total.highCents = total.highCents === null || range.high === null ? null : total.highCents + range.high * count;
  }
  return total;
}
