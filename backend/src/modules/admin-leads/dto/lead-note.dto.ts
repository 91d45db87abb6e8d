import { TrimmedString } from '../../../common/validation';

/** A note's longest text (the one notes box of before issue 25 held up to 5,000 characters; its text moved into a note). */
export const LEAD_NOTE_MAX_LENGTH = 5000;
export const NOTE_REQUIRED_MESSAGE = 'Write the note first: it cannot be blank.';

/** addLeadNote and updateLeadNote: the note's text. */
export class LeadNoteBodyDto {
  /** For the office only: what was said, agreed or is to be done. Trimmed; line breaks kept. */
  @TrimmedString({ max: LEAD_NOTE_MAX_LENGTH, multiline: true, requiredMessage: NOTE_REQUIRED_MESSAGE })
  body: string;
}
