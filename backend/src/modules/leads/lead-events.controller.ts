import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { RATE_LIMIT_MESSAGE } from '../../common/rate-limit';
import { RecordLeadEventDto } from './dto/record-lead-event.dto';
import { LeadScores } from './lead-scores';

@ApiTags('leads')
@Controller()
export class LeadEventsController {
  constructor(private readonly scores: LeadScores) {}

  /**
   * A plan page viewed, plans compared or a calculator run by a visitor who gave their e-mail (issue 28,
   * the lead score). First-party only; the page sends it only while it holds the hub token. 204 whether
   * or not the token is a lead's (nothing is recorded for an unknown one), and for repeats and past the daily cap.
   */
  @Post('lead-events')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Taken (recorded only for a lead’s token, once per repeat window).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: RATE_LIMIT_MESSAGE })
  recordLeadEvent(@Body() body: RecordLeadEventDto, @Req() req: Request): Promise<void> {
    return this.scores.recordEvent(body, req);
  }
}
