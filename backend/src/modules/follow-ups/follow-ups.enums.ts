/** What became of one step of a lead's follow-up sequence; PostgreSQL enum `follow_up_outcome`. */
export enum FollowUpOutcome {
  Sent = 'sent',
  Stopped = 'stopped',
}

/** The booking page's webhook events; PostgreSQL enum `booking_event`. */
export enum BookingEvent {
  Created = 'booking.created',
  Cancelled = 'booking.cancelled',
}
