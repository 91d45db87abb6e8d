import type { ImageSourcesDto } from "@/api/generated/model";

export interface ResponsivePictureProps {
  image: ImageSourcesDto;
  /** Required: what the picture shows (WCAG 1.1.1). The server refuses an upload without it. */
  alt: string;
  /** How wide the picture is drawn, for the browser to pick a size (e.g. "(min-width: 1024px) 33vw, 100vw"). */
  sizes: string;
  className?: string;
  /** "eager" for the one picture that is the page's largest paint; lazy otherwise. */
  loading?: "lazy" | "eager";
  /** Set with loading="eager" on the page's main picture. */
  fetchPriority?: "high" | "auto";
}

/**
 * An uploaded picture (modules/files/image-variants.ts): AVIF where the browser takes it, WebP
 * otherwise, each at the size `sizes` asks for; the width and height reserve the space before it
 * arrives (no layout shift). Lazy unless told otherwise.
 */
export function ResponsivePicture({ image, alt, sizes, className, loading = "lazy", fetchPriority = "auto" }: ResponsivePictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcSetAvif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSetWebp} sizes={sizes} />
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
