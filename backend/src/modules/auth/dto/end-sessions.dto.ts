import { OptionalNullable, TrimmedString } from '../../../common/validation';
import { GivenPassword } from './password-field';

/** Signs other devices out: the user confirms with their password (ASVS 3.3.4). */
export class EndSessionsDto {
  @GivenPassword()
  password: string;

  /** One session (an `id` from listSessions) to end; left out or null: every session but this one. */
  @OptionalNullable()
  @TrimmedString({ max: 64 })
  sessionId?: string | null;
}
