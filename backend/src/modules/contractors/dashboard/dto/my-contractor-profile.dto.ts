import { applyDecorators } from '@nestjs/common';
import { ApiHideProperty, ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { Optional, OptionalNullable, PersonName, TrimmedString, UsPhone, WebsiteUrl } from '../../../../common/validation';
import { ContractorSpecialty, ContractorStatus } from '../../contractors.enums';
import { ContractorResponseDto } from '../../dto/contractor-response.dto';
import { DESCRIPTION_MAX_LENGTH, SpecialtyList } from '../../dto/listing-fields';

/** The listing's fields only the office changes (issue 15: name, licence, years; and the e-mail the account and inquiries use). */
export enum ContractorOfficeOnlyField {
  Name = 'name',
  LicenseNumber = 'licenseNumber',
  YearsInBusiness = 'yearsInBusiness',
  Email = 'email',
}

/** The 400 a contractor gets for sending an office-only field, at that field. */
export const OFFICE_ONLY_MESSAGES: Readonly<Record<ContractorOfficeOnlyField, string>> = {
  [ContractorOfficeOnlyField.Name]: 'Only our office can change the business name.',
  [ContractorOfficeOnlyField.LicenseNumber]: 'Only our office can change the license number.',
  [ContractorOfficeOnlyField.YearsInBusiness]: 'Only our office can change the years in business.',
  [ContractorOfficeOnlyField.Email]: 'Only our office can change the listing’s e-mail address.',
};

/** A field the contractor may not send: any value (null included) is refused with the office's sentence. Pair it with @ApiHideProperty() on the property (the OpenAPI plugin reads that one from the source). */
function OfficeOnly(field: ContractorOfficeOnlyField): PropertyDecorator {
  return applyDecorators(
    ValidateBy({ name: 'officeOnly', validator: { validate: (value) => value === undefined, defaultMessage: () => OFFICE_ONLY_MESSAGES[field] } }),
  );
}

/**
 * `updateMyContractorProfile`: what the contractor changes on their own listing; every field is
 * optional (left out: unchanged; null or blank: cleared, except the specialties). The business
 * name, license number, years in business and e-mail are the office's: sending one answers 400
 * with its sentence at that field. Anything else unknown: 400.
 */
export class UpdateMyContractorProfileDto {
  /** What the business does, for the public profile; up to 2000 characters, line breaks kept. */
  @OptionalNullable()
  @TrimmedString({ max: DESCRIPTION_MAX_LENGTH, multiline: true })
  description?: string | null;

  @OptionalNullable()
  @UsPhone()
  phone?: string | null;

  /** http:// or https:// address. */
  @OptionalNullable()
  @WebsiteUrl()
  website?: string | null;

  /** The person homeowners talk to. */
  @OptionalNullable()
  @PersonName({ max: 200 })
  contactName?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: 500 })
  businessAddress?: string | null;

  /** Replaces the listing's specialties: 1 to 8. */
  @Optional()
  @SpecialtyList({ required: false })
  specialties?: ContractorSpecialty[];

  @OfficeOnly(ContractorOfficeOnlyField.Name)
  @ApiHideProperty()
  name?: unknown;

  @OfficeOnly(ContractorOfficeOnlyField.LicenseNumber)
  @ApiHideProperty()
  licenseNumber?: unknown;

  @OfficeOnly(ContractorOfficeOnlyField.YearsInBusiness)
  @ApiHideProperty()
  yearsInBusiness?: unknown;

  @OfficeOnly(ContractorOfficeOnlyField.Email)
  @ApiHideProperty()
  email?: unknown;
}

/**
 * `getMyContractorProfile`: the caller's own listing on the Contractor Dashboard, whatever its
 * status: the public profile's fields plus the status, the e-mail, the verification state and
 * what only the office may change.
 */
export class MyContractorProfileResponseDto extends ContractorResponseDto {
  /** pending: waiting for the office's review; approved: public; rejected: declined; unpublished: taken off the directory by the office. */
  @ApiProperty({ enum: ContractorStatus, enumName: 'ContractorStatus' })
  status: ContractorStatus;
  /** Where homeowners' requests go (office only). */
  email: string;
  businessAddress: string | null;
  /** The end date of the latest approved certificate of insurance (YYYY-MM-DD); Insured and Verified lapse the day after. Null with none approved. */
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  insuranceExpiresOn: string | null;
  /** The fields the dashboard shows read-only: only the office changes them. */
  @ApiProperty({ enum: ContractorOfficeOnlyField, enumName: 'ContractorOfficeOnlyField', isArray: true })
  officeOnlyFields: ContractorOfficeOnlyField[];
  /** Inquiries waiting for an answer (status new). */
  @ApiProperty({ type: 'integer' })
  newInquiryCount: number;
  /**
   * Set only on the answer to a change that removed the Verified badge (a new phone, website or
   * contact name: the office checks them again), to show as it is; null otherwise.
   */
  @ApiProperty({ type: 'string', nullable: true })
  verificationNotice: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: Date;
}
