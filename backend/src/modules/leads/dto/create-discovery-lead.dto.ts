import { OptionalNullable, PersonName, TrimmedEmail, TrimmedString, UsPhone } from '../../../common/validation';
import { LeadLandingFieldsDto, TRACKING_MAX_LENGTH } from './submit-quiz.dto';

/** spec §5 discovery lead form (/facebook-lead). */
export class CreateDiscoveryLeadDto extends LeadLandingFieldsDto {
  @PersonName({ max: 100, requiredMessage: 'First name is required' })
  firstName: string;

  @TrimmedEmail('Please enter a basic email format (e.g., name@example.com)', { basic: true })
  email: string;

  @OptionalNullable()
  @UsPhone()
  phone?: string | null;

  /** A referral partner's code (`?ref=` on the landing URL). */
  @OptionalNullable()
  @TrimmedString({ max: TRACKING_MAX_LENGTH })
  ref?: string | null;
}
