/**
 * An ABA routing transit number: 9 digits whose weighted sum 3·(d1+d4+d7) + 7·(d2+d5+d8) +
 * (d3+d6+d9) is a multiple of 10 (the check digit a bank's number always satisfies).
 */
export function isAbaRoutingNumber(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

export const ROUTING_NUMBER_MESSAGE = 'The routing number must be the 9 digits printed at the bottom left of a check (its check digit does not match).';
