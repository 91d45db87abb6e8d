import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { InputValidationException } from '../../common/validation.pipe';
import { TwoStepCodesResponseDto, TwoStepSetupResponseDto } from './dto/two-step.dto';
import { RecoveryCode } from './entities/recovery-code.entity';
import { User } from './entities/user.entity';
import { TotpSecretCipher } from './totp-secret-cipher';

export const TWO_STEP_ALREADY_ON_MESSAGE = 'Two-step sign-in is already on. Turn it off first to set it up again.';
export const TWO_STEP_NOT_STARTED_MESSAGE = 'Start setting up two-step sign-in first: the page shows a new QR code.';
export const TWO_STEP_OFF_MESSAGE = 'Two-step sign-in is not on for your account.';
export const WRONG_CODE_MESSAGE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';

/** How many recovery codes an enrolment (or a new set) gives. */
export const RECOVERY_CODE_COUNT = 10;
/** Name shown in the authenticator app next to the account. */
const ISSUER = 'Barndominium Builder';
/** A code from the step before or after the server's clock is accepted (phones drift). */
const CLOCK_TOLERANCE_SECONDS = 30;
// No 0/o, 1/l/i: easy to copy by hand. 31 characters, 10 of them: about 50 bits per code.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** The time step of a valid 6-digit code of `secret` later than `afterStep`, or null. */
async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: CLOCK_TOLERANCE_SECONDS, afterTimeStep: afterStep ?? undefined }).catch(() => null);
  // verify() types HOTP and TOTP results together; a TOTP result has its time step.
  return result?.valid ? (result as { timeStep: number }).timeStep : null;
}

/**
 * Two-step sign-in (issue 12 point 8): a TOTP secret (RFC 6238, otplib) enrolled with a QR code
 * and confirmed with a first code, plus ten single-use recovery codes stored as hashes. Admins
 * must enrol before any admin-only operation answers (RolesGuard); other users may.
 * `ADMIN_TOTP_SECRET` enrols the `ADMIN_EMAIL` account at start-up (AccountProvisioningService.ensureStartupAdmin).
 * Secrets (pending and enrolled) are stored sealed with TOTP_ENCRYPTION_KEY (TotpSecretCipher).
 */
