/** Routes (under /api) whose bodies app.setup.ts parses their own way; the controllers use the same constants. */
export const BOOKING_WEBHOOK_PATH = 'webhooks/booking';
export const UNSUBSCRIBE_PATH = 'follow-ups/unsubscribe';
