/**
 * Route module of the service-area city pages (src/content/cities/<slug>.mdx): the h1 and lead from
 * the page definition, county, distance and nearby cities from the front-matter, the body from MDX.
 *
 * The front-matter of all cities is read eagerly through a `?meta` module id (the bundler keeps
 * only the `frontmatter` export of it); each body is its own chunk, loaded by the page that shows it.
 */
import { Link, useMatches } from "react-router";
import { metaFrom, useMatchedPage, usePageHead } from "@/lib/page-head";
import { citiesPages } from "./pages";
import { ContentBody, ContentCallToAction, ContentHero } from "@/components/content-layout";
import { MapPinIcon } from "@/components/icons";
import { PrerenderedBody } from "@/components/prerendered-body";
import { contentSlug, lazyContentBodies, type CityFrontmatter, type ContentModule } from "@/lib/content";
import { serviceAreaCities } from "../../lib/service-area";

export const meta = metaFrom(citiesPages);

const frontmatters = new Map(
  Object.entries(import.meta.glob<CityFrontmatter>("../../content/cities/*.mdx", { eager: true, query: "?meta", import: "frontmatter" })).map(
    ([file, frontmatter]) => [contentSlug(file), frontmatter],
  ),
);
const bodies = lazyContentBodies(import.meta.glob<ContentModule<CityFrontmatter>>("../../content/cities/*.mdx"));

const cityNames = new Map(serviceAreaCities.map((city) => [city.slug, city.name]));

export default function CityPage() {
  const matches = useMatches();
  const head = usePageHead(citiesPages);
  const page = useMatchedPage(citiesPages);
  const slug = page?.id.replace(/^cities\//, "") ?? "";
  const frontmatter = frontmatters.get(slug);
  const Body = bodies.body(slug);
  if (!head || !frontmatter || !Body) throw new Error(`No city file for route ${matches[matches.length - 1]?.id}`);

  return (
    <>
      <ContentHero title={head.title} lead={head.description} eyebrow={`${cityNames.get(slug)}, Missouri · Service area`}>
        <dl className="mt-8 grid gap-px overflow-hidden rounded-xl bg-stone-200 ring-1 ring-stone-200 sm:grid-cols-3 dark:bg-stone-800 dark:ring-stone-800">
          <div className="bg-white px-5 py-4 dark:bg-stone-900">
            <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">County</dt>
            <dd className="mt-1 font-bold text-stone-900 dark:text-white">{frontmatter.county}</dd>
          </div>
          <div className="bg-white px-5 py-4 dark:bg-stone-900">
            <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">From our St. Joseph office</dt>
            <dd className="mt-1 font-bold text-stone-900 dark:text-white">{frontmatter.distance}</dd>
          </div>
          <div className="bg-white px-5 py-4 dark:bg-stone-900">
            <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">The drive</dt>
            <dd className="mt-1 font-bold text-stone-900 dark:text-white">{frontmatter.drive}</dd>
          </div>
        </dl>
      </ContentHero>
      <ContentBody>
        <PrerenderedBody key={slug}>
          <Body />
        </PrerenderedBody>
        <section aria-labelledby="nearby-title" className="mt-14">
          <h2 id="nearby-title" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
            Nearby areas we build in
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {frontmatter.nearby.map((nearby) => (
              <li key={nearby}>
                <Link
                  to={`/${nearby}`}
                  className="flex h-full items-center gap-2.5 rounded-lg border border-stone-200 bg-white px-3 py-3 font-semibold text-stone-900 transition-colors hover:border-brand-400 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-950 dark:text-stone-100 dark:hover:border-brand-600 dark:hover:bg-stone-800"
                >
                  <MapPinIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                  {cityNames.get(nearby) ?? nearby}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </ContentBody>
      <ContentCallToAction heading={`Planning a build in ${cityNames.get(slug)}?`} />
    </>
  );
}
