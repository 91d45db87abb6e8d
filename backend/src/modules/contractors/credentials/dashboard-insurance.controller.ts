import { Body, Controller, Get, HttpCode, HttpStatus, Post, UploadedFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../../../common/auth/roles.decorator';
import { UserRole } from '../../../common/auth/user-role';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { INSURANCE_CERTIFICATE_UPLOAD } from '../../../shared/file-types';
import { SingleFileUpload, type UploadedFileParts } from '../../files/single-file-upload';
import { MY_INSURANCE_CERTIFICATES_PATH } from './credentials.paths';
import {
  InsuranceCertificateResponseDto,
  MyInsuranceCertificatesResponseDto,
  UploadInsuranceCertificateDto,
  UploadInsuranceCertificateFormDto,
} from './dto/insurance-certificate.dto';
import { InsuranceCertificatesService } from './insurance-certificates.service';

const NO_LISTING = 'The account has no contractor listing.';

/** The Contractor Dashboard's "Insurance certificate" (issue 31): the signed-in contractor's own certificates. */
@ApiTags('contractor-portal')
@Controller(MY_INSURANCE_CERTIFICATES_PATH)
export class DashboardInsuranceController {
  constructor(private readonly certificates: InsuranceCertificatesService) {}

  /** The listing's certificates, newest first (the latest 20): status, end date and the office's reason for a rejection. */
  @Get()
  @NoStore()
  @Roles(UserRole.Contractor)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  listMyInsuranceCertificates(@CurrentUser() user: AuthenticatedUser): Promise<MyInsuranceCertificatesResponseDto> {
    return this.certificates.listMine(user);
  }

  /** Uploads a certificate of insurance (multipart/form-data: insurer, policy number, coverage in cents, end date, the file); it waits for the office. */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @NoStore()
  @Roles(UserRole.Contractor)
  @SingleFileUpload(INSURANCE_CERTIFICATE_UPLOAD)
  @ApiBody({ type: UploadInsuranceCertificateFormDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A field is missing or invalid (the end date has passed), no file was sent, more than one was, or the file is empty.',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Three certificates already wait for the office.' })
  uploadInsuranceCertificate(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UploadInsuranceCertificateDto,
    @UploadedFile() file: UploadedFileParts | undefined,
  ): Promise<InsuranceCertificateResponseDto> {
    return this.certificates.upload(user, body, file);
  }
}
