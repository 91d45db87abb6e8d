import { QueryBoolean, QueryEnum, QueryInt } from '../../../common/query-params';
import { DEFAULT_ESTIMATE_OPTIONS, FINISH_LEVELS, INPUT_LIMITS, REGIONS, SHELL_TYPES, SLOPES } from '../cost-model/cost-rates';
import type { FinishLevel, Region, ShellType, Slope } from '../cost-model/cost-rates';

const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
const defaults = DEFAULT_ESTIMATE_OPTIONS;

/** The visitor's choices for a plan's estimate; anything left out takes DEFAULT_ESTIMATE_OPTIONS. */
export class EstimateQueryDto {
  @QueryEnum(asEnum(FINISH_LEVELS), 'FinishLevel', 'Finish level of the living area.', defaults.finishLevel)
  finishLevel?: FinishLevel;

  @QueryEnum(asEnum(SHELL_TYPES), 'ShellType', 'How the walls and roof are built.', defaults.shell)
  shell?: ShellType;

  @QueryEnum(asEnum(REGIONS), 'Region', 'Where in the service area the lot is.', defaults.region)
  region?: Region;

  @QueryBoolean(`A well must be drilled (false: the lot has water). Default ${defaults.needsWell}.`)
  needsWell?: boolean;

  @QueryBoolean(`A septic system must be installed (false: the lot has septic or sewer). Default ${defaults.needsSeptic}.`)
  needsSeptic?: boolean;

  @QueryInt(INPUT_LIMITS.drivewayFeet.min, INPUT_LIMITS.drivewayFeet.max, 'Length of new driveway in feet (0: the lot has one).', defaults.drivewayFeet)
  drivewayFeet?: number;

  @QueryEnum(asEnum(SLOPES), 'Slope', 'Slope of the building site.', defaults.slope)
  slope?: Slope;

  @QueryBoolean(`The pad is graded and power is at the site. Default ${defaults.padAndUtilitiesReady}.`)
  padAndUtilitiesReady?: boolean;
}
