import { ConflictException, Injectable, Logger, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { InputValidationException } from '../../common/validation.pipe';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { passwordChangedEmail, staffEnrolmentEmail } from './auth-emails';
import { AuthEvents } from './auth-events';
import { AuthRateLimiter } from './auth-rate-limiter';
import { OneTimeTokenPurpose } from './auth.enums';
import { isOfficeRole, type OfficeRole, UserRole } from '../../common/auth/user-role';
import { AdminUserResponseDto } from './dto/admin-user-response.dto';
import { CompleteAdminEnrolmentDto, StartAdminEnrolmentDto } from './dto/admin-enrolment.dto';
import { TwoStepCodesResponseDto, TwoStepSetupResponseDto } from './dto/two-step.dto';
import { User } from './entities/user.entity';
import { findLiveToken, issueOneTimeToken, useOneTimeToken } from './one-time-tokens';
import { hashPassword } from './password-hasher';
import { endSessionsOf } from './session-store';
import { TwoStepService } from './two-step.service';
import { TotpSecretCipher } from './totp-secret-cipher';
import { toAdminUserResponse, UsersService } from './users.service';
import type { Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';

export const ENROLMENT_LINK_INVALID_MESSAGE =
  'This admin set-up link has expired or has already been used. Ask the admin who gave you access to send a new one.';
export const ADMIN_ENROLMENT_DONE_MESSAGE = 'Your admin account is ready.';

/** The roles that sign in to a back-office page: an address holds one of them at most. */
const STAFF_ROLES: readonly UserRole[] = [UserRole.Admin, UserRole.Sales, UserRole.Affiliate, UserRole.Contractor];

/** The person an approval is for: who gets the account (created when none has the address). */
export interface ProvisionedPerson {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/**
 * How an account gets a role other than `user` (issue 25 item 1): never by handing the role to
 * an account as it is, since anyone may have registered the address first and kept its password
 * (and its two-step enrolment). The role rides on a one-time link e-mailed to the address:
 * - partner or contractor approval: the set-password link (AuthService.resetPassword takes up
 *   the role, sets a new password, ends every session and clears two-step sign-in);
 * - promotion to admin: the admin enrolment link (a new password and a new two-step enrolment);
 * - ADMIN_EMAIL at start-up creates the admin account, and never promotes an existing one.
 */
@Injectable()
export class AccountProvisioningService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccountProvisioningService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly twoStep: TwoStepService,
    private readonly limiter: AuthRateLimiter,
    private readonly usersService: UsersService,
    private readonly cipher: TotpSecretCipher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.adminEmail && this.config.adminPassword) {
      const isAdmin = await this.ensureStartupAdmin(this.config.adminEmail, this.config.adminPassword);
      if (isAdmin && this.config.adminTotpSecret) await this.ensureAdminTwoStep(this.config.adminEmail, this.config.adminTotpSecret);
    }
  }

  /**
   * Approval of a partner or contractor, in the caller's transaction: the account of the address
   * (created when there is none, with a password no one knows) and a set-password link that
   * grants `role` when used. An existing account keeps its role, password and sessions until
   * then. An address whose account holds another staff role (admin, partner, contractor) is
   * refused with 409 and `refusal.otherStaffRole`; `refusal.check` may refuse an existing account
   * for the caller's own reason (a contractor account already linked to another listing).
   * Answers the account's id and the link's token, for the caller's approval e-mail.
   */
  async grantRoleByLink(
    manager: EntityManager,
    person: ProvisionedPerson,
    role: UserRole.Affiliate | UserRole.Contractor,
    refusal: { otherStaffRole: string; check?: (userId: number) => Promise<void> },
  ): Promise<{ userId: number; token: string }> {
    const users = manager.getRepository(User);
    let user = await users.findOne({ where: { email: person.email.trim().toLowerCase() }, lock: { mode: 'pessimistic_write' } });
    if (user && user.role !== role && STAFF_ROLES.includes(user.role)) throw new ConflictException(refusal.otherStaffRole);
    if (user) await refusal.check?.(user.id);
    if (!user) {
      // A new account no one can sign in to before the link: it may hold the role at once.
      user = await users.save(
        users.create({
          email: person.email,
          password: await hashPassword(randomBytes(32).toString('base64url')),
          firstName: person.firstName,
          lastName: person.lastName,
          phone: person.phone,
          profileImageUrl: null,
          role,
          emailConfirmedAt: null,
        }),
      );
    }
    const token = await issueOneTimeToken(manager, user.id, OneTimeTokenPurpose.SetPassword, role);
    return { userId: user.id, token };
  }

  /**
   * Takes up the role a used set-password link grants, in the caller's transaction: the role
   * (an admin keeps theirs), and any two-step enrolment made by whoever held the account before
   * is removed. The caller has set the new password and ends every session after the commit.
   */
  async takeUpGrantedRole(manager: EntityManager, userId: number, role: UserRole): Promise<void> {
    const user = await manager.findOneByOrFail(User, { id: userId });
    if (user.role !== UserRole.Admin && user.role !== role) await manager.update(User, { id: userId }, { role });
    await this.twoStep.clear(manager, userId);
  }

  /**
   * An admin gives a user an office role (admin, or sales rep: issue 27). From outside the office
   * nothing changes on the account yet: a one-time link goes to the address, and the role applies
   * when its holder sets a new password and enrols two-step sign-in (completeAdminEnrolment), since
   * anyone may have registered the address first. Between the two office roles the account is
   * already enrolled, so the role changes at once. Answers the user as the office list shows them.
   */
  async requestOfficeRole(actor: Actor, userId: number, role: OfficeRole): Promise<AdminUserResponseDto> {
    const { user, pending } = await this.dataSource.transaction(async (manager) => {
      const found = await manager.getRepository(User).findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new NotFoundException('There is no user with this id.');
      if (found.role === role) return { user: found, pending: null };
      if (isOfficeRole(found.role) && found.totpSecret !== null) {
        await manager.update(User, { id: userId }, { role });
        await this.cancelAdminPromotion(manager, userId);
        return { user: { ...found, role }, pending: null };
      }
      const token = await issueOneTimeToken(manager, found.id, OneTimeTokenPurpose.AdminEnrolment, role);
      await this.mail.enqueue(manager, staffEnrolmentEmail(this.config, found, token, role));
      return { user: found, pending: role };
    });
    StaffAuditLog.record(
      actor,
      pending ? 'office role requested' : 'role changed',
      pending ? `user ${userId}: ${role} enrolment link sent` : `user ${userId} is now ${user.role}`,
    );
    return toAdminUserResponse(user, pending);
  }

  /** Another role given by an admin cancels a promotion to admin still waiting for its enrolment. */
  async cancelAdminPromotion(manager: EntityManager, userId: number): Promise<void> {
    await manager.query('DELETE FROM password_reset_tokens WHERE "userId" = $1 AND "usedAt" IS NULL AND "purpose" = $2', [
      userId,
      OneTimeTokenPurpose.AdminEnrolment,
    ]);
  }

  /** The admin enrolment page opened from the link: a new secret and its QR code (the link stays unused). */
  async startAdminEnrolment(req: Request, dto: StartAdminEnrolmentDto): Promise<TwoStepSetupResponseDto> {
    await this.limiter.hitIp(req, 'password-reset');
    const user = await this.dataSource.transaction(async (manager) => {
      const link = await findLiveToken(manager, dto.token, [OneTimeTokenPurpose.AdminEnrolment]);
      if (!link) throw new InputValidationException([{ field: 'token', message: ENROLMENT_LINK_INVALID_MESSAGE }]);
      return manager.findOneByOrFail(User, { id: link.userId });
    });
    AuthEvents.info(req, 'admin enrolment started', `user ${user.id}`);
    return this.twoStep.newPendingSecret(user);
  }

  /**
   * Completes a promotion to admin with the link, a new password and a first code of the secret
   * shown: the password, the two-step enrolment (replacing any earlier one) and the role, in one
   * transaction; then every session of the account ends. A wrong code leaves the link usable.
   */
  async completeAdminEnrolment(req: Request, dto: CompleteAdminEnrolmentDto): Promise<TwoStepCodesResponseDto> {
    await this.limiter.hitIp(req, 'password-reset');
    const password = await hashPassword(dto.password);
    const { user, codes } = await this.dataSource.transaction(async (manager) => {
      const link = await findLiveToken(manager, dto.token, [OneTimeTokenPurpose.AdminEnrolment]);
      if (!link) throw new InputValidationException([{ field: 'token', message: ENROLMENT_LINK_INVALID_MESSAGE }]);
      const codes = await this.twoStep.enrolFromPending(manager, link.userId, dto.code);
      if (!(await useOneTimeToken(manager, dto.token, [OneTimeTokenPurpose.AdminEnrolment]))) {
        throw new InputValidationException([{ field: 'token', message: ENROLMENT_LINK_INVALID_MESSAGE }]);
      }
      // The office role the link grants (links from before issue 27 carry admin).
      const role = link.grantsRole && isOfficeRole(link.grantsRole) ? link.grantsRole : UserRole.Admin;
      await manager.update(User, { id: link.userId }, {
        password,
        role,
        emailConfirmedAt: () => 'COALESCE("emailConfirmedAt", now())',
      } as object);
      const user = await manager.findOneByOrFail(User, { id: link.userId });
      await this.mail.enqueue(manager, passwordChangedEmail(this.config, user));
      return { user, codes };
    });
    await endSessionsOf(this.dataSource, user.id);
    await this.limiter.clearSignIn(user.email);
    AuthEvents.info(req, 'admin enrolment completed', `user ${user.id} is now ${user.role}; every session ended`);
    return codes;
  }

  /**
   * ADMIN_EMAIL / ADMIN_PASSWORD at start-up: the admin account is created when no account has the
   * address. An existing admin is left as it is (a password changed in the app stays); an existing
   * non-admin account is NOT promoted (whoever registered the address first would hold an admin
   * account with their own password): a warning says how to proceed. Answers whether the address
   * is an admin account now.
   */
  async ensureStartupAdmin(email: string, password: string): Promise<boolean> {
    const address = email.trim().toLowerCase();
    const users = this.dataSource.getRepository(User);
    // ON CONFLICT DO NOTHING: several instances may start at once.
    const inserted = await users
      .createQueryBuilder()
      .insert()
      .values({
        email: address,
        password: await hashPassword(password),
        firstName: 'Site',
        lastName: 'Administrator',
        role: UserRole.Admin,
        emailConfirmedAt: () => 'now()',
      } as object)
      .orIgnore()
      .execute();
    // RETURNING gives a row only when the insert happened (identifiers has one entry either way).
    if ((inserted.raw as unknown[]).length > 0) {
      this.logger.log(`Created the admin account ${address}`);
      return true;
    }
    const existing = await users.findOneBy({ email: address });
    if (existing?.role === UserRole.Admin) return true;
    this.logger.warn(
      `ADMIN_EMAIL ${address} belongs to an existing ${existing?.role ?? 'user'} account, which is not made an admin at start-up: ` +
        'anyone may have registered that address. Set ADMIN_EMAIL to an address no account uses, or have an admin promote this account ' +
        'on /admin/users (the owner then sets a new password and two-step sign-in through the e-mailed link).',
    );
    return false;
  }

  /**
   * ADMIN_TOTP_SECRET: the ADMIN_EMAIL admin account signs in with codes of this secret (provisioning,
   * automated checks). Compared with the stored secret opened, since each sealing differs; a stored
   * value that does not open (another key) is replaced. Only an admin account is touched.
   */
  async ensureAdminTwoStep(email: string, secret: string): Promise<void> {
    const users = this.dataSource.getRepository(User);
    const admin = await users.findOneBy({ email: email.trim().toLowerCase(), role: UserRole.Admin });
    if (!admin) return;
    if (admin.totpSecret !== null && this.usersService.openTotpSecretOrNull(admin.totpSecret) === secret) return;
    const updated = await users
      .createQueryBuilder()
      .update()
      .set({ totpSecret: this.cipher.seal(secret), totpPendingSecret: null, totpLastStep: null })
      .where('id = :id AND "totpSecret" IS NOT DISTINCT FROM :stored', { id: admin.id, stored: admin.totpSecret })
      .execute();
    if (updated.affected) this.logger.log(`Set up two-step sign-in for ${email} from ADMIN_TOTP_SECRET`);
  }
}
