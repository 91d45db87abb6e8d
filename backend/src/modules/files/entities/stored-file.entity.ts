import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity';

/**
 * One uploaded file, bytes included (issue 30; issue 31's certificates, photos and plan images too):
 * PostgreSQL keeps it, so it is in every backup of the data and every instance sees it. Only the
 * files module reads or writes this table (through FileStore); a module that keeps files holds the
 * id in its own table. `bytes` is never selected unless asked for, so lists stay light.
 */
@Entity('stored_files')
@Index('IDX_stored_files_purpose_createdAt', ['purpose', 'createdAt'])
export class StoredFile {
  /** A random UUID the store makes (crypto.randomUUID), so no database extension is needed and ids cannot be guessed. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** What the file is for (files.enums.ts FilePurpose): the rule it was checked against. */
  @Column({ type: 'varchar', length: 40 })
  purpose: string;

  /** The type its bytes were found to be (never the one the sender declared). */
  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'integer' })
  byteSize: number;

  /** SHA-256 of the bytes, hex: the download's ETag and a check a copy can be compared with. */
  @Column({ type: 'char', length: 64 })
  sha256: string;

  /** The sent name made safe (file-content.ts safeFileName), with the extension of its real type. */
  @Column({ type: 'varchar', length: 120 })
  fileName: string;

  /**
   * Issue 31: the public media route may serve it (an image variant whose owner approved it: a
   * contractor's photo, a plan's picture). Everything else is private.
   */
  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  @Column({ type: 'bytea', select: false })
  bytes: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The account that uploaded it; null once that account is deleted. */
  @Column({ type: 'integer', nullable: true })
  createdBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdBy' })
  creator?: Relation<User>;
}
