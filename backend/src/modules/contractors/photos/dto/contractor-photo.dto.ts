import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { StaffPageDto, StaffPageQueryDto } from '../../../../common/dto/staff-page.dto';
import { QueryEnum, QueryInt } from '../../../../common/query-params';
import { Optional, OptionalNullable, TrimmedString } from '../../../../common/validation';
import { PG_INTEGER_MAX } from '../../../../common/whole-number';
import { PICTURE_ALT_TEXT } from '../../../../shared/file-types';
import { ImageSourcesDto } from '../../../files/dto/image-sources.dto';
import { ContractorPhotoStatus } from '../../contractors.enums';
import { PHOTO_CAPTION_MAX, PHOTO_REJECTION_REASON_MAX } from '../../entities/contractor-photo.entity';

/** Photos a listing may have waiting or shown (pending and approved); rejected ones do not count. */
export const PHOTOS_PER_CONTRACTOR = 30;

export const PHOTO_MESSAGES = {
  caption: `Keep the caption to ${PHOTO_CAPTION_MAX} characters or fewer.`,
  position: `Position must be a whole number from 1 to ${PHOTOS_PER_CONTRACTOR}.`,
  nothingToChange: 'Give new alt text, a caption or a position.',
  tooMany: `Your portfolio already has ${PHOTOS_PER_CONTRACTOR} photos shown or waiting for our office, the most a listing can have. Delete one before you upload another.`,
  notFound: 'There is no such photo on your listing.',
  adminNotFound: 'There is no contractor photo with this id; the contractor may have deleted it.',
  rejectedIsFinal: 'Our office rejected this photo, so it cannot be changed or moved. Delete it, and upload a new photo if you like.',
  decision: 'Status must be approved or rejected.',
  reasonRequired: 'Give a reason to reject a photo; the contractor reads it on the dashboard.',
  reason: `Keep the reason to ${PHOTO_REJECTION_REASON_MAX} characters or fewer.`,
} as const;

const altTextRule = () =>
  TrimmedString({
    min: PICTURE_ALT_TEXT.minLength,
    max: PICTURE_ALT_TEXT.maxLength,
    requiredMessage: PICTURE_ALT_TEXT.message,
    shortMessage: PICTURE_ALT_TEXT.message,
    longMessage: PICTURE_ALT_TEXT.message,
  });

/** uploadContractorPhoto's text fields (the form fields beside the file). */
export class UploadContractorPhotoDto {
  /** What the photo shows, for people who cannot see it ('Finished great room of a 40x60 barndominium near Cameron, with a stone fireplace'). */
  @altTextRule()
  altText: string;

  /** A line shown under the photo on the profile ('Cameron, 2025: SIP shell and interior finish'); blank for none. */
  @OptionalNullable()
  @TrimmedString({ max: PHOTO_CAPTION_MAX, longMessage: PHOTO_MESSAGES.caption })
  @ApiProperty({ required: false, nullable: true, maxLength: PHOTO_CAPTION_MAX })
  caption?: string | null;
}

/** The multipart body of uploadContractorPhoto as the OpenAPI document shows it: the fields and the file. */
export class UploadContractorPhotoFormDto extends UploadContractorPhotoDto {
  /** The photo: JPEG, PNG or WebP (decided by its contents), up to 15 MB. */
  @ApiProperty({ type: 'string', format: 'binary' })
  file: Blob;
}

/** updateMyContractorPhoto: new words (an approved photo then waits for the office again) or a new place in the gallery. */
export class UpdateMyContractorPhotoDto {
  @Optional()
  @altTextRule()
  @ApiProperty({ required: false, minLength: PICTURE_ALT_TEXT.minLength, maxLength: PICTURE_ALT_TEXT.maxLength })
  altText?: string;

  /** null or blank removes the caption. */
  @OptionalNullable()
  @TrimmedString({ max: PHOTO_CAPTION_MAX, longMessage: PHOTO_MESSAGES.caption })
  @ApiProperty({ required: false, nullable: true, maxLength: PHOTO_CAPTION_MAX })
  caption?: string | null;

  /** The photo's new place among the listing's shown and waiting photos, 1 being first (past the end: last). */
  @Optional()
  @ValidateBy({
    name: 'photoPosition',
    validator: {
      validate: (value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= PHOTOS_PER_CONTRACTOR,
      defaultMessage: () => PHOTO_MESSAGES.position,
    },
  })
  @ApiProperty({ type: 'integer', minimum: 1, maximum: PHOTOS_PER_CONTRACTOR, required: false })
  position?: number;
}

/** A photo as the public profile shows it (approved photos only, in the contractor's order). */
export class ContractorPhotoDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  image: ImageSourcesDto;
  /** The largest WebP size: what the photo links to, for a closer look. */
  fullSizeUrl: string;
  altText: string;
  @ApiProperty({ type: 'string', nullable: true })
  caption: string | null;
}

