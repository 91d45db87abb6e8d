import { useEffect, useRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from "react";

export type OptionalImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the space before the file arrives. */
  width: number;
  height: number;
};

/**
 * An image that is worth showing only if it loads: when it fails it is hidden, leaving its
 * container's own background in place, so a missing file never shows a broken-image icon.
 * Lazy by default.
 */
export function OptionalImage({ onError, loading = "lazy", decoding = "async", ...props }: OptionalImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    // A prerendered <img> can fail before hydration, when no onError listener exists yet.
    if (!image || !image.complete || image.naturalWidth > 0) return;
    if (typeof image.decode !== "function") {
      setFailed(true);
      return;
    }
    let current = true;
    image.decode().catch(() => {
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <img
      ref={ref}
      {...props}
      loading={loading}
      decoding={decoding}
      hidden={failed || undefined}
      onError={(event: SyntheticEvent<HTMLImageElement>) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
