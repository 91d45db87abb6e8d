/** A confirmation to show as it is. */
export class AuthMessageResponseDto {
  message: string;
}