/** A photo as its contractor sees it on the dashboard: any status, with the office's reason when rejected. */
export class MyContractorPhotoResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** pending: waiting for our office; approved: on the public profile; rejected: see rejectionReason. */
  @ApiProperty({ enum: ContractorPhotoStatus, enumName: 'ContractorPhotoStatus' })
  status: ContractorPhotoStatus;
  /** The stored sizes (the uploader may view them before approval); null once rejected (they are deleted). */
  @ApiProperty({ type: ImageSourcesDto, nullable: true })
  image: ImageSourcesDto | null;
  /** The uploaded file's name, made safe. */
  fileName: string;
  altText: string;
  @ApiProperty({ type: 'string', nullable: true })
  caption: string | null;
  /** Place in the gallery among the shown and waiting photos, from 1; null when rejected. */
  @ApiProperty({ type: 'integer', nullable: true })
  position: number | null;
  /** The office's reason, when rejected. */
  @ApiProperty({ type: 'string', nullable: true })
  rejectionReason: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  moderatedAt: Date | null;
}

/** listMyContractorPhotos: one page, the gallery's order first (shown and waiting), then rejected ones newest first. */
export class ListMyContractorPhotosQueryDto {
  @QueryEnum(ContractorPhotoStatus, 'ContractorPhotoStatus', 'Only photos in this status.')
  status?: ContractorPhotoStatus;

  @QueryInt(1, 100_000, 'Page number, from 1.', 1)
  page: number = 1;

  /** 50 by default: a whole portfolio (30) and its rejected photos fit on one page. */
  @QueryInt(1, 100, 'Photos per page.', 50)
  pageSize: number = 50;
}

export class PaginatedMyContractorPhotosResponseDto extends StaffPageDto {
  items: MyContractorPhotoResponseDto[];
  /** Pending and approved photos of the listing: '{count} of {limit} photos'. */
  @ApiProperty({ type: 'integer' })
  count: number;
  /** The most a listing may have shown or waiting (30). */
  @ApiProperty({ type: 'integer', example: PHOTOS_PER_CONTRACTOR })
  limit: number;
}

/** listContractorPhotosForModeration: pending photos first (oldest first, as they queued), then the rest newest first. */
export class ListContractorPhotosForModerationQueryDto extends StaffPageQueryDto {
  @QueryEnum(ContractorPhotoStatus, 'ContractorPhotoStatus', 'Only photos in this status.')
  status?: ContractorPhotoStatus;

  @QueryInt(1, PG_INTEGER_MAX, "Only this listing's photos (its id).")
  contractorId?: number;
}

/** A photo as the office moderates it. */
export class ModerationPhotoResponseDto extends MyContractorPhotoResponseDto {
  @ApiProperty({ type: 'integer' })
  contractorId: number;
  contractorName: string;
  /** The public profile is /contractors/{contractorSlug}. */
  contractorSlug: string;
  /** The decisions the office may take now (photo-status-flow.ts): approved, rejected. */
  @ApiProperty({ enum: ContractorPhotoStatus, enumName: 'ContractorPhotoStatus', isArray: true })
  allowedStatuses: ContractorPhotoStatus[];
  /** The admin who decided last; null before any decision or when the account is gone. */
  @ApiProperty({ type: 'string', nullable: true })
  moderatedByName: string | null;
}

export class PaginatedModerationPhotosResponseDto extends StaffPageDto {
  items: ModerationPhotoResponseDto[];
}

/** The office's decisions on a photo (a contractor's change of words sends it back to pending itself). */
export const PHOTO_DECISIONS = [ContractorPhotoStatus.Approved, ContractorPhotoStatus.Rejected] as const;
export type ContractorPhotoDecision = (typeof PHOTO_DECISIONS)[number];

/** moderateContractorPhoto: approve (the sizes become public) or reject with a reason (the sizes are deleted). */
export class ModerateContractorPhotoDto {
  @ValidateBy({
    name: 'photoDecision',
    validator: {
      validate: (value) => (PHOTO_DECISIONS as readonly unknown[]).includes(value),
      defaultMessage: () => PHOTO_MESSAGES.decision,
    },
  })
  @ApiProperty({ enum: PHOTO_DECISIONS, enumName: 'ContractorPhotoDecision' })
  status: ContractorPhotoDecision;

  /** Required to reject: what the contractor reads ('The photo shows a house we cannot match to your work; upload photos of your own jobs.'). */
  @Optional()
  @TrimmedString({ max: PHOTO_REJECTION_REASON_MAX, multiline: true, longMessage: PHOTO_MESSAGES.reason })
  @ApiProperty({ required: false, maxLength: PHOTO_REJECTION_REASON_MAX })
  reason?: string;
}
