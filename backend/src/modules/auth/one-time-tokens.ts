import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { OneTimeTokenPurpose } from './auth.enums';
import { type UserRole } from '../../common/auth/user-role';
import { SET_PASSWORD_LINK_HOURS } from '../../shared/referral-program';
import { RESET_TOKEN_MINUTES } from './auth.constants';
import { PasswordResetToken } from './entities/password-reset-token.entity';

export { OneTimeTokenPurpose };

/** Set-password, admin enrolment and confirmation links work once, for at most this long (issue 25 item 7: 72 hours). */
export { SET_PASSWORD_LINK_HOURS };

const LIFETIME_MINUTES: Record<OneTimeTokenPurpose, number> = {
  [OneTimeTokenPurpose.Reset]: RESET_TOKEN_MINUTES,
  [OneTimeTokenPurpose.SetPassword]: SET_PASSWORD_LINK_HOURS * 60,
  [OneTimeTokenPurpose.AdminEnrolment]: SET_PASSWORD_LINK_HOURS * 60,
  [OneTimeTokenPurpose.ConfirmEmail]: SET_PASSWORD_LINK_HOURS * 60,
};

/** Only the SHA-256 of a token is stored, so a copy of the database opens nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new link for the user, in the caller's transaction: the user's earlier unused links of the same
 * purpose stop working (a new approval or a new "forgot password" replaces the last one). Answers
 * the token for the e-mail (never stored).
 */
export async function issueOneTimeToken(
  manager: EntityManager,
  userId: number,
  purpose: OneTimeTokenPurpose,
  grantsRole: UserRole | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await manager.query('DELETE FROM password_reset_tokens WHERE "userId" = $1 AND "usedAt" IS NULL AND "purpose" = $2', [userId, purpose]);
  await manager.insert(PasswordResetToken, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LIFETIME_MINUTES[purpose] * 60_000),
    purpose,
    grantsRole,
    usedAt: null,
  });
  return token;
}

/** The live (unused, unexpired) link of `token` among `purposes`, locked for the caller's transaction; null when there is none. */
export async function findLiveToken(manager: EntityManager, token: string, purposes: OneTimeTokenPurpose[]): Promise<PasswordResetToken | null> {
  return manager
    .getRepository(PasswordResetToken)
    .createQueryBuilder('t')
    .setLock('pessimistic_write')
    .where('t."tokenHash" = :hash AND t."usedAt" IS NULL AND t."expiresAt" > now() AND t."purpose" IN (:...purposes)', { hash: hashToken(token), purposes })
    .getOne();
}

/**
 * Uses up a live link of `token` among `purposes` (the same statement checks and spends it, so it
 * works once even under concurrent requests). Answers the link, or null when none matched.
 */
export async function useOneTimeToken(
  manager: EntityManager,
  token: string,
  purposes: OneTimeTokenPurpose[],
): Promise<{ userId: number; purpose: OneTimeTokenPurpose; grantsRole: UserRole | null } | null> {
  const [used] = (await manager.query(
    `UPDATE password_reset_tokens SET "usedAt" = now()
     WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "expiresAt" > now() AND "purpose" = ANY($2) RETURNING "userId", "purpose", "grantsRole"`,
    [hashToken(token), purposes],
  )) as [{ userId: number; purpose: OneTimeTokenPurpose; grantsRole: UserRole | null }[], number];
  return used[0] ?? null;
}
