/** The answer to Stripe: the event was received (Stripe stops retrying on any 2xx). */
export class StripeWebhookResponseDto {
  received: boolean;
  /** What the event did, in a few words ("paid", "duplicate", "ignored: …"). */
  outcome: string;
}
