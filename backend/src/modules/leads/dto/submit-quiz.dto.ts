import { ApiProperty } from '@nestjs/swagger';
import { IsEnum, Matches } from 'class-validator';
import { NestedArray, NestedObject, OptionalNullable, PersonName, TrimmedEmail, TrimmedString, UsPhone } from '../../../common/validation';
import { QuizStep } from '../quiz.enums';
import { QUIZ_ANSWER_VALUE_SCHEMAS } from './quiz-definition-response.dto';

export const QUIZ_MAX_ANSWERS = 20;
export const TRACKING_MAX_LENGTH = 200;

/** spec §3 quiz answer record. */
export class QuizAnswerDto {
  @ApiProperty({ enum: QuizStep, enumName: 'QuizStep' })
  @IsEnum(QuizStep, { message: `Step must be one of the quiz steps: ${Object.values(QuizStep).join(', ')}.` })
  step: QuizStep;

  /** The question as shown (the stored record uses the server's wording of the step). */
  @TrimmedString({ max: 300 })
  question: string;

  /** `yes`, `no` or an option value of the step. */
  @TrimmedString({ max: 50 })
  @ApiProperty({ oneOf: QUIZ_ANSWER_VALUE_SCHEMAS })
  answer: string;
}

/** The completion step's contact form (spec §3, §5). */
export class QuizContactDto {
  @PersonName({ max: 100, requiredMessage: 'First name is required' })
  firstName: string;

  @PersonName({ max: 100, requiredMessage: 'Last name is required' })
  lastName: string;

  @TrimmedEmail('Please enter a valid email address')
  email: string;

  @OptionalNullable()
  @UsPhone()
  phone?: string | null;

  /** Held by the form without an input (spec §3); optional. */
  @OptionalNullable()
  @TrimmedString({ max: 2000, multiline: true })
  message?: string | null;
}

/** The five campaign parameters of the landing URL, all optional (quiz tracking and /facebook-lead). */
export class UtmFieldsDto {
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

/** A host name as a browser's URL gives it (`www.google.com`, `[::1]:8080`): letters, digits, dots, hyphens, an optional port. */
export const REFERRER_HOST_PATTERN = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** A URL path without query or fragment: starts with a slash, no spaces, no `?` or `#`. */
export const LANDING_PAGE_PATTERN = /^\/[^\s?#]*$/;
export const REFERRER_HOST_MAX_LENGTH = 253;

/** The utm fields plus where the session first landed (issue 28): the referring site's host and the landing path. */
export class LeadLandingFieldsDto extends UtmFieldsDto {
  /** The referring site's host name only (from `document.referrer` on the session's first page); left out for our own site or none. */
  @OptionalNullable()
  @TrimmedString({ max: REFERRER_HOST_MAX_LENGTH })
  @Matches(REFERRER_HOST_PATTERN, { message: 'Referrer host must be a host name such as www.google.com.' })
  @ApiProperty({ pattern: REFERRER_HOST_PATTERN.source })
  referrerHost?: string | null;

  /** The path of the session's first page, without its query (`/barndominiums`). */
  @OptionalNullable()
  @TrimmedString({ max: TRACKING_MAX_LENGTH })
  @Matches(LANDING_PAGE_PATTERN, { message: 'Landing page must be a path starting with / without ? or #.' })
  @ApiProperty({ pattern: LANDING_PAGE_PATTERN.source })
  landingPage?: string | null;
}

/** Where the visitor came from (campaign parameters, the landing, and a referrer code), all optional. */
export class LeadTrackingDto extends LeadLandingFieldsDto {
  /** A referral code or referring page. */
  @OptionalNullable()
  @TrimmedString({ max: TRACKING_MAX_LENGTH })
  ref?: string | null;
}

/** spec §7 POST /api/submit-quiz, plus optional tracking. */
export class SubmitQuizDto {
  /** The answers in the order given: exactly one path from the first step to completion. */
  @NestedArray(() => QuizAnswerDto, {
    min: 1,
    max: QUIZ_MAX_ANSWERS,
    message: 'Answers must be a list of the quiz answers.',
    itemMessage: 'Each answer must be an object with step, question and answer.',
  })
  answers: QuizAnswerDto[];

  @NestedObject(() => QuizContactDto, 'Contact details are required: firstName, lastName and email.')
  contact: QuizContactDto;

  @NestedObject(() => LeadTrackingDto, 'Tracking must be an object of utm fields and ref.', { optional: true })
  tracking?: LeadTrackingDto | null;
}
