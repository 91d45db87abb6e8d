/**
 * Every rate and assumption behind the cost calculators and plan estimates, in one place.
 *
 * Money is in US cents (spec §9). These are planning figures for northwest and central Missouri,
 * reviewed 2026-11; a real quote follows a site visit and the final plan. The calculator pages
 * print these tables in their "How we estimate" section, so changing a number here changes the
 * explanation too.
 *
 * This file and cost-model.ts are pure TypeScript without imports: the front end imports them
 * (Vite alias `@cost-model`) so the calculators, plan pages and the API agree to the dollar.
 */

export const FINISH_LEVELS = ['essential', 'standard', 'premium'] as const;
export type FinishLevel = (typeof FINISH_LEVELS)[number];

export const SHELL_TYPES = ['sip', 'steel-frame', 'stick-built'] as const;
export type ShellType = (typeof SHELL_TYPES)[number];

export const SLOPES = ['flat', 'moderate', 'steep'] as const;
export type Slope = (typeof SLOPES)[number];

export const REGIONS = ['st-joseph-area', 'kansas-city-northland', 'north-missouri', 'outer-service-area'] as const;
export type Region = (typeof REGIONS)[number];

export interface RegionRates {
  label: string;
  /** Service-area city pages (slugs) in this region. */
  cities: readonly string[];
  /** Multiplies construction costs: local labour and subcontractor rates. */
  costFactor: number;
  /** Crew travel and lodging for the whole job, cents. */
  travelCents: number;
  /** Approximate yearly heating and cooling degree days, base 65 °F. */
  heatingDegreeDays: number;
  coolingDegreeDays: number;
}

export const REGION_RATES: Readonly<Record<Region, RegionRates>> = {
  'st-joseph-area': {
    label: 'St. Joseph area (within about 35 miles)',
    cities: ['st-joseph', 'savannah', 'mound-city', 'platte-city', 'cameron'],
    costFactor: 1,
    travelCents: 0,
    heatingDegreeDays: 5300,
    coolingDegreeDays: 1250,
  },
  'kansas-city-northland': {
    label: 'Kansas City Northland',
    cities: ['kansas-city', 'liberty', 'parkville', 'smithville', 'kearney', 'excelsior-springs', 'holt'],
    costFactor: 1.05,
    travelCents: 250_000,
    heatingDegreeDays: 4950,
    coolingDegreeDays: 1400,
  },
  'north-missouri': {
    label: 'North Missouri (Maryville, Bethany)',
    cities: ['maryville', 'bethany'],
    costFactor: 0.98,
    travelCents: 350_000,
    heatingDegreeDays: 5600,
    coolingDegreeDays: 1150,
  },
  'outer-service-area': {
    label: 'Columbia and Kirksville',
    cities: ['columbia', 'kirksville'],
    costFactor: 1.02,
    travelCents: 900_000,
    heatingDegreeDays: 5300,
    coolingDegreeDays: 1250,
  },
};

/** Site work, each line skipped when the visitor already has it. Cents. */
export const SITE_RATES = {
  wellCents: 1_800_000,
  septicCents: 1_400_000,
  /** Gravel drive with base rock, per linear foot. */
  drivewayPerFootCents: 2_500,
  /** Clearing, grading and building-pad preparation by the lot's slope. */
  padPrepCents: { flat: 350_000, moderate: 900_000, steep: 1_900_000 } satisfies Record<Slope, number>,
  /** Electric service from the road or the co-op's nearest pole, trenching included. */
  utilityHookupCents: 650_000,
} as const;

/** Per square foot of floor area, cents. The shop is unconditioned, with a sealed concrete floor. */
export const AREA_RATES = {
  /** Slab on grade with frost-depth footings, under living and shop alike. */
  foundationPerSqFtCents: 900,
  /** Walls, roof structure and insulation: panels set, or frame raised, sheathed and insulated. */
  shellPerSqFtCents: {
    living: { sip: 4_200, 'steel-frame': 3_800, 'stick-built': 3_600 } satisfies Record<ShellType, number>,
    shop: { sip: 2_400, 'steel-frame': 1_800, 'stick-built': 2_100 } satisfies Record<ShellType, number>,
  },
  /** Roofing, siding, windows and doors. */
  exteriorPerSqFtCents: {
    living: { essential: 1_800, standard: 2_200, premium: 3_200 } satisfies Record<FinishLevel, number>,
    shop: 900,
  },
  /** Plumbing, electrical and heating/cooling. */
  mechanicalPerSqFtCents: { living: 2_800, shop: 600 },
  /** Share of the living-area mechanical rate that is heating and cooling equipment and ducts. */
  hvacShareOfMechanical: 0.35,
  /** Interior finishes: drywall, flooring, cabinets, counters, trim, paint, fixtures. */
  interiorPerSqFtCents: {
    living: { essential: 3_200, standard: 4_800, premium: 7_800 } satisfies Record<FinishLevel, number>,
    shop: 300,
  },
} as const;

/**
 * A tighter, better-insulated shell needs smaller heating and cooling equipment: the HVAC share of
 * the mechanical rate scales with the envelope's heat loss relative to a stick-built house.
 */
export const HVAC_SIZING_BY_SHELL: Readonly<Record<ShellType, number>> = {
  sip: 0.75,
  'steel-frame': 0.95,
  'stick-built': 1,
};

