import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { UserRole } from './auth.enums';
import { User } from './entities/user.entity';
import { hashPassword } from './password-hasher';

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
      .values({ email, password: await hashPassword(password), firstName: 'Site', lastName: 'Administrator', role: UserRole.Admin })
      .orIgnore()
      .execute();
    if (inserted.identifiers.length > 0) {
      this.logger.log(`Created the admin account ${email}`);
      return;
    }
    const updated = await this.users.update({ email, role: UserRole.User }, { role: UserRole.Admin });
    if (updated.affected) this.logger.log(`Made ${email} an admin`);
  }
}
