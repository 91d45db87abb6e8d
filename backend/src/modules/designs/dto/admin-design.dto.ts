import { ApiProperty } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';
import { BodyInt } from '../../../common/body-int';
import { SortOrder } from '../../../common/dto/sort-order';
import { StaffPageDto, StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { QueryEnum, QueryInt, QueryText } from '../../../common/query-params';
import { IsoDateTime, Optional, OptionalNullable, TrimmedString } from '../../../common/validation';
import { PICTURE_ALT_TEXT } from '../../../shared/file-types';
import { ImageSourcesDto } from '../../files/dto/image-sources.dto';
import { AdminDesignSort, DesignCategory, DesignImageKind, DesignStatus, DesignStyle } from '../designs.enums';

export const DESIGN_NAME_MAX = 200;
export const DESIGN_DESCRIPTION_MAX = 5000;
export const DESIGN_CAPTION_MAX = 500;
/** A plan's base price ceiling in cents: $10,000,000, far above any house we build. */
export const DESIGN_PRICE_MAX_CENTS = 1_000_000_000;
/** Position numbers of a plan's pictures (small, so the office can type them). */
export const DESIGN_IMAGE_SORT_MAX = 999;
/** At most this many pictures per plan: a plan page stays light and the office's list stays readable. */
export const DESIGN_IMAGES_MAX = 24;

export const DESIGN_STATUS_MESSAGE = `Status must be one of: ${Object.values(DesignStatus).join(', ')}.`;
export const DESIGN_STYLE_MESSAGE = `Style must be one of: ${Object.values(DesignStyle).join(', ')}.`;
export const DESIGN_IMAGE_KIND_MESSAGE = `Kind must be one of: ${Object.values(DesignImageKind).join(', ')} (floor plan, photo or rendering).`;
export const DESIGN_UPDATED_AT_MESSAGE = 'Updated at is required: send the updatedAt of the plan as you read it.';
export const NOTHING_TO_CHANGE_ON_DESIGN_MESSAGE = 'Send at least one of name, description, style, price and status.';
export const NOTHING_TO_CHANGE_ON_IMAGE_MESSAGE = 'Send at least one of kind, altText, caption and sortOrder.';
export const DESIGN_NAME_REQUIRED_MESSAGE = 'Give the plan a name.';

/** The alt text rule of every picture (shared/file-types.ts PICTURE_ALT_TEXT). */
const AltText = () =>
  TrimmedString({
    min: PICTURE_ALT_TEXT.minLength,
    max: PICTURE_ALT_TEXT.maxLength,
    requiredMessage: PICTURE_ALT_TEXT.message,
    shortMessage: PICTURE_ALT_TEXT.message,
    longMessage: PICTURE_ALT_TEXT.message,
  });

/** listAdminDesigns: every plan, drafts and archived ones included; by name unless asked otherwise. */
export class ListAdminDesignsQueryDto extends StaffPageQueryDto {
  @QueryEnum(DesignStatus, 'DesignStatus', 'Only plans with this status.')
  status?: DesignStatus;

  @QueryEnum(DesignCategory, 'DesignCategory', 'Only barndominiums or only residential plans.')
  category?: DesignCategory;

  @QueryText(100, 'Words to find in the name, slug or description (every word must appear; case-insensitive).')
  q?: string;

  @QueryEnum(AdminDesignSort, 'AdminDesignSort', 'Sort key. Ties go by name.', AdminDesignSort.Name)
  sort: AdminDesignSort = AdminDesignSort.Name;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Asc)
  order: SortOrder = SortOrder.Asc;
}

/** One plan in the office's list. */
export class AdminDesignSummaryDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  slug: string;
  name: string;
  @ApiProperty({ enum: DesignCategory, enumName: 'DesignCategory' })
  category: DesignCategory;
  @ApiProperty({ enum: DesignStatus, enumName: 'DesignStatus' })
  status: DesignStatus;
  @ApiProperty({ type: 'integer' })
  livingSquareFeet: number;
  @ApiProperty({ type: 'integer', nullable: true })
  shopSquareFeet: number | null;
  @ApiProperty({ type: 'integer' })
  bedrooms: number;
  /** How many pictures the plan has. */
  @ApiProperty({ type: 'integer' })
  imageCount: number;
  /** Whether one of them is a floor plan (the picture buyers look for first). */
  hasFloorPlan: boolean;
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: string;
}

export class PaginatedAdminDesignsResponseDto extends StaffPageDto {
  @ApiProperty({ type: [AdminDesignSummaryDto] })
  items: AdminDesignSummaryDto[];
}

/** A plan's picture as the office manages it. */
export class AdminDesignImageDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ enum: DesignImageKind, enumName: 'DesignImageKind' })
  kind: DesignImageKind;
  altText: string;
  caption: string | null;
  @ApiProperty({ type: 'integer' })
  sortOrder: number;
  /** spec §3 imageUrl: the ~960 px WebP of an uploaded picture. */
  imageUrl: string;
  /** The AVIF and WebP sizes; null for a picture that is only an imageUrl (from before uploads). */
  @ApiProperty({ type: ImageSourcesDto, nullable: true })
  sources: ImageSourcesDto | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** One plan with everything the office's edit page shows. */
