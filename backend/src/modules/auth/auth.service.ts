import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { isOfficeRole, UserRole } from '../../common/auth/user-role';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { InputValidationException } from '../../common/validation.pipe';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { confirmEmailEmail, passwordChangedEmail, passwordResetEmail, twoStepGuessingEmail } from './auth-emails';
import { AccountProvisioningService } from './account-provisioning.service';
import { OneTimeTokenPurpose } from './auth.enums';
import { AdminUserResponseDto } from './dto/admin-user-response.dto';
import { ConfirmEmailDto } from './dto/admin-enrolment.dto';
import { issueOneTimeToken, useOneTimeToken } from './one-time-tokens';
import { AuthEvents } from './auth-events';
import { AuthRateLimiter } from './auth-rate-limiter';
import { AuthSession } from './auth-session';
import { AUTH_RATE_WINDOW_MS, RESET_TOKEN_MINUTES, SESSION_ABSOLUTE_MS, TWO_STEP_CODE_LIMIT } from './auth.constants';
import { AuthMessageResponseDto } from './dto/auth-message-response.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { EndSessionsDto } from './dto/end-sessions.dto';
import { RegisterDto } from './dto/register.dto';
import { RequestPasswordResetDto } from './dto/request-password-reset.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { SessionResponseDto } from './dto/session-response.dto';
import { SignInDto } from './dto/sign-in.dto';
import { UpdateCurrentUserDto } from './dto/update-current-user.dto';
import { ConfirmTwoStepDto, ConfirmWithCodeDto, TwoStepCodesResponseDto, TwoStepSetupResponseDto } from './dto/two-step.dto';
import { UserResponseDto } from './dto/user-response.dto';
import { User } from './entities/user.entity';
import { hashPassword, verifyPassword } from './password-hasher';
import { TwoStepService } from './two-step.service';
import { toAdminUserResponse, UsersService } from './users.service';
import { endSessionsOf } from './session-store';
import type { Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists. Sign in, or reset your password if you have forgotten it.';
export const BAD_CREDENTIALS_MESSAGE = 'The email address or password is not correct.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const SAME_PASSWORD_MESSAGE = 'Please choose a new password that is different from your current one.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Every other device signed in to your account has been signed out.';
export const RESET_REQUESTED_MESSAGE = `If an account uses that email address, we have sent it a link to reset the password. The link works once, for ${RESET_TOKEN_MINUTES} minutes.`;
export const RESET_INVALID_MESSAGE = 'This password reset link has expired or has already been used. Please ask for a new one.';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another admin to do it.';
export const WRONG_PASSWORD_MESSAGE = 'Your password is not correct.';
export const CURRENT_SESSION_MESSAGE = 'This is the session you are using now. Sign out instead.';
export const NO_SUCH_SESSION_MESSAGE = 'There is no such session. It may have ended already.';
export const RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with your new password.';
export const TWO_STEP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const EMAIL_CONFIRMED_MESSAGE = 'Your e-mail address is confirmed. You can now reserve a plan with a deposit.';
export const CONFIRM_INVALID_MESSAGE =
  'This confirmation link has expired or has already been used. Sign in and ask for a new one from the deposit page or your account.';
export const ALREADY_CONFIRMED_MESSAGE = 'Your e-mail address is already confirmed.';
export const confirmationSentMessage = (email: string) => `We sent a new confirmation link to ${email}. It works once, for 72 hours.`;
/** What a used set-password link says, in words for the role it gave (issue 25 item 11). */
export const ROLE_READY_MESSAGES: Partial<Record<UserRole, string>> = {
  [UserRole.Affiliate]:
    'Your password is set and your partner account is ready. Sign in to open your partner dashboard: your referral link, leads and commissions.',
  [UserRole.Contractor]:
    'Your password is set and your contractor account is ready. Sign in to open your contractor dashboard: your listing, inquiries and reviews.',
};
export const TWO_STEP_OFF_DONE_MESSAGE = 'Two-step sign-in is off. Your account now signs in with the password alone.';

export function toUserResponse(user: AuthenticatedUser): UserResponseDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    twoStepEnabled: user.twoStepEnabled,
    emailConfirmed: user.emailConfirmed,
    createdAt: user.createdAt.toISOString(),
  };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** What the API shows for a session: never its id (which, with the secret, is the cookie). */
const sessionHandle = (sid: string) => sha256(`session-handle:${sid}`).slice(0, 32);

interface StoredSession {
  sid: string;
  sess: { signedInAt?: number; device?: string; cookie?: { expires?: string } };
}

