/** Most words of a search box that count (more are ignored, so a pasted paragraph stays one cheap query). */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search box, each as an ILIKE "contains" pattern with its wildcards taken literally. */
export function containsPatterns(q: string | undefined): string[] {
  return (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => `%${word.replace(/[\\%_]/g, '\\$&')}%`);
}
