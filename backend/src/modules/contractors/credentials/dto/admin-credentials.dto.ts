import { ContractorLicenseResponseDto } from './license.dto';
import { OfficeInsuranceCertificateResponseDto } from './insurance-certificate.dto';
import { ContractorCredentialsDto } from './public-credentials.dto';

/** getContractorCredentials: a listing's license records and certificates as the office works on them, and what the profile shows. */
export class AdminContractorCredentialsResponseDto {
  /** Every license record, current first. */
  licenses: ContractorLicenseResponseDto[];
  /** Every uploaded certificate, pending first, then newest. */
  certificates: OfficeInsuranceCertificateResponseDto[];
  /** What the public profile says about them now. */
  profile: ContractorCredentialsDto;
}
