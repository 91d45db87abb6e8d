import { isAbaRoutingNumber } from './aba-routing';
import { form1099ThresholdCents, tinDigits } from './tax-forms';

describe('tax form rules (issue 30)', () => {
  it('reports on a 1099-NEC from $600 for payments before 2026 and from $2,000 from 2026, unless overridden', () => {
    expect(form1099ThresholdCents(2024)).toBe(60_000);
    expect(form1099ThresholdCents(2025)).toBe(60_000);
    expect(form1099ThresholdCents(2026)).toBe(200_000);
    expect(form1099ThresholdCents(2031)).toBe(200_000);
    expect(form1099ThresholdCents(2025, 100_000)).toBe(100_000);
  });

  it('reads a TIN as its 9 digits, dashes and spaces allowed', () => {
    expect(tinDigits('271-83-4596')).toBe('271834596');
    expect(tinDigits('43-1234567')).toBe('431234567');
    expect(tinDigits('12345678')).toBeNull();
    expect(tinDigits('12345678a')).toBeNull();
  });

  it('checks a routing number by its ABA check digit', () => {
    expect(['101000019', '081000032', '123456780'].every(isAbaRoutingNumber)).toBe(true);
    expect(['101000018', '12345678', '1010000190', 101000019].some(isAbaRoutingNumber)).toBe(false);
  });
});
