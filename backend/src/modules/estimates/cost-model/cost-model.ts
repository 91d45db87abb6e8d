/**
 * The cost and energy formulas of the calculators (spec §1 claims, issue 5). Pure functions over
 * the rates in cost-rates.ts; money in cents. Imported by the API and, through the `@cost-model`
 * alias, by the front end, so both compute the same numbers.
 */
import {
  AREA_RATES,
  ENERGY_RATES,
  ENVELOPE_ASSUMPTIONS,
  HVAC_SIZING_BY_SHELL,
  PANEL_RATES,
  PROJECT_RATES,
  REGION_RATES,
  SCHEDULE_RATES,
  SHELL_ENVELOPES,
  SHELL_TYPES,
  SITE_RATES,
  type FinishLevel,
  type Region,
  type ShellEnvelope,
  type ShellType,
  type Slope,
} from './cost-rates';

export interface SiteWorkInput {
  /** false: the lot already has a well or rural water. */
  needsWell: boolean;
  /** false: the lot already has a septic system or sewer. */
  needsSeptic: boolean;
  /** New driveway length in feet; 0 when the lot already has one. */
  drivewayFeet: number;
  slope: Slope;
  /** true: the pad is ready and the utilities are at the site; only the lines above still apply. */
  padAndUtilitiesReady: boolean;
}

export interface EstimateInput {
  livingSquareFeet: number;
  shopSquareFeet: number;
  finishLevel: FinishLevel;
  shell: ShellType;
  siteWork: SiteWorkInput;
  region: Region;
  /** The plan's own R-values, when the estimate is for a catalogue plan with a SIP shell. */
  sipWallRValue?: number;
  sipRoofRValue?: number;
}

export const PHASES = ['siteWork', 'foundation', 'shell', 'exterior', 'mechanical', 'interior', 'generalConditions', 'designAndPermits'] as const;
export type Phase = (typeof PHASES)[number];

export const PHASE_LABELS: Readonly<Record<Phase, string>> = {
  siteWork: 'Site work and utilities',
  foundation: 'Foundation',
  shell: 'Shell (walls, roof structure, insulation)',
  exterior: 'Roofing, siding, windows and doors',
  mechanical: 'Plumbing, electrical, heating and cooling',
  interior: 'Interior finishes',
  generalConditions: 'Supervision, equipment and travel',
  designAndPermits: 'Plans, engineering and permits',
};

export interface PhaseCost {
  phase: Phase;
  label: string;
  cents: number;
}

export interface EnergyEstimate {
  shell: ShellType;
  label: string;
  wallRValue: number;
  roofRValue: number;
  /** Heat the envelope loses per hour per °F of indoor-outdoor difference, BTU. */
  heatLossBtuPerHourF: number;
  annualKwh: number;
  annualCostCents: number;
}

export interface Estimate {
  totalCents: number;
  lowCents: number;
  highCents: number;
  phases: PhaseCost[];
  buildWeeks: number;
  energy: EnergyEstimate;
}

export interface ShellComparison {
  shell: ShellType;
  label: string;
  totalCents: number;
  buildWeeks: number;
  annualEnergyCostCents: number;
}

