import { Injectable, Logger, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { EntityManager, In, Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { containsPatterns } from '../../common/like-pattern';
import { AppConfig } from '../../config/app-config';
import { OFFICE_ROLES, UserRole } from '../../common/auth/user-role';
import { AdminUserResponseDto, PaginatedUsersResponseDto } from './dto/admin-user-response.dto';
import { ListUsersQueryDto } from './dto/list-users-query.dto';
import { User } from './entities/user.entity';
import { TotpSecretCipher } from './totp-secret-cipher';

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
    emailConfirmed: user.emailConfirmedAt !== null,
    createdAt: user.createdAt,
  };
}

export function toAdminUserResponse(user: User, pendingRole: UserRole | null = null): AdminUserResponseDto {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    twoStepEnabled: user.totpSecret !== null,
    pendingRole,
    createdAt: user.createdAt.toISOString(),
  };
}

/** An admin or sales rep, as the lead desk names and reaches them. */
export interface OfficeStaffMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  createdAt: Date;
}

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly config: AppConfig,
    private readonly cipher: TotpSecretCipher,
  ) {}

  /** Start-up: seal plain secrets first (the ADMIN_EMAIL account is ensured by AccountProvisioningService). */
  async onApplicationBootstrap(): Promise<void> {
    await this.sealPlainTotpSecrets();
  }

  /**
   * Seals every two-step secret still stored in plain text (rows from before issue 25, or written
   * by hand). A SQL migration cannot: the key is only in the app's environment. Each row is
   * replaced only while it still holds the plain value read, so instances starting together
   * seal it once. Until sealed, TotpSecretCipher.open reads a plain value too.
   */
  async sealPlainTotpSecrets(): Promise<number> {
    let sealed = 0;
    for (const column of ['totpSecret', 'totpPendingSecret'] as const) {
      const rows = (await this.users.query(`SELECT id, "${column}" AS value FROM users WHERE "${column}" IS NOT NULL AND "${column}" NOT LIKE 'v1:%'`)) as {
        id: number;
        value: string;
      }[];
      for (const { id, value } of rows) {
        const [, affected] = (await this.users.query(`UPDATE users SET "${column}" = $3 WHERE id = $1 AND "${column}" = $2`, [
          id,
          value,
          this.cipher.seal(value),
        ])) as [unknown, number];
        sealed += affected;
      }
    }
    if (sealed) this.logger.log(`Encrypted ${sealed} two-step secret(s) stored in plain text`);
    return sealed;
  }

  /** The secret of a stored value, or null when it does not open (another key). */
  openTotpSecretOrNull(stored: string): string | null {
    try {
      return this.cipher.open(stored);
    } catch {
      return null;
    }
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
    const pending = await this.pendingRoles(rows.map((row) => row.id));
    return { items: rows.map((row) => toAdminUserResponse(row, pending.get(row.id) ?? null)), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * The role each user is given but has not taken up yet: the newest live link that grants one
   * other than the role the account has (a promotion to admin waiting for its enrolment, or an
   * approval's set-password link waiting to be used by an account that existed before).
   */
  /**
   * The office's staff who work leads (admins and sales reps), by id; with `manager`, read in the
   * caller's transaction. Other modules (sales-team, leads) ask here instead of reading users.
   */
  async officeStaff(manager?: EntityManager): Promise<OfficeStaffMember[]> {
    const users = manager ? manager.getRepository(User) : this.users;
    const rows = await users.find({
      where: { role: In([...OFFICE_ROLES]) },
      select: { id: true, firstName: true, lastName: true, email: true, role: true, createdAt: true },
      order: { id: 'ASC' },
    });
    return rows.map(({ id, firstName, lastName, email, role, createdAt }) => ({ id, firstName, lastName, email, role, createdAt }));
  }

  async pendingRoles(userIds: number[]): Promise<Map<number, UserRole>> {
    if (!userIds.length) return new Map();
    const rows = (await this.users.query(
      `SELECT DISTINCT ON (t."userId") t."userId", t."grantsRole" FROM password_reset_tokens t JOIN users u ON u.id = t."userId"
       WHERE t."userId" = ANY($1) AND t."usedAt" IS NULL AND t."expiresAt" > now() AND t."grantsRole" IS NOT NULL AND t."grantsRole" <> u.role
       ORDER BY t."userId", t."createdAt" DESC, t.id DESC`,
      [userIds],
    )) as { userId: number; grantsRole: UserRole }[];
    return new Map(rows.map((row) => [row.userId, row.grantsRole]));
  }
}
