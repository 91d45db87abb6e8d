import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query, Res, UploadedFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type Actor, StaffActor } from '../../common/auth/actor';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../../common/auth/roles.decorator';
import { UserRole } from '../../common/auth/user-role';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { PARTNER_RESOURCE_UPLOAD } from '../../shared/file-types';
import { SingleFileUpload, type UploadedFileParts } from '../files/single-file-upload';
import { PARTNER_RESOURCES_ADMIN_PATH, PARTNER_RESOURCES_PATH } from './affiliates.paths';
import {
  ListPartnerResourcesQueryDto,
  PaginatedPartnerResourcesResponseDto,
  PartnerResourceResponseDto,
  UploadPartnerResourceDto,
  UploadPartnerResourceFormDto,
} from './dto/partner-resource.dto';
import { PartnerResourcesService } from './partner-resources.service';

/** How long a browser may keep a download: a resource's file never changes (a new upload is a new resource). */
const DOWNLOAD_CACHE_CONTROL = 'private, max-age=3600';

/** The office's side of the partner resources (issue 30): upload and delete, on /affiliate-admin's Resources tab. */
@ApiTags('admin-partners')
@Controller(PARTNER_RESOURCES_ADMIN_PATH)
export class AdminPartnerResourcesController {
  constructor(private readonly resources: PartnerResourcesService) {}

  /** Adds a file every active partner sees on the dashboard: multipart/form-data with title, description, category and the file. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @NoStore()
  @Roles(UserRole.Admin)
  @SingleFileUpload(PARTNER_RESOURCE_UPLOAD)
  @ApiBody({ type: UploadPartnerResourceFormDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid, no file was sent, more than one was, or the file is empty.' })
  uploadPartnerResource(
    @StaffActor() actor: Actor,
    @Body() body: UploadPartnerResourceDto,
    @UploadedFile() file: UploadedFileParts | undefined,
  ): Promise<PartnerResourceResponseDto> {
    return this.resources.upload(actor, body, file);
  }

  /** Removes the resource and its stored file. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No partner resource has this id.' })
  deletePartnerResource(@StaffActor() actor: Actor, @IdParam('id', "The resource's id.") id: number): Promise<void> {
    return this.resources.remove(actor, id);
  }
}

/** The partner resources as partners and the office read them (issue 30): the dashboard's "Partner resources". */
@ApiTags('partner-portal')
@Controller(PARTNER_RESOURCES_PATH)
export class PartnerResourcesController {
  constructor(private readonly resources: PartnerResourcesService) {}

  /** The resources, newest first by default; a partner must be active (403 otherwise). */
  @Get()
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Affiliate)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'A partner account with no affiliate row yet.' })
  listPartnerResources(@CurrentUser() user: AuthenticatedUser, @Query() query: ListPartnerResourcesQueryDto): Promise<PaginatedPartnerResourcesResponseDto> {
    return this.resources.list(user, query);
  }

  /**
   * The file, as an attachment under its safe name, with the type its contents were found to be,
   * `X-Content-Type-Options: nosniff` and private caching (the ETag is its SHA-256).
   */
  @Get(':id/file')
  @Roles(UserRole.Admin, UserRole.Affiliate)
  @ApiOkResponse({
    description: 'The file as an attachment.',
    content: {
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
      'image/png': { schema: { type: 'string', format: 'binary' } },
      'image/webp': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No partner resource has this id, or the account has no affiliate row.' })
  async downloadPartnerResource(@CurrentUser() user: AuthenticatedUser, @IdParam('id', "The resource's id.") id: number, @Res() res: Response): Promise<void> {
    const file = await this.resources.download(user, id);
    res.set({ 'Cache-Control': DOWNLOAD_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff', ETag: `"${file.sha256}"` });
    res.attachment(file.fileName);
    res.type(file.contentType);
    res.send(file.bytes);
  }
}
