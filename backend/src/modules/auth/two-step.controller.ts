import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, SignedIn } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { AuthService } from './auth.service';
import { AuthMessageResponseDto } from './dto/auth-message-response.dto';
import { ConfirmTwoStepDto, ConfirmWithCodeDto, TwoStepCodesResponseDto, TwoStepSetupResponseDto } from './dto/two-step.dto';

/** The signed-in user's two-step sign-in (an authenticator app, TOTP): set up, turn off, new recovery codes. */
@ApiTags('auth')
@Controller('auth/two-step')
export class TwoStepController {
  constructor(private readonly auth: AuthService) {}

  /** A new secret, its otpauth URI and QR code, to add to an authenticator app. Nothing changes until a code confirms it. */
  @NoStore()
  @Post('setup')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Two-step sign-in is already on.' })
  startTwoStepSetup(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<TwoStepSetupResponseDto> {
    return this.auth.startTwoStepSetup(req, user);
  }

  /** Turns two-step sign-in on with a code of the new secret; answers ten recovery codes, shown only this once. */
  @NoStore()
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The code is not 6 digits or not right, or no set-up was started.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Two-step sign-in is already on.' })
  confirmTwoStepSetup(@CurrentUser() user: AuthenticatedUser, @Body() body: ConfirmTwoStepDto, @Req() req: Request): Promise<TwoStepCodesResponseDto> {
    return this.auth.confirmTwoStepSetup(req, user, body);
  }

  /** Turns two-step sign-in off (password and a code needed). An admin then cannot use admin operations until set up again. */
  @NoStore()
  @Post('disable')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Password or code wrong, or two-step sign-in is not on.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many wrong passwords for this account from this network.' })
  disableTwoStep(@CurrentUser() user: AuthenticatedUser, @Body() body: ConfirmWithCodeDto, @Req() req: Request): Promise<AuthMessageResponseDto> {
    return this.auth.disableTwoStep(req, user, body);
  }

  /** Ten new recovery codes, shown only this once; the old ones stop working (password and a code needed). */
  @NoStore()
  @Post('recovery-codes')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Password or code wrong, or two-step sign-in is not on.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many wrong passwords for this account from this network.' })
  regenerateRecoveryCodes(@CurrentUser() user: AuthenticatedUser, @Body() body: ConfirmWithCodeDto, @Req() req: Request): Promise<TwoStepCodesResponseDto> {
    return this.auth.regenerateRecoveryCodes(req, user, body);
  }
}
