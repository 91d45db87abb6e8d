import { Injectable } from '@nestjs/common';
import { CachedAnswer, CatalogueCache, cacheKey } from '../designs/catalogue-cache';
import { DesignsService } from '../designs/designs.service';
import { estimateWithComparison, type EstimateWithComparison } from './cost-model/cost-model';
import { DEFAULT_ESTIMATE_OPTIONS } from './cost-model/cost-rates';
import { EstimateQueryDto } from './dto/estimate-query.dto';

@Injectable()
export class EstimatesService {
  constructor(
    private readonly designs: DesignsService,
    private readonly cache: CatalogueCache,
  ) {}

  /** forDesign(), serialized once and kept until the catalogue changes (the rates are code: a deploy restarts the process). */
  cachedForDesign(idOrSlug: string, query: EstimateQueryDto): Promise<CachedAnswer> {
    return this.cache.get(cacheKey('estimate', idOrSlug.toLowerCase(), query), () => this.forDesign(idOrSlug, query));
  }

  /** The estimate of an active or archived plan (a saved or shared plan page keeps its estimate): its areas and R-values, the visitor's choices, defaults for the rest. */
  async forDesign(idOrSlug: string, query: EstimateQueryDto): Promise<EstimateWithComparison> {
    const design = await this.designs.findShown(idOrSlug);
    const options = { ...DEFAULT_ESTIMATE_OPTIONS, ...definedOnly(query) };
    return estimateWithComparison({
      livingSquareFeet: design.livingSquareFeet,
      shopSquareFeet: design.shopSquareFeet ?? 0,
      finishLevel: options.finishLevel,
      shell: options.shell,
      region: options.region,
      siteWork: {
        needsWell: options.needsWell,
        needsSeptic: options.needsSeptic,
        drivewayFeet: options.drivewayFeet,
        slope: options.slope,
        padAndUtilitiesReady: options.padAndUtilitiesReady,
      },
      sipWallRValue: design.wallRValue,
      sipRoofRValue: design.roofRValue,
    });
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}
