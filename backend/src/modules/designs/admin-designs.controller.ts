import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Query, UploadedFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type Actor, StaffActor } from '../../common/auth/actor';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { UserRole } from '../../common/auth/user-role';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { DESIGN_IMAGE_UPLOAD } from '../../shared/file-types';
import { SingleFileUpload, type UploadedFileParts } from '../files/single-file-upload';
import { AdminDesignsService } from './admin-designs.service';
import { ADMIN_DESIGNS_PATH } from './designs.paths';
import {
  AdminDesignDetailResponseDto,
  AdminDesignImageDto,
  ListAdminDesignsQueryDto,
  PaginatedAdminDesignsResponseDto,
  UpdateDesignDto,
  UpdateDesignImageDto,
  UploadDesignImageDto,
  UploadDesignImageFormDto,
} from './dto/admin-design.dto';

const NO_PLAN = 'No plan has this id.';
const NO_PICTURE = 'No plan has this id, or the plan has no picture with this id.';

/** The office's plans (issue 31, /admin/designs): every plan, its words and status, and its pictures. */
@ApiTags('admin-designs')
@Controller(ADMIN_DESIGNS_PATH)
export class AdminDesignsController {
  constructor(private readonly admin: AdminDesignsService) {}

  /** Every plan, drafts and archived ones included, with how many pictures each has; by name, 25 a page by default. */
  @Get()
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  listAdminDesigns(@Query() query: ListAdminDesignsQueryDto): Promise<PaginatedAdminDesignsResponseDto> {
    return this.admin.list(query);
  }

  /** One plan with its words, status, the moves it may make and its pictures (floor plans first). */
  @Get(':id')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_PLAN })
  getAdminDesign(@IdParam('id', "The plan's id.") id: number): Promise<AdminDesignDetailResponseDto> {
    return this.admin.get(id);
  }

  /**
   * A plan's words (name, description, style, price) and status (draft → active → archived →
   * active). Archived: out of the catalogue, its page and saved copies keep working. The API shows
   * the change at once; prerendered pages take it at the next build.
   */
  @Patch(':id')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid or unknown, or nothing to change was sent.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_PLAN })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      "A move design-status-flow.ts refuses ('A plan cannot move from active to draft.'), the plan changed since the page read it, or another plan has the name.",
  })
  updateDesign(@StaffActor() actor: Actor, @IdParam('id', "The plan's id.") id: number, @Body() body: UpdateDesignDto): Promise<AdminDesignDetailResponseDto> {
    return this.admin.update(actor, id, body);
  }

  /**
   * Adds a picture to a plan: multipart/form-data with the file, its kind (floor plan, photo or
   * rendering), its alt text (required), a caption and its position. Checked by its bytes,
   * re-encoded into AVIF and WebP sizes without its metadata (camera, GPS), public at once.
   */
  @Post(':id/images')
  @HttpCode(HttpStatus.CREATED)
  @NoStore()
  @Roles(UserRole.Admin)
  @SingleFileUpload(DESIGN_IMAGE_UPLOAD)
  @ApiBody({ type: UploadDesignImageFormDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'A field is missing or invalid (alt text is required), no file was sent, more than one was, the file is empty, or the picture is too large to process.',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_PLAN })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The plan already has the most pictures a plan may have.' })
  uploadDesignImage(
    @StaffActor() actor: Actor,
    @IdParam('id', "The plan's id.") id: number,
    @Body() body: UploadDesignImageDto,
    @UploadedFile() file: UploadedFileParts | undefined,
  ): Promise<AdminDesignImageDto> {
    return this.admin.uploadImage(actor, id, body, file);
  }

  /** A picture's kind, alt text, caption or position. */
  @Patch(':id/images/:imageId')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid or unknown, or nothing to change was sent.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_PICTURE })
  updateDesignImage(
    @StaffActor() actor: Actor,
    @IdParam('id', "The plan's id.") id: number,
    @IdParam('imageId', "The picture's id.") imageId: number,
    @Body() body: UpdateDesignImageDto,
  ): Promise<AdminDesignImageDto> {
    return this.admin.updateImage(actor, id, imageId, body);
  }

  /** Removes the picture and every stored size of it. */
  @Delete(':id/images/:imageId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_PICTURE })
  deleteDesignImage(
    @StaffActor() actor: Actor,
    @IdParam('id', "The plan's id.") id: number,
    @IdParam('imageId', "The picture's id.") imageId: number,
  ): Promise<void> {
    return this.admin.deleteImage(actor, id, imageId);
  }
}
