import { useEffect } from "react";
import { useLocation } from "react-router";
import { captureTracking } from "@/lib/tracking";

/**
 * Keeps the landing URL's utm parameters and ?ref= (and the first page's path and referring host) for the session (lib/tracking.ts), whatever page
 * a campaign lands on; the lead forms send them. After render only.
 */
export function useTrackingCapture(): void {
  const { search, pathname } = useLocation();
  useEffect(() => {
    captureTracking(search, pathname);
  }, [search, pathname]);
}
