import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { RateLimited } from '../../common/rate-limit';
import { CreateDiscoveryLeadDto } from './dto/create-discovery-lead.dto';
import { DiscoveryLeadResponseDto } from './dto/discovery-lead-response.dto';
import { requestOrigin } from '../../common/client-network';
import { LeadsService } from './leads.service';

@ApiTags('leads')
@Controller()
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  /** The /facebook-lead form: stores or updates the lead of this e-mail and queues a welcome e-mail. */
  @Post('discovery-leads')
  @RateLimited()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid (spec §5 messages).' })
  createDiscoveryLead(@Body() body: CreateDiscoveryLeadDto, @Req() req: Request): Promise<DiscoveryLeadResponseDto> {
    return this.leads.createDiscoveryLead(body, requestOrigin(req));
  }
}
