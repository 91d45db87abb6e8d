import { OptionalNullable, PersonName, TrimmedEmail, UsPhone } from '../../../common/validation';
import { UtmFieldsDto } from './submit-quiz.dto';

/** spec §5 discovery lead form (/facebook-lead). */
export class CreateDiscoveryLeadDto extends UtmFieldsDto {
  @PersonName({ max: 100, requiredMessage: 'First name is required' })
  firstName: string;

  @TrimmedEmail('Please enter a basic email format (e.g., name@example.com)', { basic: true })
  email: string;

  @OptionalNullable()
  @UsPhone()
  phone?: string | null;
}
