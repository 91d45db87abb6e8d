import type { ReactNode } from "react";
import { business } from "@/lib/business";
import { recordCallScheduled } from "@/lib/call-booking";

/**
 * A schedule button: a real link to the external booking page in a new tab (so it works before
 * hydration and without JavaScript) that also records the booking for this session (spec §4).
 */
export function BookCallLink({
  children,
  className,
  onBooked,
}: {
  children: ReactNode;
  className?: string;
  /** Called after the booking is recorded, e.g. to show what a booked visitor sees next. */
  onBooked?: () => void;
}) {
  return (
    <a
      href={business.bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={() => {
        recordCallScheduled();
        onBooked?.();
      }}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
