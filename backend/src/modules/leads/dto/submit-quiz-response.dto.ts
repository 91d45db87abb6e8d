/** A quiz submission was accepted (or was a repeat of one just accepted). */
export class SubmitQuizResponseDto {
  /** spec §8 quiz success text; show it as it is. */
  message: string;
  /** The lead's hub access token (43 characters, base64url); store it as localStorage `accessToken`. */
  accessToken: string;
}