export class AdminDesignDetailResponseDto extends AdminDesignSummaryDto {
  description: string | null;
  @ApiProperty({ enum: DesignStyle, enumName: 'DesignStyle' })
  style: DesignStyle;
  /** Base price in US cents; null: price on request (the cost estimate gives a range). */
  @ApiProperty({ type: 'integer', nullable: true })
  price: number | null;
  /** As text: "2.5". */
  bathrooms: string;
  /** The statuses the plan may move to now (design-status-flow.ts). */
  @ApiProperty({ enum: DesignStatus, enumName: 'DesignStatus', isArray: true })
  allowedStatuses: DesignStatus[];
  /** Floor plans first, then by sortOrder: the order the plan page shows them in. */
  @ApiProperty({ type: [AdminDesignImageDto] })
  images: AdminDesignImageDto[];
  /** Where the public page is (its slug never changes, so saved links keep working). */
  pagePath: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/**
 * updateDesign: a plan's words and status, with the `updatedAt` the page read (a plan changed
 * since answers 409). Fields left out stay as they are; at least one must be given.
 */
export class UpdateDesignDto {
  /** The plan's name, as the catalogue, its page and the contact form's plan list show it. */
  @Optional()
  @TrimmedString({ max: DESIGN_NAME_MAX, requiredMessage: DESIGN_NAME_REQUIRED_MESSAGE })
  @ApiProperty({ required: false })
  name?: string;

  /** The plan page's "About" paragraph; null or blank clears it. */
  @OptionalNullable()
  @TrimmedString({ max: DESIGN_DESCRIPTION_MAX, multiline: true })
  description?: string | null;

  @Optional()
  @IsEnum(DesignStyle, { message: DESIGN_STYLE_MESSAGE })
  @ApiProperty({ required: false, enum: DesignStyle, enumName: 'DesignStyle' })
  style?: DesignStyle;

  /** Base price in US cents; null: price on request. */
  @OptionalNullable()
  @BodyInt(0, DESIGN_PRICE_MAX_CENTS)
  @ApiProperty({ required: false, nullable: true })
  price?: number | null;

  /** The next status; only a move design-status-flow.ts allows (allowedStatuses). Its current status changes nothing. */
  @Optional()
  @IsEnum(DesignStatus, { message: DESIGN_STATUS_MESSAGE })
  @ApiProperty({ required: false, enum: DesignStatus, enumName: 'DesignStatus' })
  status?: DesignStatus;

  /** The plan's `updatedAt` as the page read it (ISO 8601). */
  @IsoDateTime(DESIGN_UPDATED_AT_MESSAGE)
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: string;
}

/** uploadDesignImage's text fields (the form fields beside the file). */
export class UploadDesignImageDto {
  @IsEnum(DesignImageKind, { message: DESIGN_IMAGE_KIND_MESSAGE })
  @ApiProperty({ enum: DesignImageKind, enumName: 'DesignImageKind' })
  kind: DesignImageKind;

  /** What the picture shows, for people who cannot see it: 5 to 250 characters ("Floor plan: three bedrooms on the left, the shop on the right"). */
  @AltText()
  altText: string;

  /** Shown under the picture on the plan page; blank: none. */
  @OptionalNullable()
  @TrimmedString({ max: DESIGN_CAPTION_MAX })
  caption?: string | null;

  /** Its place among the plan's pictures of the same group (floor plans first); left out: after the others. A form sends it as text. */
  @QueryInt(0, DESIGN_IMAGE_SORT_MAX, 'Its place among the plan’s pictures (floor plans always come first); left out: after the others.')
  sortOrder?: number;
}

/** The multipart body of uploadDesignImage as the OpenAPI document shows it: the fields and the file. */
export class UploadDesignImageFormDto extends UploadDesignImageDto {
  /** The picture: JPEG, PNG or WebP (decided by its contents), up to 15 MB. Stored as AVIF and WebP sizes without its metadata. */
  @ApiProperty({ type: 'string', format: 'binary' })
  file: Blob;
}

/** updateDesignImage: fields left out stay as they are; at least one must be given. */
export class UpdateDesignImageDto {
  @Optional()
  @IsEnum(DesignImageKind, { message: DESIGN_IMAGE_KIND_MESSAGE })
  @ApiProperty({ required: false, enum: DesignImageKind, enumName: 'DesignImageKind' })
  kind?: DesignImageKind;

  @Optional()
  @AltText()
  @ApiProperty({ required: false })
  altText?: string;

  /** Null or blank removes the caption. */
  @OptionalNullable()
  @TrimmedString({ max: DESIGN_CAPTION_MAX })
  caption?: string | null;

  @Optional()
  @BodyInt(0, DESIGN_IMAGE_SORT_MAX)
  @ApiProperty({ required: false })
  sortOrder?: number;
}
