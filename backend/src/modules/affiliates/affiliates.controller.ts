import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { RateLimited } from '../../common/rate-limit';
import { requestOrigin } from '../../common/client-network';
import { AffiliatesService } from './affiliates.service';
import { RegisterAffiliateDto, RegisterAffiliateResponseDto } from './dto/register-affiliate.dto';
import { SubmitAffiliateLeadDto, SubmitAffiliateLeadResponseDto } from './dto/submit-affiliate-lead.dto';

@ApiTags('partner-program')
@Controller()
export class AffiliatesController {
  constructor(private readonly affiliates: AffiliatesService) {}

  /** /affiliate-registration: a referral partner's application, stored pending review. */
  @Post('affiliate-registration')
  @HttpCode(HttpStatus.CREATED)
  @RateLimited()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid (spec §5 messages).' })
  registerAffiliate(@Body() body: RegisterAffiliateDto): Promise<RegisterAffiliateResponseDto> {
    return this.affiliates.registerAffiliate(body);
  }

  /** /affiliate-lead-form: a partner sends us a customer (public, or signed in). */
  @Post('affiliate-leads')
  @HttpCode(HttpStatus.CREATED)
  @RateLimited()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid (spec §5 messages).' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'This affiliate code is not active.' })
  submitAffiliateLead(@Body() body: SubmitAffiliateLeadDto, @Req() req: Request): Promise<SubmitAffiliateLeadResponseDto> {
    return this.affiliates.submitAffiliateLead(body, requestOrigin(req));
  }
}
