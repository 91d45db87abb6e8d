import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { emailTransformer } from '../../../database/column-transformers';
import { UserRole } from '../auth.enums';

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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
