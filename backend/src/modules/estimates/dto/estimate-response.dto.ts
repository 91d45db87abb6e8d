import { ApiProperty } from '@nestjs/swagger';
import { PHASES, type EnergyEstimate, type EstimateWithComparison, type Phase, type PhaseCost, type ShellComparison } from '../cost-model/cost-model';
import { SHELL_TYPES, type ShellType } from '../cost-model/cost-rates';

/** The DTOs implement the cost model's types, so the document cannot drift from what the model returns. */

export class PhaseCostDto implements PhaseCost {
  @ApiProperty({ enum: PHASES, enumName: 'EstimatePhase' })
  phase: Phase;
  label: string;
  /** US cents, rounded to the nearest $100. */
  @ApiProperty({ type: 'integer' })
  cents: number;
}

export class EnergyEstimateDto implements EnergyEstimate {
  @ApiProperty({ enum: SHELL_TYPES, enumName: 'ShellType' })
  shell: ShellType;
  label: string;
  @ApiProperty({ type: 'number' })
  wallRValue: number;
  @ApiProperty({ type: 'number' })
  roofRValue: number;
  /** BTU lost per hour per °F between inside and outside. */
  @ApiProperty({ type: 'integer' })
  heatLossBtuPerHourF: number;
  /** Yearly heating and cooling electricity of the living area. */
  @ApiProperty({ type: 'integer' })
  annualKwh: number;
  @ApiProperty({ type: 'integer' })
  annualCostCents: number;
}

export class ShellComparisonDto implements ShellComparison {
  @ApiProperty({ enum: SHELL_TYPES, enumName: 'ShellType' })
  shell: ShellType;
  label: string;
  @ApiProperty({ type: 'integer' })
  totalCents: number;
  @ApiProperty({ type: 'integer' })
  buildWeeks: number;
  @ApiProperty({ type: 'integer' })
  annualEnergyCostCents: number;
}

/** A plan's cost estimate: range and phases in US cents, schedule, energy, and the other shells for comparison. */
export class EstimateResponseDto implements EstimateWithComparison {
  /** Midpoint, rounded to the nearest $1,000. */
  @ApiProperty({ type: 'integer' })
  totalCents: number;
  @ApiProperty({ type: 'integer' })
  lowCents: number;
  @ApiProperty({ type: 'integer' })
  highCents: number;
  @ApiProperty({ type: [PhaseCostDto] })
  phases: PhaseCostDto[];
  /** Weeks from site work to move-in. */
  @ApiProperty({ type: 'integer' })
  buildWeeks: number;
  energy: EnergyEstimateDto;
  /** The same house with each shell, SIP first. */
  @ApiProperty({ type: [ShellComparisonDto] })
  comparison: ShellComparisonDto[];
  /** Yearly heating and cooling saved by SIP against stick-built, percent; 0 when the shell is not SIP. */
  @ApiProperty({ type: 'integer' })
  sipEnergySavingsPercent: number;
}
