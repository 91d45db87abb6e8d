import { OptionalNullable, TrimmedEmail, TrimmedString, UsPhone } from '../../../common/validation';
import { TRACKING_MAX_LENGTH } from './submit-quiz.dto';

/** spec §5 discovery lead form (/facebook-lead). */
export class CreateDiscoveryLeadDto {
  @TrimmedString({ max: 100, requiredMessage: 'First name is required' })
  firstName: string;

  @TrimmedEmail('Please enter a basic email format (e.g., name@example.com)', { basic: true })
  email: string;

  @OptionalNullable()
  @UsPhone()
  phone?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: TRACKING_MAX_LENGTH })
  utmSource?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: TRACKING_MAX_LENGTH })
  utmMedium?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: TRACKING_MAX_LENGTH })
  utmCampaign?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: TRACKING_MAX_LENGTH })
  utmContent?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: TRACKING_MAX_LENGTH })
  utmTerm?: string | null;
}
