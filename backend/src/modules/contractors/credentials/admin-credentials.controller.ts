import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query, Res, UploadedFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type Actor, StaffActor } from '../../../common/auth/actor';
import { NoStore, Roles } from '../../../common/auth/roles.decorator';
import { UserRole } from '../../../common/auth/user-role';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { IdParam } from '../../../common/path-params';
import { LICENSE_DOCUMENT_UPLOAD } from '../../../shared/file-types';
import { SingleFileUpload, type UploadedFileParts } from '../../files/single-file-upload';
import { ContractorCredentials } from './contractor-credentials';
import { ContractorLicensesService, type CredentialDownload } from './contractor-licenses.service';
import { AdminContractorCredentialsResponseDto } from './dto/admin-credentials.dto';
import {
  ListExpiringCertificatesQueryDto,
  OfficeInsuranceCertificateResponseDto,
  PaginatedExpiringCertificatesResponseDto,
  ReviewInsuranceCertificateDto,
} from './dto/insurance-certificate.dto';
import { ContractorLicenseResponseDto, UpsertContractorLicenseDto, UpsertContractorLicenseFormDto } from './dto/license.dto';
import { InsuranceCertificatesService } from './insurance-certificates.service';

const FILE_CONTENT = {
  'application/pdf': { schema: { type: 'string', format: 'binary' } },
  'image/jpeg': { schema: { type: 'string', format: 'binary' } },
  'image/png': { schema: { type: 'string', format: 'binary' } },
  'image/webp': { schema: { type: 'string', format: 'binary' } },
};

/** A stored file as an attachment under its safe name, with the type its bytes were found to be; never kept by any cache (it holds a contractor's documents). */
function sendFile(res: Response, file: CredentialDownload): void {
  res.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ETag: `"${file.sha256}"` });
  res.attachment(file.fileName);
  res.type(file.contentType);
  res.send(file.bytes);
}

/** The office's side of contractor credentials (issue 31): license records, certificate review and the expiring list. */
@ApiTags('admin-contractors')
@Controller('admin')
export class AdminCredentialsController {
  constructor(
    private readonly credentials: ContractorCredentials,
    private readonly licenses: ContractorLicensesService,
    private readonly certificates: InsuranceCertificatesService,
  ) {}

  /** A listing's license records and certificates of insurance, and what its public profile says about them. */
  @Get('contractors/:id/credentials')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No contractor listing has this id.' })
  getContractorCredentials(@IdParam('id', "The listing's id.") id: number): Promise<AdminContractorCredentialsResponseDto> {
    return this.credentials.officeCredentials(id);
  }

  /**
   * Records a license or registration the office checked, or updates the listing's record of the
   * same trade and jurisdiction (multipart/form-data: the fields, and the document checked unless
   * a public record is given or the document on file is kept). Stamped checked now by the caller.
   */
  @Post('contractors/:id/licenses')
  @HttpCode(HttpStatus.OK)
  @NoStore()
  @Roles(UserRole.Admin)
  @SingleFileUpload(LICENSE_DOCUMENT_UPLOAD)
  @ApiBody({ type: UpsertContractorLicenseFormDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'A field is missing or invalid, a credential Missouri does not issue (a statewide license for a trade other than electrical), or nothing checked.',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No contractor listing has this id.' })
  async upsertContractorLicense(
    @StaffActor() actor: Actor,
    @IdParam('id', "The listing's id.") id: number,
    @Body() body: UpsertContractorLicenseDto,
    @UploadedFile() file: UploadedFileParts | undefined,
  ): Promise<ContractorLicenseResponseDto> {
    return (await this.licenses.upsert(actor, id, body, file)).license;
  }

  /** Removes a license record and its document. */
  @Delete('contractor-licenses/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No license record has this id.' })
  deleteContractorLicense(@StaffActor() actor: Actor, @IdParam('id', "The license record's id.") id: number): Promise<void> {
    return this.licenses.remove(actor, id);
  }

  /** The document the office checked for a license record, as an attachment. */
  @Get('contractor-licenses/:id/document')
  @Roles(UserRole.Admin)
  @ApiOkResponse({ description: 'The document as an attachment.', content: FILE_CONTENT })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No license record has this id, or it has no document (a public record was checked).' })
  async downloadContractorLicenseDocument(@IdParam('id', "The license record's id.") id: number, @Res() res: Response): Promise<void> {
    sendFile(res, await this.licenses.downloadDocument(id));
  }

  /** Each approved listing's latest approved certificate that ends within 30 days or has ended; filtered, sorted and paged. */
  @Get('insurance-certificates')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  listExpiringCertificates(@Query() query: ListExpiringCertificatesQueryDto): Promise<PaginatedExpiringCertificatesResponseDto> {
    return this.certificates.listExpiring(query);
  }

  /** Approves a certificate (it makes the Insured badge until its end date) or rejects it with a reason; the contractor is e-mailed. */
  @Post('insurance-certificates/:id/review')
  @HttpCode(HttpStatus.OK)
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid or unknown, or a rejection has no reason.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No certificate has this id.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: "A move the certificate's flow refuses ('An insurance certificate cannot move from rejected to approved.'), or approving one that has ended.",
  })
  reviewInsuranceCertificate(
    @StaffActor() actor: Actor,
    @IdParam('id', "The certificate's id.") id: number,
    @Body() body: ReviewInsuranceCertificateDto,
  ): Promise<OfficeInsuranceCertificateResponseDto> {
    return this.certificates.review(actor, id, body);
  }

  /** The uploaded certificate, as an attachment. */
  @Get('insurance-certificates/:id/file')
  @Roles(UserRole.Admin)
  @ApiOkResponse({ description: 'The certificate as an attachment.', content: FILE_CONTENT })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No certificate has this id.' })
  async downloadInsuranceCertificate(@IdParam('id', "The certificate's id.") id: number, @Res() res: Response): Promise<void> {
    sendFile(res, await this.certificates.download(id));
  }
}
