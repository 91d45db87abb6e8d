import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CatalogueCache } from '../designs/catalogue-cache';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { EstimateQueryDto } from './dto/estimate-query.dto';
import { EstimateResponseDto } from './dto/estimate-response.dto';
import { EstimatesService } from './estimates.service';

@ApiTags('designs')
@Controller('designs')
export class EstimatesController {
  constructor(
    private readonly estimates: EstimatesService,
    private readonly cache: CatalogueCache,
  ) {}

  /** What building this plan costs with these choices: the same numbers the calculators show. */
  @Get(':idOrSlug/estimate')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is unknown or has a value it cannot take.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No active plan has this id or slug.' })
  @ApiOkResponse({ type: EstimateResponseDto })
  async getDesignEstimate(@Param('idOrSlug') idOrSlug: string, @Query() query: EstimateQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.cache.sendValidated(req, res, await this.estimates.cachedForDesign(idOrSlug, query));
  }
}
