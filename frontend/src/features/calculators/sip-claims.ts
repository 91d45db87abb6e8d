/** Our SIP claims (spec §1) as the visitor reads them, written from SIP_CLAIMS in the rates module. */
import { SIP_CLAIMS } from "@cost-model/cost-rates";

export interface SipClaimTexts {
  /** "7-day shell install" */
  shell: string;
  /** "30-50% faster build" */
  faster: string;
  /** "20-30% savings" */
  savings: string;
  /** "R-24 to R-50 insulation" */
  insulation: string;
}

interface Range {
  min: number;
  max: number;
}

export interface SipClaimFigures {
  shellInstallDays: number;
  fasterBuildPercent: Range;
  savingsPercent: Range;
  insulationRValue: Range;
}

export function sipClaims(claims: SipClaimFigures = SIP_CLAIMS): SipClaimTexts {
  return {
    shell: `${claims.shellInstallDays}-day shell install`,
    faster: `${claims.fasterBuildPercent.min}-${claims.fasterBuildPercent.max}% faster build`,
    savings: `${claims.savingsPercent.min}-${claims.savingsPercent.max}% savings`,
    insulation: `R-${claims.insulationRValue.min} to R-${claims.insulationRValue.max} insulation`,
  };
}
