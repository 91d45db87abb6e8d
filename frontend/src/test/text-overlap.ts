/**
 * How much of one page's prose another page repeats (issue 4: no two city pages, nor the two home
 * pages, may read as one template): the share of a page's five-word runs ("shingles") that the
 * other page also has.
 */

/** The five-word runs of an MDX file's prose: no front-matter, no link targets, `same` replaced by one token. */
export function fiveWordRuns(mdx: string, same?: RegExp): Set<string> {
  let text = mdx
    .replace(/^---[\s\S]*?---/, "")
    .replace(/\]\([^)]*\)/g, "]") // link targets are not prose
    .toLowerCase();
  if (same) text = text.replace(same, "name");
  const words = text
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const runs = new Set<string>();
  for (let i = 0; i + 5 <= words.length; i++) runs.add(words.slice(i, i + 5).join(" "));
  return runs;
}

/** The share of `a`'s runs that `b` also has (0 when `a` has none). */
export function sharedShare(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const run of a) if (b.has(run)) shared++;
  return a.size ? shared / a.size : 0;
}

/** Issue 4's limit: at most a fifth of a page's runs may also appear on the other page. */
export const MAX_SHARED = 0.2;