export interface EstimateWithComparison extends Estimate {
  /** The same house with each shell type, SIP first. */
  comparison: ShellComparison[];
  /** Yearly heating and cooling saved by SIP against stick-built, in percent (0 when not SIP). */
  sipEnergySavingsPercent: number;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Weeks from site work to move-in for this house and shell. */
export function buildWeeks(livingSquareFeet: number, shopSquareFeet: number, shell: ShellType): number {
  const stickBuilt =
    SCHEDULE_RATES.stickBuiltBaseWeeks +
    (livingSquareFeet / 100) * SCHEDULE_RATES.weeksPer100LivingSqFt +
    (shopSquareFeet / 1000) * SCHEDULE_RATES.weeksPer1000ShopSqFt;
  return Math.round(stickBuilt * SCHEDULE_RATES.weeksFactorByShell[shell]);
}

function envelopeFor(input: Pick<EstimateInput, 'shell' | 'sipWallRValue' | 'sipRoofRValue'>): ShellEnvelope {
  const base = SHELL_ENVELOPES[input.shell];
  if (input.shell !== 'sip') return base;
  return {
    ...base,
    wallRValue: input.sipWallRValue ?? base.wallRValue,
    roofRValue: input.sipRoofRValue ?? base.roofRValue,
  };
}

/**
 * Outside wall length of the modelled living area (ENVELOPE_ASSUMPTIONS: a one-storey rectangle
 * of the given aspect ratio), feet, unrounded. 1,800 sq ft → about 174 ft.
 */
export function livingAreaPerimeterFeet(livingSquareFeet: number): number {
  const ratio = ENVELOPE_ASSUMPTIONS.footprintAspectRatio;
  const width = Math.sqrt(livingSquareFeet / ratio);
  return 2 * (width + width * ratio);
}

/**
 * Yearly heating and cooling of the living area: conduction through walls, windows and roof
 * (area / R) plus air leakage, times the region's degree days, run by a heat pump.
 */
export function energyEstimate(livingSquareFeet: number, envelope: ShellEnvelope, shell: ShellType, region: Region): EnergyEstimate {
  const a = ENVELOPE_ASSUMPTIONS;
  const wallArea = livingAreaPerimeterFeet(livingSquareFeet) * a.wallHeightFeet;
  const windowArea = wallArea * a.windowShareOfWalls;
  const conduction = (wallArea - windowArea) / envelope.wallRValue + windowArea * a.windowUFactor + livingSquareFeet / envelope.roofRValue;
  const volume = livingSquareFeet * a.wallHeightFeet;
  const airLeakage = a.airHeatCapacity * volume * (envelope.airChangesAt50Pa / a.naturalAirChangesDivisor);
  const heatLoss = conduction + airLeakage;

  const { heatingDegreeDays, coolingDegreeDays } = REGION_RATES[region];
  const heatingWattHours = (heatLoss * heatingDegreeDays * 24) / ENERGY_RATES.heatingBtuPerWattHour;
  const coolingWattHours = (heatLoss * coolingDegreeDays * 24) / ENERGY_RATES.coolingBtuPerWattHour;
  const annualKwh = Math.round((heatingWattHours + coolingWattHours) / 1000);
  return {
    shell,
    label: envelope.label,
    wallRValue: envelope.wallRValue,
    roofRValue: envelope.roofRValue,
    heatLossBtuPerHourF: Math.round(heatLoss),
    annualKwh,
    annualCostCents: roundTo(annualKwh * ENERGY_RATES.electricityCentsPerKwh, 100),
  };
}

/** The estimate for one shell type: phases, total and range, schedule and energy. */
export function estimateCost(input: EstimateInput): Estimate {
  const { livingSquareFeet: living, shopSquareFeet: shop, finishLevel, shell, siteWork, region } = input;
  const regionRates = REGION_RATES[region];
  const weeks = buildWeeks(living, shop, shell);

  const site =
    (siteWork.needsWell ? SITE_RATES.wellCents : 0) +
    (siteWork.needsSeptic ? SITE_RATES.septicCents : 0) +
    siteWork.drivewayFeet * SITE_RATES.drivewayPerFootCents +
    (siteWork.padAndUtilitiesReady ? 0 : SITE_RATES.padPrepCents[siteWork.slope] + SITE_RATES.utilityHookupCents);

  const hvacShare = AREA_RATES.hvacShareOfMechanical;
  const livingMechanicalRate = AREA_RATES.mechanicalPerSqFtCents.living * (1 - hvacShare + hvacShare * HVAC_SIZING_BY_SHELL[shell]);

  // Local labour rates apply to the building, not to fixed-price site items like the well.
  const building = (cents: number) => cents * regionRates.costFactor;
  const construction: Record<Exclude<Phase, 'designAndPermits'>, number> = {
    siteWork: site,
    foundation: building((living + shop) * AREA_RATES.foundationPerSqFtCents),
    shell: building(living * AREA_RATES.shellPerSqFtCents.living[shell] + shop * AREA_RATES.shellPerSqFtCents.shop[shell]),
    exterior: building(living * AREA_RATES.exteriorPerSqFtCents.living[finishLevel] + shop * AREA_RATES.exteriorPerSqFtCents.shop),
    mechanical: building(living * livingMechanicalRate + shop * AREA_RATES.mechanicalPerSqFtCents.shop),
    interior: building(living * AREA_RATES.interiorPerSqFtCents.living[finishLevel] + shop * AREA_RATES.interiorPerSqFtCents.shop),
    generalConditions: weeks * PROJECT_RATES.generalConditionsPerWeekCents + regionRates.travelCents,
  };
  const constructionTotal = Object.values(construction).reduce((sum, cents) => sum + cents, 0);
  const phaseCents: Record<Phase, number> = {
    ...construction,
    designAndPermits: constructionTotal * PROJECT_RATES.designAndPermitsShare,
  };
  const exactTotal = constructionTotal + phaseCents.designAndPermits;

  const phases = PHASES.map((phase) => ({
    phase,
    label: PHASE_LABELS[phase],
    cents: roundTo(phaseCents[phase], PROJECT_RATES.phaseRoundingCents),
  }));
  return {
    totalCents: roundTo(exactTotal, PROJECT_RATES.totalRoundingCents),
    lowCents: roundTo(exactTotal * PROJECT_RATES.rangeLow, PROJECT_RATES.totalRoundingCents),
    highCents: roundTo(exactTotal * PROJECT_RATES.rangeHigh, PROJECT_RATES.totalRoundingCents),
    phases,
    buildWeeks: weeks,
    energy: energyEstimate(living, envelopeFor(input), shell, region),
  };
}

/** The estimate for the chosen shell, with the same house built each other way for comparison. */
export function estimateWithComparison(input: EstimateInput): EstimateWithComparison {
  const chosen = estimateCost(input);
  const comparison = SHELL_TYPES.map((shell) => {
    const estimate = shell === input.shell ? chosen : estimateCost({ ...input, shell });
    return {
      shell,
      label: SHELL_ENVELOPES[shell].label,
      totalCents: estimate.totalCents,
      buildWeeks: estimate.buildWeeks,
      annualEnergyCostCents: estimate.energy.annualCostCents,
    };
  });
  const sip = comparison.find((row) => row.shell === 'sip');
  const stick = comparison.find((row) => row.shell === 'stick-built');
  const sipEnergySavingsPercent =
    input.shell === 'sip' && sip && stick && stick.annualEnergyCostCents > 0
      ? Math.round((1 - sip.annualEnergyCostCents / stick.annualEnergyCostCents) * 100)
      : 0;
  return { ...chosen, comparison, sipEnergySavingsPercent };
}

export interface WallEstimateInput {
  wallLinearFeet: number;
  wallHeightFeet: number;
}

export interface WallMethodCost {
  materialCents: number;
  laborCents: number;
  totalCents: number;
  crewDays: number;
}

export interface WallEstimate {
  wallAreaSqFt: number;
  panelCount: number;
  sip: WallMethodCost;
  stickBuilt: WallMethodCost;
}

/** Vol III: SIP wall panels for a wall run, against framing the same wall stick by stick. */
export function estimateWalls({ wallLinearFeet, wallHeightFeet }: WallEstimateInput): WallEstimate {
  const p = PANEL_RATES;
  const wallArea = wallLinearFeet * wallHeightFeet;
  const panelsAcross = Math.ceil(wallLinearFeet / p.panelWidthFeet);
  const coursesHigh = Math.ceil(wallHeightFeet / p.maxPanelLengthFeet);
  const method = (materialRate: number, laborRate: number, sqFtPerDay: number): WallMethodCost => {
    const materialCents = roundTo(wallArea * materialRate, 100);
    const laborCents = roundTo(wallArea * laborRate, 100);
    return { materialCents, laborCents, totalCents: materialCents + laborCents, crewDays: Math.max(1, Math.ceil(wallArea / sqFtPerDay)) };
  };
  return {
    wallAreaSqFt: Math.round(wallArea),
    panelCount: panelsAcross * coursesHigh,
    sip: method(p.panelMaterialPerSqFtCents, p.panelInstallPerSqFtCents, p.panelSqFtPerCrewDay),
    stickBuilt: method(p.stickMaterialPerSqFtCents, p.stickLaborPerSqFtCents, p.stickSqFtPerCrewDay),
  };
}

/** The region whose city list holds this city page's slug, if any. */
export function regionForCity(citySlug: string): Region | undefined {
  return (Object.keys(REGION_RATES) as Region[]).find((region) => REGION_RATES[region].cities.includes(citySlug));
}
