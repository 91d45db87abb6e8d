import { useEffect } from "react";
import { useLocation } from "react-router";
import { captureTracking } from "@/lib/tracking";

/**
 * Keeps the landing URL's utm parameters and ?ref= for the session (lib/tracking.ts), whatever page
 * a campaign lands on; the lead forms send them. After render only.
 */
export function useTrackingCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    captureTracking(search);
  }, [search]);
}