@Injectable()
export class TwoStepService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: TotpSecretCipher,
  ) {}

  /**
   * Whether `code` is a current 6-digit code of the user's secret (each step's code works once)
   * or one of their unused recovery codes (used up here). False for a user not enrolled.
   */
  async verifySignInCode(userId: number, code: string | undefined): Promise<boolean> {
    if (!code) return false;
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user?.totpSecret) return false;
    if (isTotpCode(code)) return this.useTotpCode(this.dataSource.manager, user, this.cipher.open(user.totpSecret), code);
    const [used] = (await this.dataSource.query(
      `UPDATE recovery_codes SET "usedAt" = now() WHERE "userId" = $1 AND "codeHash" = $2 AND "usedAt" IS NULL RETURNING id`,
      [userId, sha256(normaliseRecoveryCode(code))],
    )) as [unknown[], number];
    return used.length > 0;
  }

  async isEnrolled(userId: number): Promise<boolean> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    return Boolean(user?.totpSecret);
  }

  /** A new secret to scan (kept as pending until confirmed). 409 when two-step sign-in is already on. */
  async startSetup(current: AuthenticatedUser): Promise<TwoStepSetupResponseDto> {
    if (await this.isEnrolled(current.id)) throw new ConflictException(TWO_STEP_ALREADY_ON_MESSAGE);
    return this.newPendingSecret(current);
  }

  /**
   * A new pending secret and its QR code, whether or not the user is enrolled: for the admin
   * enrolment link (account-provisioning.service.ts), which replaces any earlier enrolment.
   */
  async newPendingSecret(user: Pick<AuthenticatedUser, 'id' | 'email'>): Promise<TwoStepSetupResponseDto> {
    const secret = generateSecret();
    await this.dataSource.getRepository(User).update({ id: user.id }, { totpPendingSecret: this.cipher.seal(secret) });
    const otpauthUri = generateURI({ issuer: ISSUER, label: user.email, secret });
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** Turns two-step sign-in on with a code from the pending secret; answers the recovery codes (shown once). */
  async confirmSetup(current: AuthenticatedUser, code: string): Promise<TwoStepCodesResponseDto> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.getRepository(User).findOne({ where: { id: current.id }, lock: { mode: 'pessimistic_write' } });
      if (user?.totpSecret) throw new ConflictException(TWO_STEP_ALREADY_ON_MESSAGE);
      if (!user?.totpPendingSecret) throw new InputValidationException([{ field: 'code', message: TWO_STEP_NOT_STARTED_MESSAGE }]);
      const secret = this.cipher.open(user.totpPendingSecret);
      // A new secret: the steps used with an earlier one do not count.
      const step = await totpStep(secret, code, null);
      if (step === null) throw new InputValidationException([{ field: 'code', message: WRONG_CODE_MESSAGE }]);
      await manager.update(User, { id: user.id }, { totpSecret: this.cipher.seal(secret), totpPendingSecret: null, totpLastStep: step });
      return { recoveryCodes: await this.replaceRecoveryCodes(manager, user.id) };
    });
  }

  /**
   * Checks a 6-digit code or recovery code of an enrolled user (for turning off or new recovery
   * codes): a wrong one answers 400 on `code`.
   */
  async requireCode(current: AuthenticatedUser, code: string): Promise<void> {
    if (!(await this.isEnrolled(current.id))) throw new InputValidationException([{ field: 'code', message: TWO_STEP_OFF_MESSAGE }]);
    if (!(await this.verifySignInCode(current.id, code))) throw new InputValidationException([{ field: 'code', message: WRONG_CODE_MESSAGE }]);
  }

  async disable(userId: number): Promise<void> {
    await this.dataSource.transaction((manager) => this.clear(manager, userId));
  }

  /** Removes the user's enrolment (secret, pending secret, recovery codes) in the caller's transaction. */
  async clear(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(User, { id: userId }, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    await manager.delete(RecoveryCode, { userId });
  }

  /**
   * Enrols the user with their pending secret and a first code of it, replacing any earlier
   * enrolment, in the caller's transaction (the admin enrolment link). 400 on `code` when the code
   * is wrong or no set-up was started. Answers the new recovery codes.
   */
  async enrolFromPending(manager: EntityManager, userId: number, code: string): Promise<TwoStepCodesResponseDto> {
    const user = await manager.getRepository(User).findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
    if (!user?.totpPendingSecret) throw new InputValidationException([{ field: 'code', message: TWO_STEP_NOT_STARTED_MESSAGE }]);
    const secret = this.cipher.open(user.totpPendingSecret);
    const step = await totpStep(secret, code, null);
    if (step === null) throw new InputValidationException([{ field: 'code', message: WRONG_CODE_MESSAGE }]);
    await manager.update(User, { id: userId }, { totpSecret: this.cipher.seal(secret), totpPendingSecret: null, totpLastStep: step });
    return { recoveryCodes: await this.replaceRecoveryCodes(manager, userId) };
  }

  /** A new set of ten recovery codes; the old ones stop working. */
  async regenerateRecoveryCodes(userId: number): Promise<TwoStepCodesResponseDto> {
    return this.dataSource.transaction(async (manager) => ({ recoveryCodes: await this.replaceRecoveryCodes(manager, userId) }));
  }

  /**
   * Accepts a TOTP code of the user's secret once: its time step must be later than the last one
   * the user used (stored in the same statement, so two requests cannot both use it).
   */
  private async useTotpCode(manager: EntityManager, user: User, secret: string, code: string): Promise<boolean> {
    const step = await totpStep(secret, code, user.totpLastStep);
    if (step === null) return false;
    const [rows] = (await manager.query(`UPDATE users SET "totpLastStep" = $2 WHERE id = $1 AND ("totpLastStep" IS NULL OR "totpLastStep" < $2) RETURNING id`, [
      user.id,
      step,
    ])) as [unknown[], number];
    return rows.length > 0;
  }

  private async replaceRecoveryCodes(manager: EntityManager, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
      return `${letters.slice(0, 5)}-${letters.slice(5)}`;
    });
    await manager.delete(RecoveryCode, { userId });
    await manager.insert(
      RecoveryCode,
      codes.map((code) => ({ userId, codeHash: sha256(normaliseRecoveryCode(code)), usedAt: null })),
    );
    return codes;
  }
}
