/**
 * "Photos of their work" on a contractor's public profile (issue 31): the photos our office
 * approved, in the contractor's order. Each is a <picture> (AVIF, WebP) at the size its grid cell
 * needs, lazy, with its width and height so nothing moves while it loads; each links to its
 * largest size for a closer look (no lightbox script: the profile stays light).
 */
import type { ContractorPhotoDto } from "@/api/generated/model";
import { ResponsivePicture } from "@/components/responsive-picture";

/**
 * How wide a cell is drawn (the grid below, in the profile's max-w-5xl column): one photo a row
 * under 640 px (the page's 1 rem padding each side), two from 640 px (1.5 rem padding, a 1 rem
 * gap), three from 1024 px (the 64 rem column less 2 rem padding each side and two gaps: 310 px).
 */
export const GALLERY_SIZES = "(min-width: 1024px) 310px, (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)";

export function ContractorPhotoGallery({ photos, contractorName }: { photos: ContractorPhotoDto[]; contractorName: string }) {
  if (!photos.length) return null;
  return (
    <section aria-labelledby="photos-title">
      <h2 id="photos-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Photos of their work
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        {photos.length === 1 ? "A photo" : `${photos.length} photos`} from {contractorName}’s own jobs, checked by our office before they appear here. Select a
        photo to open it full size.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id}>
            <figure>
              <a href={photo.fullSizeUrl} className="block overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200 dark:bg-stone-800 dark:ring-stone-700">
                <ResponsivePicture image={photo.image} alt={photo.altText} sizes={GALLERY_SIZES} className="block aspect-[4/3] h-auto w-full object-cover" />
                <span className="sr-only"> (full size)</span>
              </a>
              {photo.caption ? <figcaption className="mt-2 text-sm text-stone-700 dark:text-stone-300">{photo.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
