import { Injectable, Logger, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { Not, Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { containsPatterns } from '../../common/like-pattern';
import { AppConfig } from '../../config/app-config';
import { UserRole } from './auth.enums';
import { AdminUserResponseDto, PaginatedUsersResponseDto } from './dto/admin-user-response.dto';
import { ListUsersQueryDto } from './dto/list-users-query.dto';
import { User } from './entities/user.entity';
import { hashPassword } from './password-hasher';

/** The user without the password hash: what requests, guards and responses see. */
export function toAuthenticatedUser(user: User): AuthenticatedUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    twoStepEnabled: user.totpSecret !== null,
    createdAt: user.createdAt,
  };
}

function toAdminUserResponse(user: User): AdminUserResponseDto {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    twoStepEnabled: user.totpSecret !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.adminEmail && this.config.adminPassword) {
      await this.ensureAdmin(this.config.adminEmail, this.config.adminPassword);
      if (this.config.adminTotpSecret) await this.ensureAdminTwoStep(this.config.adminEmail, this.config.adminTotpSecret);
    }
  }

  /**
   * The account of ADMIN_EMAIL exists and is an admin. ADMIN_PASSWORD is its password when the
   * account is created here; a password changed later in the app is left alone.
   */
  async ensureAdmin(email: string, password: string): Promise<void> {
    // ON CONFLICT DO NOTHING: several instances may start at once.
    const inserted = await this.users
      .createQueryBuilder()
      .insert()
      .values({ email: email.trim().toLowerCase(), password: await hashPassword(password), firstName: 'Site', lastName: 'Administrator', role: UserRole.Admin })
      .orIgnore()
      .execute();
    // RETURNING gives a row only when the insert happened (identifiers has one entry either way).
    if ((inserted.raw as unknown[]).length > 0) {
      this.logger.log(`Created the admin account ${email}`);
      return;
    }
    const updated = await this.users.update({ email, role: Not(UserRole.Admin) }, { role: UserRole.Admin });
    if (updated.affected) this.logger.log(`Made ${email} an admin`);
  }

  /** ADMIN_TOTP_SECRET: the admin account signs in with codes of this secret (provisioning, automated checks). */
  async ensureAdminTwoStep(email: string, secret: string): Promise<void> {
    const updated = await this.users
      .createQueryBuilder()
      .update()
      .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: null })
      .where('email = :email AND "totpSecret" IS DISTINCT FROM :secret', { email, secret })
      .execute();
    if (updated.affected) this.logger.log(`Set up two-step sign-in for ${email} from ADMIN_TOTP_SECRET`);
  }

  /** With the password hash: for checking credentials only. E-mail compared case-insensitively. */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * A value that changes whenever the user's password changes (an HMAC of the hash under the
   * session secret). Kept in the session at sign-in: a session signed in before a password
   * change or reset stops working on its next request, on every app instance.
   */
  credentialStamp(user: Pick<User, 'id' | 'password'>): string {
    return createHmac('sha256', this.config.sessionSecret).update(`session:${user.id}:${user.password}`).digest('base64url');
  }

  /** An admin gives a user another role (spec §6); takes effect on the user's next request. */
  async changeRole(id: number, role: UserRole): Promise<AuthenticatedUser> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException('There is no user with this id.');
    if (user.role !== role) await this.users.update({ id }, { role });
    return toAuthenticatedUser({ ...user, role });
  }

  /** One page of users matching the search and role, newest accounts first (/admin/users). */
  async list(query: ListUsersQueryDto): Promise<PaginatedUsersResponseDto> {
    const qb = this.users.createQueryBuilder('u');
    if (query.role) qb.andWhere('u.role = :role', { role: query.role });
    containsPatterns(query.q).forEach((pattern, i) =>
      qb.andWhere(`("u"."firstName" || ' ' || "u"."lastName" ILIKE :word${i} OR "u"."email" ILIKE :word${i})`, { [`word${i}`]: pattern }),
    );
    const [rows, total] = await qb
      .orderBy('u.createdAt', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getManyAndCount();
    return { items: rows.map(toAdminUserResponse), total, page: query.page, pageSize: query.pageSize };
  }
}
