import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UserRole } from '../../common/auth/user-role';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { MEDIA_PATH } from './dto/image-sources.dto';
import { ImageVariants } from './image-variants';
import { UUID } from './postgres-file-store';

/** A public variant never changes (a new upload is a new file id), so browsers and CDNs keep it for a year. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const NOT_FOUND_MESSAGE = 'There is no picture at this address (it may have been removed).';

/**
 * The pictures of the site (issue 31): one re-encoded variant per request, by its file id. Public
 * once its owner approved it; before that only the admins and the account that uploaded it see it
 * (a contractor previewing a photo the office has not approved yet). Anything else is a 404, so an
 * answer never tells whether a private file exists.
 */
@ApiTags('media')
@Controller(MEDIA_PATH)
export class MediaController {
  constructor(private readonly images: ImageVariants) {}

  /** One size of a picture (AVIF or WebP), as a page's srcset names it. */
  @Get(':fileId')
  @ApiParam({ name: 'fileId', description: "The variant's file id (a UUID, from a page's srcset).", schema: { type: 'string', format: 'uuid' } })
  @ApiProduces('image/avif', 'image/webp')
  @ApiOkResponse({
    description: 'The picture.',
    content: { 'image/avif': { schema: { type: 'string', format: 'binary' } }, 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND_MESSAGE })
  async getMediaFile(@Param('fileId') fileId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const variant = UUID.test(fileId) ? await this.images.variantInfo(fileId) : null;
    const viewer = req.user;
    const mayView = variant && (variant.isPublic || (viewer && (viewer.role === UserRole.Admin || viewer.id === variant.createdBy)));
    if (!variant || !mayView) throw new NotFoundException(NOT_FOUND_MESSAGE);
    res.set({
      'Cache-Control': variant.isPublic ? PUBLIC_CACHE_CONTROL : 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': variant.contentType,
      ETag: `"${variant.sha256}"`,
    });
    // A browser that holds this variant already (If-None-Match): 304, and the bytes are never read.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const bytes = await this.images.variantBytes(fileId);
    if (!bytes) throw new NotFoundException(NOT_FOUND_MESSAGE);
    res.send(bytes);
  }
}
