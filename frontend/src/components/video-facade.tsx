import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cx } from "@/lib/cx";

export interface VideoFacadeProps {
  /** The player's embed URL (e.g. business.videoUrl). Nothing is requested from it before the click. */
  src: string;
  /** What the video is about: the button is named "Play video: {title}" and the frame gets it as its title. */
  title: string;
  /** Short visible line under the title on the poster, e.g. a running time; it ends the button's name. */
  caption?: ReactNode;
  /** A poster of your own instead of the built-in drawing (decorative: the button carries the name). */
  poster?: ReactNode;
  className?: string;
}

/**
 * A click-to-load video: a real button with a drawn poster until the visitor asks for the video,
 * then the third-party player in an iframe (keeps the player's scripts, cookies and weight off
 * every page view). The frame takes focus so keyboard users land in the player.
 */
export function VideoFacade({ src, title, caption, poster, className }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className={cx("relative aspect-video w-full overflow-hidden rounded-xl bg-stone-900 shadow-lg ring-1 ring-stone-900/10", className)}>
      {playing ? (
        <iframe ref={frameRef} src={src} title={title} allow="autoplay; encrypted-media" allowFullScreen className="absolute inset-0 size-full border-0" />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full cursor-pointer flex-col items-center justify-center gap-4 text-white focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <span aria-hidden="true" className="absolute inset-0">
            {poster ?? <DefaultPoster />}
          </span>
          <span
            aria-hidden="true"
            className="relative inline-flex size-16 items-center justify-center rounded-full bg-brand-700 shadow-xl ring-4 ring-white/80 transition-transform group-hover:scale-110 sm:size-20"
          >
            <svg viewBox="0 0 24 24" className="ml-1 size-8 sm:size-10" fill="currentColor">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
            </svg>
          </span>
          {/* The visible words are the button's name (WCAG 2.5.3 label in name): "Play video: {title}". */}
          <span className="relative max-w-[85%] text-center">
            <span className="sr-only">Play video: </span>
            <span className="block text-base font-bold text-balance drop-shadow sm:text-xl">{title}</span>
            {caption ? <span className="mt-1 block text-sm font-medium text-stone-100 drop-shadow">{caption}</span> : null}
          </span>
        </button>
      )}
    </div>
  );
}

/** A barn on a Missouri field at dusk, drawn inline: no image request, scales to any size. */
function DefaultPoster() {
  const sky = `${useId()}sky`;
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" className="size-full">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5b2b21" />
          <stop offset="0.65" stopColor="#a5472a" />
          <stop offset="1" stopColor="#cc7a52" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${sky})`} />
      <path d="M0 140c60-14 110-16 160-8s110 10 160-4v52H0Z" fill="#4d6b3c" />
      <path d="M0 152c70-10 130-8 190 0s100 6 130 0v28H0Z" fill="#3b5430" />
      <g fill="#1c1917" opacity="0.55">
        <path d="M196 96l34-24 34 24v44h-68Z" />
        <path d="M150 110l24-17 22 15v32h-46Z" />
      </g>
      <rect width="320" height="180" fill="#000" opacity="0.25" />
    </svg>
  );
}
