import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, SignedIn } from '../../common/auth/roles.decorator';
import { CROSS_SITE_MESSAGE, CSRF_MESSAGE } from '../../common/csrf';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { AuthService } from './auth.service';
import { AuthMessageResponseDto } from './dto/auth-message-response.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { EndSessionsDto } from './dto/end-sessions.dto';
import { RegisterDto } from './dto/register.dto';
import { RequestPasswordResetDto } from './dto/request-password-reset.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { SessionResponseDto } from './dto/session-response.dto';
import { SignInDto } from './dto/sign-in.dto';
import { UpdateCurrentUserDto } from './dto/update-current-user.dto';
import { UserResponseDto } from './dto/user-response.dto';
import { AccountProvisioningService } from './account-provisioning.service';
import { CompleteAdminEnrolmentDto, ConfirmEmailDto, StartAdminEnrolmentDto } from './dto/admin-enrolment.dto';
import { TwoStepCodesResponseDto, TwoStepSetupResponseDto } from './dto/two-step.dto';

const TOO_MANY = 'Too many attempts from this network or for this account in 15 minutes; Retry-After says when to try again.';
const CSRF = `With a session: the X-XSRF-TOKEN header is missing or wrong ("${CSRF_MESSAGE}"); or the browser marked the request as coming from another site ("${CROSS_SITE_MESSAGE}").`;

/**
 * Accounts: registration, sign-in and out, who-am-I, profile, password change and reset.
 * Answers are never cached (Cache-Control: no-store) and never contain a password or its hash.
 */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly provisioning: AccountProvisioningService,
  ) {}

  /** Creates an account (role `user`) and signs it in: the answer sets the session and XSRF-TOKEN cookies. */
  @NoStore()
  @Post('register')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid (spec §5 messages).' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'An account already uses this e-mail address.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: CSRF })
  register(@Body() body: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserResponseDto> {
    return this.auth.register(req, res, body);
  }

  /** Signs in with e-mail and password on a new session id; sets the session and XSRF-TOKEN cookies. */
  @NoStore()
  @Post('sign-in')
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'E-mail not valid or password missing (spec §5).' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Unknown e-mail or wrong password (one answer for both).' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: CSRF })
  signIn(@Body() body: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserResponseDto> {
    return this.auth.signIn(req, res, body);
  }

  /** Ends the session: its row is deleted and both cookies are cleared. 204 also when not signed in. */
  @NoStore()
  @Post('sign-out')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Signed out (or was not signed in).' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: CSRF })
  signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    return this.auth.signOut(req, res);
  }

  /** Who is signed in. 401 when nobody is (the front end reads that as "anonymous", spec §7). */
  @NoStore()
  @Get('me')
  @SignedIn()
  getCurrentUser(@CurrentUser() user: AuthenticatedUser): UserResponseDto {
    return this.auth.currentUser(user);
  }

  /** Changes the signed-in user's name and phone; fields left out stay as they are. */
  @NoStore()
  @Patch('me')
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is blank or invalid.' })
  updateCurrentUser(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateCurrentUserDto): Promise<UserResponseDto> {
    return this.auth.updateCurrentUser(user, body);
  }

  /**
   * Changes the password (the current one is required). The caller stays signed in on a new
   * session id and gets a new XSRF-TOKEN; every other session of the account ends.
   */
  @NoStore()
  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Current password wrong, or the new one too short, too long, too common or unchanged.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthMessageResponseDto> {
    return this.auth.changePassword(req, res, user, body);
  }

  /** The signed-in user's live sessions (browsers and devices), this one first. */
  @NoStore()
  @Get('sessions')
  @SignedIn()
  listSessions(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<SessionResponseDto[]> {
    return this.auth.listSessions(req, user);
  }

  /**
   * Signs other devices out, after the password is entered again: the session `sessionId`, or
   * every session but this one when it is left out.
   */
  @NoStore()
  @Post('sessions/end')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Password missing or wrong, or `sessionId` is the current session.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No other live session of this user has that id.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  endSessions(@CurrentUser() user: AuthenticatedUser, @Body() body: EndSessionsDto, @Req() req: Request): Promise<AuthMessageResponseDto> {
    return this.auth.endSessions(req, user, body);
  }

  /**
   * "Forgot password": e-mails a single-use reset link (30 minutes) when an account has this
   * address. The answer is the same either way.
   */
  @NoStore()
  @Post('forgot-password')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: AuthMessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The e-mail address is not valid.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: CSRF })
  requestPasswordReset(@Body() body: RequestPasswordResetDto, @Req() req: Request): Promise<AuthMessageResponseDto> {
    return this.auth.requestPasswordReset(req, body);
  }

  /** Sets a new password with the token of a reset link; ends every session of the account. Does not sign in. */
  @NoStore()
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is expired, used or unknown (field `token`), or the new password breaks a rule.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: CSRF })
  resetPassword(@Body() body: ResetPasswordDto, @Req() req: Request): Promise<AuthMessageResponseDto> {
    return this.auth.resetPassword(req, body);
  }

  /** Confirms the account's e-mail address with the token of the link sent at sign-up. No sign-in needed; works once. */
  @NoStore()
  @Post('confirm-email')
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is expired, used or unknown (field `token`).' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: CSRF })
  confirmEmail(@Body() body: ConfirmEmailDto, @Req() req: Request): Promise<AuthMessageResponseDto> {
    return this.auth.confirmEmail(req, body);
  }

  /** E-mails the signed-in user a new confirmation link (the previous one stops working). */
  @NoStore()
  @Post('confirm-email/resend')
  @HttpCode(HttpStatus.ACCEPTED)
  @SignedIn()
  @ApiAcceptedResponse({ type: AuthMessageResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The address is already confirmed.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  resendEmailConfirmation(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<AuthMessageResponseDto> {
    return this.auth.resendEmailConfirmation(req, user);
  }

  /** The admin enrolment link of a promotion: a new two-step secret and its QR code (the link stays usable until completed). */
  @NoStore()
  @Post('admin-enrolment/setup')
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The link is expired, used or unknown (field `token`).' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: CSRF })
  startAdminEnrolment(@Body() body: StartAdminEnrolmentDto, @Req() req: Request): Promise<TwoStepSetupResponseDto> {
    return this.provisioning.startAdminEnrolment(req, body);
  }

  /**
   * Completes a promotion to admin: a new password and the first code of the new secret. The
   * account becomes an admin with two-step sign-in on; every session of it ends. Answers the
   * recovery codes, shown this once. Does not sign in.
   */
  @NoStore()
  @Post('admin-enrolment/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'The link is expired, used or unknown (field `token`), the code is wrong, or the password breaks a rule.',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: TOO_MANY })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: CSRF })
  completeAdminEnrolment(@Body() body: CompleteAdminEnrolmentDto, @Req() req: Request): Promise<TwoStepCodesResponseDto> {
    return this.provisioning.completeAdminEnrolment(req, body);
  }
}
