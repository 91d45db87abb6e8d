import { useEffect, useRef, useState } from "react";
import { business, formatAddress } from "@/lib/business";

/** The office address as one line, for the map search and directions. */
export const officeAddress = formatAddress(business.address);

/** Google Maps' embeddable map of the address (www.google.com is allowed in the CSP frame-src). */
export const mapEmbedUrl = `https://www.google.com/maps?q=${encodeURIComponent(officeAddress)}&output=embed`;

/** Google Maps directions to the address, from wherever the visitor is. */
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(officeAddress)}`;

export const MAP_TITLE = `Map of our office: ${officeAddress}`;

/**
 * A click-to-load map: a real button over a drawn map until the visitor asks for it, then the
 * Google Maps frame. Nothing is requested from Google (no frame, script or cookie) before the click.
 */
export function OfficeMap() {
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-stone-200 ring-1 ring-stone-300 sm:aspect-video dark:bg-stone-800 dark:ring-stone-700">
      {shown ? (
        <iframe
          ref={frameRef}
          src={mapEmbedUrl}
          title={MAP_TITLE}
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setShown(true)}
          className="group absolute inset-0 flex size-full cursor-pointer flex-col items-center justify-center gap-3 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-700"
        >
          <span aria-hidden="true" className="absolute inset-0">
            <MapDrawing />
          </span>
          <span className="relative rounded-lg bg-white/95 px-4 py-3 text-center shadow-lg ring-1 ring-stone-300 transition-transform group-hover:scale-105 dark:bg-stone-900/95 dark:ring-stone-700">
            <span className="block font-bold text-stone-900 dark:text-white">Show the map</span>
            <span className="mt-0.5 block text-sm text-stone-700 dark:text-stone-300">Loads Google Maps</span>
          </span>
        </button>
      )}
    </div>
  );
}

/** A few streets and a pin, drawn inline: no image request, scales to any size. */
function MapDrawing() {
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" className="size-full">
      <rect width="320" height="180" fill="#e7e5e4" />
      <path d="M0 120c50-6 90-30 150-28s110 24 170 18v70H0Z" fill="#d6e4c9" />
      <path d="M210 0c-6 40 10 70 40 96s38 56 30 84" stroke="#a7c4dd" strokeWidth="10" fill="none" />
      <g stroke="#ffffff" strokeWidth="7" fill="none" strokeLinecap="round">
        <path d="M-10 60h340M-10 140h340M70 -10v200M150 -10v200" />
      </g>
      <g stroke="#d6d3d1" strokeWidth="3" fill="none">
        <path d="M-10 100h340M110 -10v200M30 -10v200M250 40h80" />
      </g>
      <path d="M150 52c-11 0-20 9-20 20 0 15 20 36 20 36s20-21 20-36c0-11-9-20-20-20Z" fill="#883a25" />
      <circle cx="150" cy="72" r="7" fill="#ffffff" />
    </svg>
  );
}