export const PROJECT_RATES = {
  /** Site supervision, equipment, temporary power, dumpsters and builder's risk, per week on site. */
  generalConditionsPerWeekCents: 240_000,
  /** Plans, engineering, panel shop drawings and permit fees, as a share of construction. */
  designAndPermitsShare: 0.06,
  /** The range shown around the estimate: early numbers move with the final plan and the site. */
  rangeLow: 0.92,
  rangeHigh: 1.1,
  /** Totals are rounded to the nearest $1,000; phases to the nearest $100. */
  totalRoundingCents: 100_000,
  phaseRoundingCents: 10_000,
} as const;

/**
 * Build time, stick-built: a base for any house plus time per 100 sq ft of living area and per
 * 1,000 sq ft of shop. SIP builds finish 30-50% faster (our claim; the estimate uses the
 * midpoint, 40%); steel-frame barndominiums sit in between.
 */
export const SCHEDULE_RATES = {
  stickBuiltBaseWeeks: 20,
  weeksPer100LivingSqFt: 0.9,
  weeksPer1000ShopSqFt: 2,
  weeksFactorByShell: { sip: 0.6, 'steel-frame': 0.8, 'stick-built': 1 } satisfies Record<ShellType, number>,
} as const;

/** The builder's claims as the spec states them (spec §1), shown next to the computed comparison. */
export const SIP_CLAIMS = {
  shellInstallDays: 7,
  fasterBuildPercent: { min: 30, max: 50 },
  savingsPercent: { min: 20, max: 30 },
  insulationRValue: { min: 24, max: 50 },
} as const;

/** The house the energy comparison models: a one-storey rectangle. */
export const ENVELOPE_ASSUMPTIONS = {
  /** Length to width of the living area's footprint. */
  footprintAspectRatio: 1.6,
  wallHeightFeet: 9,
  /** Share of the wall area that is windows and doors. */
  windowShareOfWalls: 0.15,
  /** U-factor of the windows, the same for every shell. */
  windowUFactor: 0.3,
  /** Air leakage at 50 Pa (ACH50) and its everyday equivalent: ACH50 / 20. */
  naturalAirChangesDivisor: 20,
  /** Heat carried by air, BTU per cubic foot per °F. */
  airHeatCapacity: 0.018,
} as const;

export interface ShellEnvelope {
  label: string;
  /** Whole-wall R-value, thermal bridging included. */
  wallRValue: number;
  roofRValue: number;
  airChangesAt50Pa: number;
}

/**
 * Envelopes compared. SIP values default to the catalogue's (walls R-26; roof R-33, or the
 * plan's own roof value). Stick-built: 2x6 walls with R-19 batts lose about a fifth to the studs;
 * R-38 attic. Steel frame: spray foam between girts, bridged by the steel.
 */
export const SHELL_ENVELOPES: Readonly<Record<ShellType, ShellEnvelope>> = {
  sip: { label: 'SIP', wallRValue: 26, roofRValue: 33, airChangesAt50Pa: 1.5 },
  'steel-frame': { label: 'Steel frame', wallRValue: 13, roofRValue: 30, airChangesAt50Pa: 4 },
  'stick-built': { label: 'Stick-built', wallRValue: 15, roofRValue: 38, airChangesAt50Pa: 5 },
};

/** Heat pump efficiency and the price of electricity, for turning heat loss into dollars. */
export const ENERGY_RATES = {
  /** Seasonal heating efficiency, BTU per watt-hour (HSPF2). */
  heatingBtuPerWattHour: 7.5,
  /** Seasonal cooling efficiency, BTU per watt-hour (SEER2). */
  coolingBtuPerWattHour: 15,
  electricityCentsPerKwh: 14,
} as const;

/** SIP panels for one wall run (Vol III, linear-foot calculator). */
export const PANEL_RATES = {
  panelWidthFeet: 4,
  /** Longest panel made; taller walls need a second course. */
  maxPanelLengthFeet: 24,
  /** 6.5-inch R-26 wall panel, delivered, per sq ft of wall. */
  panelMaterialPerSqFtCents: 750,
  /** Setting, sealing and taping, per sq ft of wall. */
  panelInstallPerSqFtCents: 325,
  /** Wall area a panel crew sets in a day. */
  panelSqFtPerCrewDay: 600,
  /** 2x6 framing, sheathing, R-19 batts and house wrap, per sq ft of wall. */
  stickMaterialPerSqFtCents: 460,
  stickLaborPerSqFtCents: 410,
  /** Wall area a framing crew frames, sheathes and insulates in a day. */
  stickSqFtPerCrewDay: 220,
} as const;

/** Bounds of the calculators' inputs, enforced by the API's DTOs and the forms alike. */
export const INPUT_LIMITS = {
  livingSquareFeet: { min: 400, max: 10_000 },
  shopSquareFeet: { min: 0, max: 20_000 },
  drivewayFeet: { min: 0, max: 5_280 },
  wallLinearFeet: { min: 8, max: 2_000 },
  wallHeightFeet: { min: 8, max: 40 },
} as const;

/**
 * What an estimate assumes when the visitor has not said otherwise: a bare rural lot near
 * St. Joseph (well, septic, a 200-ft drive, flat pad), standard finishes and a SIP shell.
 * Plan pages, the compare page, the calculators and the API all start from these.
 */
export const DEFAULT_ESTIMATE_OPTIONS = {
  finishLevel: 'standard',
  shell: 'sip',
  region: 'st-joseph-area',
  needsWell: true,
  needsSeptic: true,
  drivewayFeet: 200,
  slope: 'flat',
  padAndUtilitiesReady: false,
} as const satisfies {
  finishLevel: FinishLevel;
  shell: ShellType;
  region: Region;
  needsWell: boolean;
  needsSeptic: boolean;
  drivewayFeet: number;
  slope: Slope;
  padAndUtilitiesReady: boolean;
};
