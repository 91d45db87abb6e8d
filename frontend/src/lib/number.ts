const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** en-US grouping, at most one decimal, the same in the prerendered HTML and the browser: 1800 → "1,800"; 9.5 → "9.5". */
export function formatNumber(value: number): string {
  return grouped.format(value);
}

/** 1800 → "1,800 sq ft" */
export function squareFeet(value: number): string {
  return `${formatNumber(value)} sq ft`;
}
