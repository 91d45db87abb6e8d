/**
 * The built-in plans as the running site's API answers them, read at build time (issue 31): the
 * office's pictures, words and status reach the prerendered plan pages and the sitemap at the next
 * build. PRERENDER_PLANS_FROM names the site to read (its origin, e.g. https://www.example.com:
 * usually the live site, whose database the new build will serve); unset, the build uses the
 * built-in catalogue alone (no pictures, every plan in the sitemap), as CI and the browser tests do.
 * A site that is named but does not answer fails the build, so a deploy never drops the pictures
 * unnoticed: unset the variable to build without them.
 *
 * Server-only (`.server`): used by the plan page's build-time `loader` and by react-router.config.ts,
 * never shipped to a browser. Relative imports only: react-router.config.ts loads this file.
 */
import type { DesignResponseDto, ImageSourcesDto } from "../../api/generated/model";
import { BUILT_IN_PLAN_FIGURES } from "./pages";

export const PLANS_FROM_VARIABLE = "PRERENDER_PLANS_FROM";

/** slug → the API's answer; null where the API has no public page for it (a draft, or deleted). */
export type PlanSnapshot = ReadonlyMap<string, DesignResponseDto | null>;

const FETCH_TIMEOUT_MS = 15_000;
const PARALLEL_REQUESTS = 4;

let loaded: { origin: string; snapshot: Promise<PlanSnapshot> } | undefined;

/** The snapshot of this build (fetched once per process); empty when PRERENDER_PLANS_FROM is unset. */
export function planSnapshot(env: Record<string, string | undefined> = process.env): Promise<PlanSnapshot> {
  const origin = env[PLANS_FROM_VARIABLE]?.trim();
  if (!origin) return Promise.resolve(new Map());
  if (loaded?.origin !== origin)
    loaded = {
      origin,
      snapshot: fetchPlanSnapshot(
        origin,
        BUILT_IN_PLAN_FIGURES.map((plan) => plan.slug),
      ),
    };
  return loaded.snapshot;
}

/** GET /api/designs/{slug} of each plan from `origin`: the answer, null for a 404, and an error for anything else. */
export async function fetchPlanSnapshot(origin: string, slugs: readonly string[], fetcher: typeof fetch = fetch): Promise<PlanSnapshot> {
  let base: URL;
  try {
    base = new URL(origin);
  } catch (error) {
    throw new Error(`${PLANS_FROM_VARIABLE}=${origin} is not an address: give the site's origin, like https://www.example.com, or unset it.`, { cause: error });
  }
  if (base.protocol !== "https:" && base.protocol !== "http:") throw new Error(`${PLANS_FROM_VARIABLE} must start with https:// or http://.`);
  const snapshot = new Map<string, DesignResponseDto | null>();
  const queue = [...slugs];
  const worker = async () => {
    for (let slug = queue.shift(); slug !== undefined; slug = queue.shift()) snapshot.set(slug, await fetchPlan(base, slug, fetcher));
  };
  await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, worker));
  return new Map(slugs.map((slug) => [slug, snapshot.get(slug) ?? null]));
}

async function fetchPlan(base: URL, slug: string, fetcher: typeof fetch): Promise<DesignResponseDto | null> {
  const url = new URL(`/api/designs/${encodeURIComponent(slug)}`, base);
  let response: Response;
  try {
    response = await fetcher(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new Error(
      `Reading the plans from ${base.origin} failed at ${url.pathname} (${(error as Error).message}). Unset ${PLANS_FROM_VARIABLE} to build without them.`,
      {
        cause: error,
      },
    );
  }
  if (response.status === 404) return null;
  if (!response.ok)
    throw new Error(`Reading the plans from ${base.origin}: ${url.pathname} answered ${response.status}. Unset ${PLANS_FROM_VARIABLE} to build without them.`);
  const plan = (await response.json()) as DesignResponseDto;
  if (plan?.slug !== slug || !Array.isArray(plan.images)) throw new Error(`Reading the plans from ${base.origin}: ${url.pathname} did not answer a plan.`);
  return plan;
}

/** The biggest WebP of a picture (the last of its srcset), for the sitemap: what an image search should show. */
export function largestPicture(image: { imageUrl: string; sources: ImageSourcesDto | null }): string {
  const last = image.sources?.srcSetWebp.split(", ").at(-1)?.split(" ")[0];
  return last || image.imageUrl;
}

/** A sitemap entry as react-router.config.ts writes it (search-index.ts SitemapEntry). */
interface Entry {
  path: string;
  lastmod?: string;
  images?: readonly string[];
}

/**
 * The sitemap's plan pages as the snapshot says: a plan no longer in the catalogue (archived, a
 * draft, deleted) leaves it; an active plan's pictures become its image entries. Without a
 * snapshot, the entries are left as they are.
 */
export function withPlanPictures<E extends Entry>(entries: readonly E[], snapshot: PlanSnapshot): E[] {
  return entries.flatMap((entry) => {
    const slug = /^\/designs\/([^/]+)$/.exec(entry.path)?.[1];
    if (!slug || !snapshot.has(slug)) return [entry];
    const plan = snapshot.get(slug);
    if (!plan || plan.status !== "active") return [];
    return plan.images.length ? [{ ...entry, images: plan.images.map(largestPicture) }] : [entry];
  });
}
