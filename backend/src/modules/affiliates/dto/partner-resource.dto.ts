import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { SortOrder } from '../../../common/dto/sort-order';
import { StaffPageDto, StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { QueryEnum, QueryText } from '../../../common/query-params';
import { TrimmedString } from '../../../common/validation';
import { PartnerResourceCategory, PartnerResourceSort } from '../affiliates.enums';

export const PARTNER_RESOURCE_CATEGORY_MESSAGE = `Category must be one of: ${Object.values(PartnerResourceCategory).join(', ')}.`;

/** uploadPartnerResource's text fields (the form fields beside the file). */
export class UploadPartnerResourceDto {
  /** What partners see as the link's text ("2026 Barndominium Plan Book"). */
  @TrimmedString({ max: 120, requiredMessage: 'Give the resource a title.' })
  title: string;

  /** One or two sentences: what it is and when a partner would use it. */
  @TrimmedString({ max: 500, multiline: true, requiredMessage: 'Add a short description, so partners know when to use it.' })
  description: string;

  @ValidateBy({
    name: 'partnerResourceCategory',
    validator: {
      validate: (value) => Object.values(PartnerResourceCategory).includes(value as PartnerResourceCategory),
      defaultMessage: () => PARTNER_RESOURCE_CATEGORY_MESSAGE,
    },
  })
  @ApiProperty({ enum: PartnerResourceCategory, enumName: 'PartnerResourceCategory' })
  category: PartnerResourceCategory;
}

/** The multipart body of uploadPartnerResource as the OpenAPI document shows it: the fields and the file. */
export class UploadPartnerResourceFormDto extends UploadPartnerResourceDto {
  /** The file: PDF, JPEG, PNG or WebP (decided by its contents), up to 10 MB. */
  @ApiProperty({ type: 'string', format: 'binary' })
  file: Blob;
}

/** listPartnerResources: newest first unless asked otherwise. */
export class ListPartnerResourcesQueryDto extends StaffPageQueryDto {
  @QueryEnum(PartnerResourceCategory, 'PartnerResourceCategory', 'Only resources of this category.')
  category?: PartnerResourceCategory;

  @QueryText(100, 'Words to find in the title or description (every word must appear; case-insensitive).')
  q?: string;

  @QueryEnum(PartnerResourceSort, 'PartnerResourceSort', 'Sort key. Ties: title, then newest first.', PartnerResourceSort.CreatedAt)
  sort: PartnerResourceSort = PartnerResourceSort.CreatedAt;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Desc)
  order: SortOrder = SortOrder.Desc;
}

export class PartnerResourceResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  title: string;
  description: string;
  @ApiProperty({ enum: PartnerResourceCategory, enumName: 'PartnerResourceCategory' })
  category: PartnerResourceCategory;
  /** The name the download is saved under. */
  fileName: string;
  /** The type its contents were found to be: application/pdf, image/jpeg, image/png or image/webp. */
  contentType: string;
  @ApiProperty({ type: 'integer' })
  byteSize: number;
  /** Where the signed-in partner or admin downloads it (a plain link: the session cookie authorises it). */
  downloadUrl: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

export class PaginatedPartnerResourcesResponseDto extends StaffPageDto {
  @ApiProperty({ type: [PartnerResourceResponseDto] })
  items: PartnerResourceResponseDto[];
}
