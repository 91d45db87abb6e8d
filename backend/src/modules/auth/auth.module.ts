import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RolesGuard } from '../../common/auth/roles.guard';
import { AppConfig } from '../../config/app-config';
import { MailModule } from '../../mail/mail.module';
import { AccountProvisioningService } from './account-provisioning.service';
import { AdminUsersController } from './admin-users.controller';
import { AuthRateLimiter } from './auth-rate-limiter';
import { AuthSession } from './auth-session';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { User } from './entities/user.entity';
import { TotpSecretCipher } from './totp-secret-cipher';
import { TwoStepController } from './two-step.controller';
import { TwoStepService } from './two-step.service';
import { UsersService } from './users.service';

/**
 * Users, roles, sessions and sign-in (issue 6). Exports UsersService, AccountProvisioningService
 * (how approvals give a role: issue 25), AuthSession (app.setup.ts
 * mounts its middleware on /api) and RolesGuard (used through @Roles() / @SignedIn()).
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, PasswordResetToken, RecoveryCode]), MailModule],
  controllers: [AuthController, TwoStepController, AdminUsersController],
  providers: [
    UsersService,
    AuthSession,
    AuthService,
    AuthRateLimiter,
    TwoStepService,
    RolesGuard,
    AccountProvisioningService,
    { provide: TotpSecretCipher, useFactory: (config: AppConfig) => new TotpSecretCipher(config.totpEncryptionKey), inject: [AppConfig] },
  ],
  exports: [UsersService, AuthSession, RolesGuard, AccountProvisioningService],
})
export class AuthModule {}
