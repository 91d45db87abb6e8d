import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { NestedObject, OptionalNullable, PersonName, TrimmedEmail, TrimmedString, UsPhone } from '../../../common/validation';
import { LeadTrackingDto } from '../../leads/dto/submit-quiz.dto';
import { CONTACT_SUBJECT_LABELS, ContactSubject, CUSTOM_MODEL } from '../contact.enums';

export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_MODEL_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** spec §5, word for word (the error shape adds the full stop). */
export const PRIVACY_AGREE_MESSAGE = 'You must agree to the privacy policy';
const SUBJECTS = Object.values(ContactSubject);
export const SUBJECT_MESSAGE = `Please choose a subject: ${SUBJECTS.map((subject) => `${subject} (${CONTACT_SUBJECT_LABELS[subject]})`).join(', ')}.`;

/** One of the subjects, with one message whether the field is missing or wrong. */
function ContactSubjectField(): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'contactSubject',
      validator: { validate: (value) => SUBJECTS.includes(value as ContactSubject), defaultMessage: () => SUBJECT_MESSAGE },
    }),
    ApiProperty({
      enum: ContactSubject,
      enumName: 'ContactSubject',
      enumSchema: {
        description: `Subject of a contact message (spec §5): ${SUBJECTS.map((subject) => `${subject} = ${CONTACT_SUBJECT_LABELS[subject]}`).join(', ')}.`,
      },
    }),
  );
}

/** Exactly `true` (a consent checkbox); anything else, missing included, gets `message`. */
function MustBeTrue(message: string): PropertyDecorator {
  return applyDecorators(
    ValidateBy({ name: 'mustBeTrue', validator: { validate: (value) => value === true, defaultMessage: () => message } }),
    ApiProperty({ type: 'boolean', enum: [true] }),
  );
}

/** spec §7 POST /api/contact: the contact page's project-details form (spec §5). */
export class SubmitContactDto {
  @PersonName({ max: CONTACT_NAME_MAX_LENGTH })
  name: string;

  @TrimmedEmail('Please enter a valid email address')
  email: string;

  @OptionalNullable()
  @UsPhone()
  phone?: string | null;

  /** A plan name from the catalogue (GET /api/designs) or `Custom`; optional. */
  @OptionalNullable()
  @TrimmedString({ max: CONTACT_MODEL_MAX_LENGTH })
  @ApiProperty({ required: false, nullable: true, example: CUSTOM_MODEL })
  model?: string | null;

  @ContactSubjectField()
  subject: ContactSubject;

  /** The visitor's project details and questions. */
  @TrimmedString({ max: CONTACT_MESSAGE_MAX_LENGTH, multiline: true })
  message: string;

  /** The visitor agreed to the privacy policy; must be true. */
  @MustBeTrue(PRIVACY_AGREE_MESSAGE)
  privacyAgree: boolean;

  /** Where the visitor came from (utm fields and a referral partner's `ref`), all optional. */
  @NestedObject(() => LeadTrackingDto, 'Tracking must be an object of utm fields and ref.', { optional: true })
  tracking?: LeadTrackingDto | null;
}
