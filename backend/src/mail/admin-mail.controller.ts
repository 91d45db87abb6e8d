import { BadRequestException, Controller, Get, HttpCode, HttpStatus, Param, PipeTransform, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../common/auth/roles.decorator';
import { ErrorResponseDto } from '../common/dto/error-response.dto';
import { UserRole } from '../modules/auth/auth.enums';
import { ListFailedMailQueryDto } from './dto/list-failed-mail-query.dto';
import { OutboxMailResponseDto, PaginatedOutboxMailResponseDto } from './dto/outbox-mail-response.dto';
import { MailService } from './mail.service';

const MAX_MAIL_ID = 2_147_483_647; // the integer column's range

/**
 * An outbox id: a whole number within the integer column's range, 400 otherwise.
 * TODO(merge): replace with the shared bounded-int pipe once it exists (issue 12, point 6).
 */
class MailIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_MAIL_ID)) throw new BadRequestException('Id must be a whole number from 1 to 2,147,483,647.');
    return id;
  }
}

/** The admin's view of mail delivery gave up on (API now, screen later). */
@ApiTags('admin')
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
  @ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1, maximum: MAX_MAIL_ID } })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The id is not a whole number in range.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No e-mail has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The e-mail is not failed (pending or delivered), or its one-time link was not kept.' })
  resendMail(@CurrentUser() admin: AuthenticatedUser, @Param('id', MailIdPipe) id: number): Promise<OutboxMailResponseDto> {
    return this.mail.resend(id, admin.id);
  }
}
