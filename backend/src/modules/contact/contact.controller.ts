import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { RateLimited } from '../../common/rate-limit';
import { requestOrigin } from '../../common/client-network';
import { ContactService } from './contact.service';
import { ContactResponseDto } from './dto/contact-response.dto';
import { SubmitContactDto } from './dto/submit-contact.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The contact page's project-details form: stores the message, notifies the office and confirms to the sender. */
  @Post('contact')
  @RateLimited()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid (spec §5 messages), or the model is not a plan.' })
  submitContact(@Body() body: SubmitContactDto, @Req() req: Request): Promise<ContactResponseDto> {
    return this.contact.submitContact(body, requestOrigin(req));
  }
}
