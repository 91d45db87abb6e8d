import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Query, UploadedFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type Actor, StaffActor } from '../../../common/auth/actor';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Owned, Roles } from '../../../common/auth/roles.decorator';
import { UserRole } from '../../../common/auth/user-role';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { IdParam } from '../../../common/path-params';
import { CONTRACTOR_PHOTO_UPLOAD, PICTURE_ALT_TEXT } from '../../../shared/file-types';
import { SingleFileUpload, type UploadedFileParts } from '../../files/single-file-upload';
import { ContractorPhotosService } from './contractor-photos.service';
import {
  ListContractorPhotosForModerationQueryDto,
  ListMyContractorPhotosQueryDto,
  ModerateContractorPhotoDto,
  ModerationPhotoResponseDto,
  MyContractorPhotoResponseDto,
  PaginatedModerationPhotosResponseDto,
  PaginatedMyContractorPhotosResponseDto,
  PHOTO_MESSAGES,
  UpdateMyContractorPhotoDto,
  UploadContractorPhotoDto,
  UploadContractorPhotoFormDto,
} from './dto/contractor-photo.dto';

/** The dashboard's upload route (also listed in app.setup.ts MULTIPART_UPLOAD_PATHS). */
export const MY_CONTRACTOR_PHOTOS_PATH = 'contractor/me/photos';

const NO_LISTING = 'The account has no contractor listing.';
const PHOTO_NOT_FOUND = 'No photo with this id on your listing (another contractor’s included), or no listing.';

/** "Portfolio photos" on the Contractor Dashboard (issue 31): the signed-in contractor's own photos. */
@ApiTags('contractor-portal')
@Controller(MY_CONTRACTOR_PHOTOS_PATH)
export class ContractorPhotosController {
  constructor(private readonly photos: ContractorPhotosService) {}

  /**
   * Adds a photo to the portfolio, waiting for the office: multipart/form-data with the file (JPEG,
   * PNG or WebP, decided by its contents), `altText` (required) and `caption`. Only re-encoded
   * sizes without metadata (no camera, time or GPS position) are kept.
   */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @NoStore()
  @Roles(UserRole.Contractor)
  @SingleFileUpload(CONTRACTOR_PHOTO_UPLOAD)
  @ApiBody({ type: UploadContractorPhotoFormDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `A field is missing or invalid (${PICTURE_ALT_TEXT.message}), no file was sent, more than one was, the file is empty, or the picture is too large to process.`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PHOTO_MESSAGES.tooMany })
  uploadContractorPhoto(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UploadContractorPhotoDto,
    @UploadedFile() file: UploadedFileParts | undefined,
  ): Promise<MyContractorPhotoResponseDto> {
    return this.photos.upload(user, body, file);
  }

  /** The caller's photos: the gallery's order (shown and waiting), then rejected ones with the office's reason. */
  @Get()
  @NoStore()
  @Roles(UserRole.Contractor)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  listMyContractorPhotos(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListMyContractorPhotosQueryDto,
  ): Promise<PaginatedMyContractorPhotosResponseDto> {
    return this.photos.listMine(user, query);
  }

  /** New alt text or caption (an approved photo then waits for the office again), or a new place in the gallery. */
  @Patch(':id')
  @NoStore()
  @Roles(UserRole.Contractor)
  @Owned('contractors.userId')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid or unknown, or nothing to change was given.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PHOTO_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PHOTO_MESSAGES.rejectedIsFinal })
  updateMyContractorPhoto(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('id', "The photo's id.") id: number,
    @Body() body: UpdateMyContractorPhotoDto,
  ): Promise<MyContractorPhotoResponseDto> {
    return this.photos.update(user, id, body);
  }

  /** Deletes the photo and its stored sizes (an approved photo leaves the profile at once). */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Roles(UserRole.Contractor)
  @Owned('contractors.userId')
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PHOTO_NOT_FOUND })
  deleteMyContractorPhoto(@CurrentUser() user: AuthenticatedUser, @IdParam('id', "The photo's id.") id: number): Promise<void> {
    return this.photos.remove(user, id);
  }
}

/** The office's side of the portfolios (issue 31): /admin/contractor-photos. */
@ApiTags('admin-contractors')
@Controller('admin/contractor-photos')
export class AdminContractorPhotosController {
  constructor(private readonly photos: ContractorPhotosService) {}

  /** Photos to moderate: pending first (oldest first), then the rest newest first; by status and listing; 25 a page by default. */
  @Get()
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  listContractorPhotosForModeration(@Query() query: ListContractorPhotosForModerationQueryDto): Promise<PaginatedModerationPhotosResponseDto> {
    return this.photos.listForModeration(query);
  }

  /** Approve (the photo joins the public profile) or reject with a reason (its sizes are deleted; the contractor reads the reason). */
  @Patch(':id')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `A field is invalid or unknown, or a rejection has no reason ('${PHOTO_MESSAGES.reasonRequired}').`,
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PHOTO_MESSAGES.adminNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "A move photo-status-flow.ts refuses ('A photo cannot move from rejected to approved.')." })
  moderateContractorPhoto(
    @StaffActor() actor: Actor,
    @IdParam('id', "The photo's id.") id: number,
    @Body() body: ModerateContractorPhotoDto,
  ): Promise<ModerationPhotoResponseDto> {
    return this.photos.moderate(actor, id, body);
  }
}
