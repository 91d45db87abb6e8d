import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../common/auth/roles.decorator';
import { ErrorResponseDto } from '../common/dto/error-response.dto';
import { IdParam } from '../common/path-params';
import { UserRole } from '../common/auth/user-role';
import { ListFailedMailQueryDto } from './dto/list-failed-mail-query.dto';
import { OutboxMailResponseDto, PaginatedOutboxMailResponseDto } from './dto/outbox-mail-response.dto';
import { MailService } from './mail.service';

/** The admin's view of the e-mails delivery gave up on, and their re-sending (API now, screen later). */
@ApiTags('admin-mail')
@Controller('admin/mail')
export class AdminMailController {
  constructor(private readonly mail: MailService) {}

  /** E-mails delivery gave up on, newest failure first, a page at a time. */
  @NoStore()
  @Get('failed')
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A query parameter out of range.' })
  listFailedMail(@Query() query: ListFailedMailQueryDto): Promise<PaginatedOutboxMailResponseDto> {
    return this.mail.listFailed(query);
  }

  /** Puts a failed e-mail back in the queue with a fresh budget of attempts; delivery sends it within seconds. */
  @NoStore()
  @Post(':id/resend')
  @HttpCode(HttpStatus.OK)
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a whole number in range.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No e-mail has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The e-mail is not failed (pending or delivered), or its one-time link was not kept.' })
  resendMail(@CurrentUser() admin: AuthenticatedUser, @IdParam('id', "The e-mail's id in the outbox.") id: number): Promise<OutboxMailResponseDto> {
    return this.mail.resend(id, admin.id);
  }
}
