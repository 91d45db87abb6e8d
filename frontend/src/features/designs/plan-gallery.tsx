/**
 * A plan's pictures on its page (issue 31), no gallery library: the API lists them floor plans
 * first. The first is the page's main picture, eager with high fetch priority (the largest paint);
 * the rest follow in a grid, lazy. Each is a <picture> with AVIF and WebP sizes and its width and
 * height (no layout shift), and links to its largest size for a closer look. Without pictures the
 * page keeps the drawn spec sheet.
 */
import type { DesignImageDto, DesignResponseDto } from "@/api/generated/model";
import { ResponsivePicture } from "@/components/responsive-picture";
import { SPEC_SHEET_HEIGHT, SPEC_SHEET_WIDTH } from "../../components/plans/spec-sheet";

/** How wide the main picture is drawn: 3/5 of the 72rem band beside the facts, the screen's width below lg. */
export const MAIN_PICTURE_SIZES = "(min-width: 1152px) 624px, (min-width: 1024px) 56vw, calc(100vw - 2rem)";
/** The grid below: two columns from sm. */
export const GALLERY_SIZES = "(min-width: 1152px) 532px, (min-width: 640px) 46vw, calc(100vw - 2rem)";

const FRAME = "h-auto w-full rounded-xl bg-white object-contain shadow-sm ring-1 ring-stone-200 dark:ring-stone-800";

/** The biggest WebP of a picture (the last of its srcset), for "Open full size". */
export function fullSizeUrl(image: DesignImageDto): string {
  return image.sources?.srcSetWebp.split(", ").at(-1)?.split(" ")[0] || image.imageUrl;
}

function Picture({ image, sizes, main }: { image: DesignImageDto; sizes: string; main: boolean }) {
  const loading = main ? "eager" : "lazy";
  const fetchPriority = main ? "high" : "auto";
  return image.sources ? (
    <ResponsivePicture image={image.sources} alt={image.alt} sizes={sizes} loading={loading} fetchPriority={fetchPriority} className={FRAME} />
  ) : (
    <img src={image.imageUrl} alt={image.alt} loading={loading} fetchPriority={fetchPriority} decoding="async" className={FRAME} />
  );
}

function Caption({ image, name }: { image: DesignImageDto; name: string }) {
  return (
    <figcaption className="mt-2 text-sm text-stone-600 dark:text-stone-400">
      {image.caption ? <>{image.caption} · </> : null}
      <a href={fullSizeUrl(image)} className="link">
        Open full size<span className="sr-only"> ({image.caption ?? `${name} picture`})</span>
      </a>
    </figcaption>
  );
}

/** The page's main picture: the first of the plan's pictures, else its primary image or the spec sheet. */
export function MainPicture({ design }: { design: DesignResponseDto }) {
  const first = design.images[0];
  if (first)
    return (
      <figure>
        <Picture image={first} sizes={MAIN_PICTURE_SIZES} main />
        <Caption image={first} name={design.name} />
      </figure>
    );
  return (
    <figure>
      <img
        src={design.primaryImage ?? design.specSheetUrl}
        alt={`${design.name} spec sheet: front elevation sketch with the plan's areas, rooms and insulation values`}
        width={SPEC_SHEET_WIDTH}
        height={SPEC_SHEET_HEIGHT}
        fetchPriority="high"
        decoding="async"
        className="aspect-[8/5] w-full rounded-xl bg-white object-contain shadow-sm ring-1 ring-stone-200 dark:ring-stone-800"
      />
      <figcaption className="mt-3 text-sm text-stone-600 dark:text-stone-400">
        The {design.name} spec sheet.{" "}
        {design.floorPlanIncluded ? "The full floor plan comes with the plan set; ask us for a copy to walk through." : "Ask us for the floor plan."}
      </figcaption>
    </figure>
  );
}

/** Every picture after the main one, lazy; nothing when there are none. */
export function MorePictures({ design }: { design: DesignResponseDto }) {
  const rest = design.images.slice(1);
  if (!rest.length) return null;
  return (
    <section aria-labelledby="pictures-title" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 lg:px-8">
      <h2 id="pictures-title" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
        More of the {design.name}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {rest.map((image) => (
          <li key={image.id}>
            <figure>
              <Picture image={image} sizes={GALLERY_SIZES} main={false} />
              <Caption image={image} name={design.name} />
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
