/** A contact message was stored (or was a repeat of one just stored) and the e-mails queued. */
export class ContactResponseDto {
  /** A confirmation to show as it is. */
  message: string;
}
