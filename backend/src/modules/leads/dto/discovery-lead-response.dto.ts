/** A discovery lead was stored (or updated) and its welcome e-mail queued. */
export class DiscoveryLeadResponseDto {
  /** A confirmation to show as it is. */
  message: string;
  /** The lead's hub access token (43 characters, base64url); store it as localStorage `accessToken`. */
  accessToken: string;
}
