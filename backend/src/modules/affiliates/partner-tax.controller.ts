import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../../common/auth/roles.decorator';
import { UserRole } from '../../common/auth/user-role';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { MyTaxAndPayoutResponseDto, SetPayoutMethodDto, SubmitW9Dto } from './dto/partner-tax.dto';
import { PartnerTaxRecords } from './partner-tax-records';

/** The signed-in partner's W-9 and payout method (/affiliate-dashboard, issue 30). */
@ApiTags('partner-portal')
@Controller('affiliate/me')
export class PartnerTaxController {
  constructor(private readonly records: PartnerTaxRecords) {}

  /** The partner's W-9 on file (TIN's last four digits only), payout method (account's last four only) and the minimum payout. */
  @NoStore()
  @Get('tax-and-payout')
  @Roles(UserRole.Affiliate)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no affiliate row yet.' })
  getMyTaxAndPayout(@CurrentUser() user: AuthenticatedUser): Promise<MyTaxAndPayoutResponseDto> {
    return this.records.mine(user);
  }

  /** Files the partner's W-9 (a new one replaces the current one, which is kept as superseded). */
  @NoStore()
  @Put('w9')
  @Roles(UserRole.Affiliate)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A field is missing, invalid or unknown (one message per field), or the certification is not checked.',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no affiliate row yet.' })
  submitW9(@CurrentUser() user: AuthenticatedUser, @Body() body: SubmitW9Dto, @Req() req: Request): Promise<MyTaxAndPayoutResponseDto> {
    return this.records.submitW9(user, body, req.ip ?? 'unknown');
  }

  /** How the partner is paid: ACH to a bank account, or a check to the W-9's address. */
  @NoStore()
  @Put('payout-method')
  @Roles(UserRole.Affiliate)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing, invalid or unknown (routing number check digit, account number length).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no affiliate row yet.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A check was chosen before a W-9 (its address) is on file.' })
  setMyPayoutMethod(@CurrentUser() user: AuthenticatedUser, @Body() body: SetPayoutMethodDto): Promise<MyTaxAndPayoutResponseDto> {
    return this.records.setPayoutMethod(user, body);
  }
}
