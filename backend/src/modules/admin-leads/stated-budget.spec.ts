import { sumStatedBudgets } from './stated-budget';

describe('sumStatedBudgets (the board column value)', () => {
  it('adds the stated ranges in cents, leaves out leads still researching or without an answer', () => {
    expect(
      sumStatedBudgets([
        { answer: '200k-350k', count: 2 },
        { answer: '350k-500k', count: 1 },
        { answer: 'researching', count: 4 },
        { answer: null, count: 3 },
      ]),
    ).toEqual({ leads: 3, lowCents: 750_000_00, highCents: 1_200_000_00 });
  });

  it('is open-ended once one lead said over $500K, and empty when nobody stated one', () => {
    expect(
      sumStatedBudgets([
        { answer: 'over-500k', count: 1 },
        { answer: 'under-200k', count: 1 },
      ]),
    ).toEqual({ leads: 2, lowCents: 500_000_00, highCents: null });
    expect(sumStatedBudgets([])).toEqual({ leads: 0, lowCents: 0, highCents: 0 });
  });
});
