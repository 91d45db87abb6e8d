import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { CatalogueCache } from './catalogue-cache';
import { DesignsService } from './designs.service';
import { DesignResponseDto } from './dto/design-response.dto';
import { ListDesignsQueryDto } from './dto/list-designs-query.dto';
import { PaginatedDesignsResponseDto } from './dto/paginated-designs-response.dto';

@ApiTags('designs')
@Controller('designs')
export class DesignsController {
  constructor(
    private readonly designs: DesignsService,
    private readonly cache: CatalogueCache,
  ) {}

  /** The public plan catalogue (active plans): filters, search, sort and pages. */
  @Get()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is unknown or has a value it cannot take; one message per parameter.' })
  @ApiOkResponse({ type: PaginatedDesignsResponseDto })
  async listDesigns(@Query() query: ListDesignsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.cache.sendValidated(req, res, await this.designs.cachedList(query));
  }

  /** One active plan by id or slug, with its images (by sortOrder) and priced upgrades. */
  @Get(':idOrSlug')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No active plan has this id or slug.' })
  @ApiOkResponse({ type: DesignResponseDto })
  async getDesign(@Param('idOrSlug') idOrSlug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.cache.sendValidated(req, res, await this.designs.cachedGet(idOrSlug));
  }

  /** The plan's generated spec sheet: an SVG image (elevation sketch and figures) for an <img>. */
  @Get(':idOrSlug/spec-sheet.svg')
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'SVG image', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No active plan has this id or slug.' })
  async getDesignSpecSheet(@Param('idOrSlug') idOrSlug: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const { svg, etag } = await this.designs.specSheet(idOrSlug);
    // Set only once the plan is found, so a 404 stays JSON. Express answers 304 itself when
    // If-None-Match matches the ETag. A day fresh, then revalidated: an admin may edit a plan.
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    res.setHeader('ETag', etag);
    return svg;
  }
}
