import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { NestedArray, OptionalNullable, PersonName, TrimmedEmail, TrimmedString, UsPhone, WebsiteUrl } from '../../../../common/validation';
import { ContractorSpecialty } from '../../contractors.enums';
import {
  DESCRIPTION_MAX_LENGTH,
  SERVICE_AREAS_COUNT_MESSAGE,
  SERVICE_AREAS_MAX,
  SERVICE_AREAS_MIN,
  SPECIALTIES_COUNT_MESSAGE,
  SpecialtyList,
} from '../../dto/listing-fields';
import { ServiceAreaInputDto } from '../../dto/service-area-input.dto';

export const YEARS_IN_BUSINESS_MAX = 150;

export const APPLICATION_MESSAGES = {
  name: 'Business name is required.',
  contactName: 'Contact name is required.',
  email: 'Please enter a valid email address',
  phone: 'Please enter a phone number with area code, using digits, spaces and + ( ) - . only.',
  specialties: SPECIALTIES_COUNT_MESSAGE,
  serviceAreas: SERVICE_AREAS_COUNT_MESSAGE,
  serviceAreaItem: 'Each service area must be an object with a ZIP code or a city, and a radius.',
  yearsInBusiness: `Years in business must be a whole number from 0 to ${YEARS_IN_BUSINESS_MAX}.`,
} as const;

/** `applyContractor`: 'Join Our Contractor Network' (issue 15), stored as a pending listing for the office to review. */
export class ApplyContractorDto {
  /** The business as the directory will show it. */
  @PersonName({ max: 200, requiredMessage: APPLICATION_MESSAGES.name })
  name: string;

  /** The person the office and homeowners deal with; the contractor account is theirs. */
  @PersonName({ max: 200, requiredMessage: APPLICATION_MESSAGES.contactName })
  contactName: string;

  /** The listing's address: homeowners' requests go here, and the account's sign-in once approved. One listing or application per address. */
  @TrimmedEmail(APPLICATION_MESSAGES.email)
  email: string;

  @UsPhone(APPLICATION_MESSAGES.phone)
  phone: string;

  /** The business's website (http or https), or empty. */
  @OptionalNullable()
  @WebsiteUrl()
  website?: string | null;

  /** What the business does, for the profile; up to 2000 characters. */
  @OptionalNullable()
  @TrimmedString({ max: DESCRIPTION_MAX_LENGTH, multiline: true })
  description?: string | null;

  /** Missouri registration or a local trade licence, as the office will check it. */
  @OptionalNullable()
  @TrimmedString({ max: 100 })
  licenseNumber?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: 500 })
  businessAddress?: string | null;

  /** Whole years, 0 to 150. */
  @OptionalNullable()
  @ValidateBy({
    name: 'yearsInBusiness',
    validator: {
      validate: (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= YEARS_IN_BUSINESS_MAX,
      defaultMessage: () => APPLICATION_MESSAGES.yearsInBusiness,
    },
  })
  @ApiProperty({ type: 'integer', minimum: 0, maximum: YEARS_IN_BUSINESS_MAX, required: false, nullable: true })
  yearsInBusiness?: number | null;

  /** 1 to 8 of the spec's specialties. */
  @SpecialtyList({ required: true })
  specialties: ContractorSpecialty[];

  /** 1 to 10 areas: a ZIP code or a city, and a radius. */
  @NestedArray(() => ServiceAreaInputDto, {
    min: SERVICE_AREAS_MIN,
    max: SERVICE_AREAS_MAX,
    message: APPLICATION_MESSAGES.serviceAreas,
    lengthMessage: APPLICATION_MESSAGES.serviceAreas,
    itemMessage: APPLICATION_MESSAGES.serviceAreaItem,
  })
  serviceAreas: ServiceAreaInputDto[];
}

/** The application was stored (pending review) and the e-mails queued. */
export class ContractorApplicationResponseDto {
  /** 'Thanks! We review every application within 5 business days.', to show as it is. */
  message: string;
}
