import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { emailTransformer } from '../../../database/column-transformers';
import { UserRole } from '../../../common/auth/user-role';

/** spec §3 `users`, plus the role that gates the account, contractor, affiliate and admin areas (spec §6). */
@Entity('users')
// The unique index is case-insensitive only while every address is stored lower-cased: enforce it.
@Check('CHK_users_email_lowercase', `"email" = lower("email")`)
@Index('UQ_users_email', ['email'], { unique: true })
@Index('IDX_users_role', ['role'])
@Index('IDX_users_createdAt', ['createdAt'])
export class User {
  @PrimaryGeneratedColumn('identity')
  id: number;

  /** Stored trimmed and lower-cased (see emailTransformer), so the unique index ignores case. */
  @Column({ type: 'varchar', length: 320, transformer: emailTransformer })
  email: string;

  /** argon2 hash, never the password itself; response mappers never expose it. */
  @Column({ type: 'varchar', length: 255 })
  password: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'enum', enum: UserRole, enumName: 'user_role', default: UserRole.User })
  role: UserRole;

  /**
   * Base32 TOTP secret of two-step sign-in (issue 12 point 8); null: not enrolled. The server
   * must read it to check codes, so it cannot be hashed: it is sealed with TOTP_ENCRYPTION_KEY
   * (TotpSecretCipher, issue 25 item 7); never leaves the server after enrolment.
   */
  @Column({ type: 'varchar', length: 256, nullable: true })
  totpSecret: string | null;

  /** The secret shown during enrolment (sealed like totpSecret), until a code from it confirms it. */
  @Column({ type: 'varchar', length: 256, nullable: true })
  totpPendingSecret: string | null;

  /** The 30-second step of the last code accepted: a code works once (ASVS 2.8.4). */
  @Column({ type: 'integer', nullable: true })
  totpLastStep: number | null;

  /**
   * When the owner proved the address by opening an e-mailed link (registration's confirmation,
   * or a set-password link); null: not yet. A buyer places no deposit before (issue 25 item 1).
   */
  @Column({ type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
