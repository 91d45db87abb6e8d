import { buildWeeks, estimateCost, estimateWalls, estimateWithComparison, livingAreaPerimeterFeet, regionForCity, type EstimateInput } from './cost-model';
import { REGION_RATES, REGIONS } from './cost-rates';

/** Rose Mount (1,800 sq ft living, 3,820 sq ft shop) on bare land near St. Joseph. */
const roseMountOnBareLand: EstimateInput = {
  livingSquareFeet: 1800,
  shopSquareFeet: 3820,
  finishLevel: 'standard',
  shell: 'sip',
  region: 'st-joseph-area',
  siteWork: { needsWell: true, needsSeptic: true, drivewayFeet: 200, slope: 'flat', padAndUtilitiesReady: false },
};

const phaseCents = (input: EstimateInput, phase: string) => estimateCost(input).phases.find((p) => p.phase === phase)?.cents;

describe('cost model at known points', () => {
  it('prices each phase from the rates table', () => {
    // well 18,000 + septic 14,000 + 200 ft × 25 + flat pad 3,500 + power 6,500 = $47,000
    expect(phaseCents(roseMountOnBareLand, 'siteWork')).toBe(4_700_000);
    // (1,800 + 3,820) sq ft × $9.00 = $50,580 → $50,600
    expect(phaseCents(roseMountOnBareLand, 'foundation')).toBe(5_060_000);
    // 1,800 × $42 + 3,820 × $24 = $167,280 → $167,300
    expect(phaseCents(roseMountOnBareLand, 'shell')).toBe(16_730_000);
    // 1,800 × $48 + 3,820 × $3 = $97,860 → $97,900
    expect(phaseCents(roseMountOnBareLand, 'interior')).toBe(9_790_000);
    // 26 weeks × $2,400, no travel from the office's own area
    expect(phaseCents(roseMountOnBareLand, 'generalConditions')).toBe(6_240_000);
  });

  it('gives the total, rounded to $1,000, with a range of -8% / +10%', () => {
    const estimate = estimateCost(roseMountOnBareLand);
    expect(estimate.totalCents).toBe(60_200_000);
    expect(estimate.lowCents).toBe(55_400_000);
    expect(estimate.highCents).toBe(66_200_000);
    expect(estimate.totalCents % 100_000).toBe(0);
  });

  it('drops the site lines the visitor already has', () => {
    const ready: EstimateInput = {
      ...roseMountOnBareLand,
      siteWork: { needsWell: false, needsSeptic: false, drivewayFeet: 0, slope: 'steep', padAndUtilitiesReady: true },
    };
    expect(phaseCents(ready, 'siteWork')).toBe(0);
    const steep = { ...roseMountOnBareLand, siteWork: { ...roseMountOnBareLand.siteWork, slope: 'steep' as const } };
    // a steep lot's pad costs $19,000 instead of $3,500
    expect(phaseCents(steep, 'siteWork')).toBe(4_700_000 + 1_550_000);
  });

  it('applies the region: labour factor on the building, travel on the job, not on the well', () => {
    const northland = { ...roseMountOnBareLand, region: 'kansas-city-northland' as const };
    // $50,580 × 1.05 = $53,109 → $53,100
    expect(phaseCents(northland, 'foundation')).toBe(5_310_000);
    expect(phaseCents(northland, 'siteWork')).toBe(4_700_000);
    // 26 weeks × $2,400 + $2,500 travel
    expect(phaseCents(northland, 'generalConditions')).toBe(6_240_000 + 250_000);
  });

  it('raises interior and exterior with the finish level', () => {
    const totals = (['essential', 'standard', 'premium'] as const).map((finishLevel) => estimateCost({ ...roseMountOnBareLand, finishLevel }).totalCents);
    expect(totals[0]).toBeLessThan(totals[1]);
    expect(totals[1]).toBeLessThan(totals[2]);
  });

  it('schedules a SIP build 40% faster than stick-built (the midpoint of 30-50%)', () => {
    // 20 + 18 × 0.9 + 3.82 × 2 = 43.84 weeks stick-built
    expect(buildWeeks(1800, 3820, 'stick-built')).toBe(44);
    expect(buildWeeks(1800, 3820, 'sip')).toBe(26);
    expect(buildWeeks(1800, 3820, 'steel-frame')).toBe(35);
  });
});

describe('energy comparison from R-values', () => {
  it('computes the heat loss of the modelled house', () => {
    // 1,800 sq ft, 1.6:1 footprint: walls 1,566 sq ft (15% windows at U-0.30), roof R-33, ACH50 1.5
    const { energy } = estimateCost(roseMountOnBareLand);
    expect(energy.heatLossBtuPerHourF).toBe(198);
    expect(energy.annualKwh).toBe(3761);
    expect(energy.annualCostCents).toBe(52_700);
  });

  it('saves energy with SIP against stick-built, and more with the R-48 roof', () => {
    const r33 = estimateWithComparison(roseMountOnBareLand);
    const r48 = estimateWithComparison({ ...roseMountOnBareLand, sipRoofRValue: 48 });
    expect(r33.sipEnergySavingsPercent).toBe(29);
    expect(r48.sipEnergySavingsPercent).toBeGreaterThan(r33.sipEnergySavingsPercent);
    expect(r33.comparison.map((row) => row.shell)).toEqual(['sip', 'steel-frame', 'stick-built']);
    expect(r33.comparison[0].totalCents).toBe(r33.totalCents);
  });

  it('reports no SIP saving when the chosen shell is not SIP', () => {
    expect(estimateWithComparison({ ...roseMountOnBareLand, shell: 'stick-built' }).sipEnergySavingsPercent).toBe(0);
  });
});

describe('SIP wall panels (linear-foot calculator)', () => {
  it('gives the outside wall length of the modelled living area', () => {
    // 1,800 sq ft at 1.6:1 is about 33.5 ft by 53.7 ft
    expect(livingAreaPerimeterFeet(1800)).toBeCloseTo(174.4, 1);
    // 1,000 sq ft: 25 ft by 40 ft
    expect(livingAreaPerimeterFeet(1000)).toBeCloseTo(130, 6);
  });

  it('counts 4-ft panels and prices both methods', () => {
    const walls = estimateWalls({ wallLinearFeet: 174, wallHeightFeet: 9 });
    expect(walls.wallAreaSqFt).toBe(1566);
    expect(walls.panelCount).toBe(44);
    // 1,566 sq ft × $7.50 and × $3.25
    expect(walls.sip).toEqual({ materialCents: 1_174_500, laborCents: 509_000, totalCents: 1_683_500, crewDays: 3 });
    expect(walls.stickBuilt.crewDays).toBe(8);
  });

  it('needs a second course of panels above 24 ft', () => {
    expect(estimateWalls({ wallLinearFeet: 40, wallHeightFeet: 24 }).panelCount).toBe(10);
    expect(estimateWalls({ wallLinearFeet: 40, wallHeightFeet: 30 }).panelCount).toBe(20);
  });
});

describe('regions', () => {
  it('put each of the 16 service-area cities in exactly one region', () => {
    const cities = REGIONS.flatMap((region) => REGION_RATES[region].cities);
    expect(new Set(cities).size).toBe(16);
    expect(cities).toHaveLength(16);
    expect(regionForCity('liberty')).toBe('kansas-city-northland');
    expect(regionForCity('nowhere')).toBeUndefined();
  });
});