/** Registration, sign-in and out, profile, password change and reset (issue 6, spec §5). */
@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly session: AuthSession,
    private readonly limiter: AuthRateLimiter,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly twoStep: TwoStepService,
    private readonly provisioning: AccountProvisioningService,
  ) {}

  /** A new account with the role `user`, signed in at once on a new session. 409 when the e-mail is taken. */
  async register(req: Request, res: Response, dto: RegisterDto): Promise<UserResponseDto> {
    await this.limiter.hitIp(req, 'register');
    const password = await hashPassword(dto.password);
    // ON CONFLICT DO NOTHING: a taken address is an answer, not a failed statement (whose
    // parameters, the hash among them, would reach the logs).
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ email: dto.email.toLowerCase(), password, firstName: dto.firstName, lastName: dto.lastName, phone: dto.phone ?? null, profileImageUrl: null })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: number }[])[0]?.id;
    if (id === undefined) throw new ConflictException(EMAIL_TAKEN_MESSAGE);
    const user = await this.users.findById(id);
    if (!user) throw new ConflictException(EMAIL_TAKEN_MESSAGE);
    await this.sendEmailConfirmation(user);
    await this.session.signIn(req, res, this.session.signingInUser(user));
    AuthEvents.info(req, 'registered', `user ${user.id}; confirmation link sent`);
    return toUserResponse(req.user!);
  }

  /**
   * Checks e-mail and password (passport-local) within the IP and account-and-address limits,
   * after the account's delay; for an account with two-step sign-in, also the code. Then signs
   * in on a new session id. The same 401 for an unknown e-mail and a wrong password; a right
   * password without the right code is a failed attempt too, with its own 401.
   */
  async signIn(req: Request, res: Response, dto: SignInDto): Promise<UserResponseDto> {
    await this.limiter.hitIp(req, 'sign-in');
    await this.limiter.hitAccountFromIp(req, 'sign-in', dto.email);
    await this.limiter.waitSignInDelay(dto.email);
    const user = await this.session.authenticate(req, res);
    if (!user) {
      await this.limiter.signInFailed(dto.email);
      AuthEvents.warn(req, 'sign-in failed', AuthEvents.emailRef(dto.email));
      throw new UnauthorizedException(BAD_CREDENTIALS_MESSAGE);
    }
    if (user.twoStepEnabled) {
      await this.limiter.checkTwoStepCodes(req, user.id);
      if (!(await this.twoStep.verifySignInCode(user.id, dto.code ?? undefined))) {
        await this.limiter.signInFailed(dto.email);
        if (dto.code) await this.twoStepCodeFailed(req, user);
        AuthEvents.warn(req, dto.code ? 'sign-in failed (wrong two-step code)' : 'sign-in asked for the two-step code', `user ${user.id}`);
        throw new UnauthorizedException(TWO_STEP_CODE_MESSAGE);
      }
    }
    await this.limiter.clearSignIn(dto.email, req.ip);
    await this.session.signIn(req, res, user);
    AuthEvents.info(req, 'signed in', `user ${user.id} (${user.role})`);
    return toUserResponse(req.user!);
  }

  async signOut(req: Request, res: Response): Promise<void> {
    const user = req.user;
    await this.session.signOut(req, res);
    if (user) AuthEvents.info(req, 'signed out', `user ${user.id}`);
  }

  currentUser(user: AuthenticatedUser): UserResponseDto {
    return toUserResponse(user);
  }

  /**
   * An admin gives another user a role; their own role stays (no admin can lock themselves out).
   * An office role (admin, sales) is not given at once from outside the office: the person enrols
   * through an e-mailed link first (AccountProvisioningService.requestOfficeRole); any other role
   * cancels such a wait.
   */
  async changeUserRole(actor: Actor, id: number, role: UserRole): Promise<AdminUserResponseDto> {
    if (id === actor.id) throw new InputValidationException([{ field: 'role', message: OWN_ROLE_MESSAGE }]);
    if (isOfficeRole(role)) return this.provisioning.requestOfficeRole(actor, id, role);
    await this.users.changeRole(id, role);
    await this.provisioning.cancelAdminPromotion(this.dataSource.manager, id);
    const changed = await this.users.findById(id);
    StaffAuditLog.record(actor, 'role changed', `user ${id} is now ${role}`);
    return toAdminUserResponse(changed!, (await this.users.pendingRoles([id])).get(id) ?? null);
  }

  /** The e-mailed confirmation link's token: the address is confirmed (no sign-in needed; works once). */
  async confirmEmail(req: Request, dto: ConfirmEmailDto): Promise<AuthMessageResponseDto> {
    await this.limiter.hitIp(req, 'password-reset');
    const userId = await this.dataSource.transaction(async (manager) => {
      const used = await useOneTimeToken(manager, dto.token, [OneTimeTokenPurpose.ConfirmEmail]);
      if (!used) {
        AuthEvents.warn(req, 'e-mail confirmation refused', 'unknown, used or expired link');
        throw new InputValidationException([{ field: 'token', message: CONFIRM_INVALID_MESSAGE }]);
      }
      await manager.query(`UPDATE users SET "emailConfirmedAt" = COALESCE("emailConfirmedAt", now()) WHERE id = $1`, [used.userId]);
      return used.userId;
    });
    AuthEvents.info(req, 'e-mail confirmed', `user ${userId}`);
    return { message: EMAIL_CONFIRMED_MESSAGE };
  }

  /** A new confirmation link for the signed-in user (the last one stops working); 409 when already confirmed. */
  async resendEmailConfirmation(req: Request, current: AuthenticatedUser): Promise<AuthMessageResponseDto> {
    await this.limiter.hitAccountFromIp(req, 'password-reset', current.email);
    if (current.emailConfirmed) throw new ConflictException(ALREADY_CONFIRMED_MESSAGE);
    await this.sendEmailConfirmation(current);
    AuthEvents.info(req, 'e-mail confirmation sent again', `user ${current.id}`);
    return { message: confirmationSentMessage(current.email) };
  }

  private async sendEmailConfirmation(user: { id: number; email: string; firstName: string }): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const token = await issueOneTimeToken(manager, user.id, OneTimeTokenPurpose.ConfirmEmail);
      await this.mail.enqueue(manager, confirmEmailEmail(this.config, user, token));
    });
  }

  async updateCurrentUser(current: AuthenticatedUser, dto: UpdateCurrentUserDto): Promise<UserResponseDto> {
    const changes: Partial<User> = {};
    if (dto.firstName !== undefined) changes.firstName = dto.firstName;
    if (dto.lastName !== undefined) changes.lastName = dto.lastName;
    if (dto.phone !== undefined) changes.phone = dto.phone;
    if (Object.keys(changes).length) await this.dataSource.getRepository(User).update({ id: current.id }, changes);
    return toUserResponse({ ...current, ...changes });
  }

  /**
   * Needs the current password (a wrong one counts as a failed sign-in). The user stays signed
   * in on a new session id; every other session of theirs ends; a notice goes out by e-mail.
   */
  async changePassword(req: Request, res: Response, current: AuthenticatedUser, dto: ChangePasswordDto): Promise<AuthMessageResponseDto> {
    const user = await this.confirmPassword(req, current, dto.currentPassword, {
      field: 'currentPassword',
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      refused: 'password change refused (wrong current password)',
    });
    if (dto.newPassword === dto.currentPassword) {
      throw new InputValidationException([{ field: 'newPassword', message: SAME_PASSWORD_MESSAGE }]);
    }
    const password = await hashPassword(dto.newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { password });
      await this.mail.enqueue(manager, passwordChangedEmail(this.config, user));
    });
    await this.session.signIn(req, res, this.session.signingInUser({ ...user, password }));
    await this.endSessionsOf(user.id, req.sessionID);
    AuthEvents.info(req, 'password changed', `user ${user.id}; other sessions ended`);
    return { message: PASSWORD_CHANGED_MESSAGE };
  }

  /**
   * "Forgot password": when an account has the address, a single-use link (30 minutes) goes out
   * through the outbox in the same transaction that stores its hash; earlier unused links die.
   * The answer is the same whether or not the address has an account.
   */
  async requestPasswordReset(req: Request, dto: RequestPasswordResetDto): Promise<AuthMessageResponseDto> {
    await this.limiter.hitIp(req, 'password-reset');
    await this.limiter.hitAccountFromIp(req, 'password-reset', dto.email);
    const user = await this.users.findByEmailWithPassword(dto.email);
    if (user) {
      await this.dataSource.transaction(async (manager) => {
        // Only earlier "forgot password" links die: a set-password or admin link keeps its role to give.
        const token = await issueOneTimeToken(manager, user.id, OneTimeTokenPurpose.Reset);
        await this.mail.enqueue(manager, passwordResetEmail(this.config, user, token));
      });
    }
    AuthEvents.info(req, 'password reset requested', `${AuthEvents.emailRef(dto.email)} (${user ? `user ${user.id}, link sent` : 'no account, nothing sent'})`);
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /**
   * Sets a new password with a reset or set-password token: the token is used up in the same
   * statement that checks it (so it works once, even under concurrent requests); every session of
   * the user ends and the sign-in lock on the account lifts. A set-password link of an approval
   * also gives its role and removes any two-step enrolment (issue 25 item 1: whoever held the
   * account before loses it). Either proves the address. Does not sign in.
   */
  async resetPassword(req: Request, dto: ResetPasswordDto): Promise<AuthMessageResponseDto> {
    await this.limiter.hitIp(req, 'password-reset');
    const password = await hashPassword(dto.password);
    const { user, granted } = await this.dataSource.transaction(async (manager) => {
      const used = await useOneTimeToken(manager, dto.token, [OneTimeTokenPurpose.Reset, OneTimeTokenPurpose.SetPassword]);
      if (!used) {
        AuthEvents.warn(req, 'password reset refused', 'unknown, used or expired link');
        throw new InputValidationException([{ field: 'token', message: RESET_INVALID_MESSAGE }]);
      }
      const { userId } = used;
      await manager.query('UPDATE password_reset_tokens SET "usedAt" = now() WHERE "userId" = $1 AND "usedAt" IS NULL AND "purpose" = $2', [
        userId,
        OneTimeTokenPurpose.Reset,
      ]);
      await manager.update(User, { id: userId }, { password, emailConfirmedAt: () => 'COALESCE("emailConfirmedAt", now())' } as object);
      const granted = used.purpose === OneTimeTokenPurpose.SetPassword ? used.grantsRole : null;
      if (granted) await this.provisioning.takeUpGrantedRole(manager, userId, granted);
      const changed = await manager.findOneByOrFail(User, { id: userId });
      await this.mail.enqueue(manager, passwordChangedEmail(this.config, changed));
      return { user: changed, granted };
    });
    await this.endSessionsOf(user.id);
    await this.limiter.clearSignIn(user.email);
    AuthEvents.info(req, 'password reset', `user ${user.id}; every session ended${granted ? `; role ${user.role} taken up, two-step cleared` : ''}`);
    return { message: (granted && ROLE_READY_MESSAGES[user.role]) || RESET_DONE_MESSAGE };
  }

  /** The current user's live sessions (browsers, devices): this one first, then the newest. */
  async listSessions(req: Request, current: AuthenticatedUser): Promise<SessionResponseDto[]> {
    return (await this.sessionsOf(current.id))
      .map(({ sid, sess }) => {
        const signedInAt = sess.signedInAt ?? Date.now();
        const idleEnd = sess.cookie?.expires ? Date.parse(sess.cookie.expires) : signedInAt + SESSION_ABSOLUTE_MS;
        return {
          id: sessionHandle(sid),
          signedInAt: new Date(signedInAt).toISOString(),
          expiresAt: new Date(Math.min(idleEnd, signedInAt + SESSION_ABSOLUTE_MS)).toISOString(),
          device: sess.device || null,
          current: sid === req.sessionID,
        };
      })
      .sort((a, b) => Number(b.current) - Number(a.current) || b.signedInAt.localeCompare(a.signedInAt));
  }

  /**
   * Ends one other session, or every other one, after the user re-enters their password (a wrong
   * one counts as a failed sign-in). The current session stays: sign out ends it.
   */
  async endSessions(req: Request, current: AuthenticatedUser, dto: EndSessionsDto): Promise<AuthMessageResponseDto> {
    const user = await this.confirmPassword(req, current, dto.password, {
      field: 'password',
      message: WRONG_PASSWORD_MESSAGE,
      refused: 'ending sessions refused (wrong password)',
    });
    const others = (await this.sessionsOf(user.id)).filter(({ sid }) => sid !== req.sessionID);
    let ending = others;
    if (dto.sessionId) {
      if (sessionHandle(req.sessionID) === dto.sessionId) throw new InputValidationException([{ field: 'sessionId', message: CURRENT_SESSION_MESSAGE }]);
      ending = others.filter(({ sid }) => sessionHandle(sid) === dto.sessionId);
      if (!ending.length) throw new NotFoundException(NO_SUCH_SESSION_MESSAGE);
    }
    if (ending.length) await this.dataSource.query('DELETE FROM sessions WHERE sid = ANY($1)', [ending.map(({ sid }) => sid)]);
    AuthEvents.info(req, 'sessions ended', `user ${user.id}: ${ending.length}`);
    const count = ending.length;
    return { message: count === 1 ? 'Signed out of 1 other session.' : `Signed out of ${count} other sessions.` };
  }

  /**
   * The signed-in user, once they have typed their password again. Counted like a sign-in against
   * the account's limit (a wrong password is a failure, the right one clears the count); a wrong
   * one is logged as `refused` and answered with `message` on `field`.
   */
  private async confirmPassword(
    req: Request,
    current: AuthenticatedUser,
    password: string,
    wrong: { field: string; message: string; refused: string },
  ): Promise<User> {
    const user = await this.users.findById(current.id);
    if (!user) throw new UnauthorizedException();
    await this.limiter.hitAccountFromIp(req, 'sign-in', user.email);
    if (!(await verifyPassword(user.password, password))) {
      await this.limiter.signInFailed(user.email);
      AuthEvents.warn(req, wrong.refused, `user ${user.id}`);
      throw new InputValidationException([{ field: wrong.field, message: wrong.message }]);
    }
    await this.limiter.clearSignIn(user.email, req.ip);
    return user;
  }

  /** Starts setting up two-step sign-in: a new secret and its QR code (nothing changes until confirmed). */
  async startTwoStepSetup(req: Request, current: AuthenticatedUser): Promise<TwoStepSetupResponseDto> {
    const setup = await this.twoStep.startSetup(current);
    AuthEvents.info(req, 'two-step set-up started', `user ${current.id}`);
    return setup;
  }

  /** Turns two-step sign-in on with a first code; answers the ten recovery codes, shown this once. */
  async confirmTwoStepSetup(req: Request, current: AuthenticatedUser, dto: ConfirmTwoStepDto): Promise<TwoStepCodesResponseDto> {
    const codes = await this.twoStep.confirmSetup(current, dto.code);
    AuthEvents.info(req, 'two-step sign-in turned on', `user ${current.id}`);
    return codes;
  }

  /** Turns two-step sign-in off, after the password and a code. An admin then cannot use the admin operations until set up again. */
  async disableTwoStep(req: Request, current: AuthenticatedUser, dto: ConfirmWithCodeDto): Promise<AuthMessageResponseDto> {
    await this.confirmPasswordAndCode(req, current, dto);
    await this.twoStep.disable(current.id);
    AuthEvents.info(req, 'two-step sign-in turned off', `user ${current.id}`);
    return { message: TWO_STEP_OFF_DONE_MESSAGE };
  }

  /** Ten new recovery codes (the old ones stop working), after the password and a code. */
  async regenerateRecoveryCodes(req: Request, current: AuthenticatedUser, dto: ConfirmWithCodeDto): Promise<TwoStepCodesResponseDto> {
    await this.confirmPasswordAndCode(req, current, dto);
    const codes = await this.twoStep.regenerateRecoveryCodes(current.id);
    AuthEvents.info(req, 'recovery codes replaced', `user ${current.id}`);
    return codes;
  }

  /** The password (counted like a sign-in) and then a 6-digit or recovery code; a wrong code also counts as a failure. */
  private async confirmPasswordAndCode(req: Request, current: AuthenticatedUser, dto: ConfirmWithCodeDto): Promise<void> {
    const user = await this.confirmPassword(req, current, dto.password, {
      field: 'password',
      message: WRONG_PASSWORD_MESSAGE,
      refused: 'two-step change refused (wrong password)',
    });
    await this.limiter.checkTwoStepCodes(req, user.id);
    try {
      await this.twoStep.requireCode(current, dto.code);
    } catch (error) {
      await this.limiter.signInFailed(user.email);
      await this.twoStepCodeFailed(req, user);
      AuthEvents.warn(req, 'two-step change refused (wrong code)', `user ${user.id}`);
      throw error;
    }
  }

  /** Counts a wrong second-step code on the account; the one that reaches the limit e-mails the owner. */
  private async twoStepCodeFailed(req: Request, user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
    if (!(await this.limiter.twoStepCodeFailed(req, user.id))) return;
    await this.mail.enqueue(this.dataSource.manager, twoStepGuessingEmail(this.config, user, TWO_STEP_CODE_LIMIT, AUTH_RATE_WINDOW_MS / 60_000));
  }

  private async sessionsOf(userId: number): Promise<StoredSession[]> {
    return (await this.dataSource.query(`SELECT sid, sess FROM sessions WHERE (sess::jsonb #>> '{passport,user,id}') = $1 AND expire > now()`, [
      String(userId),
    ])) as StoredSession[];
  }

  private endSessionsOf(userId: number, keepSid?: string): Promise<void> {
    return endSessionsOf(this.dataSource, userId, keepSid);
  }
}
