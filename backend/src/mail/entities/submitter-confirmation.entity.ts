import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One confirmation e-mail queued to the address a visitor typed into a public form (contact,
 * quiz, discovery lead): what SubmitterConfirmations counts to send at most a few a day to one
 * address. The address is kept only as a hash; rows older than the window are pruned.
 */
@Entity('submitter_confirmations')
@Index('IDX_submitter_confirmations_recipientHash_createdAt', ['recipientHash', 'createdAt'])
export class SubmitterConfirmation {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_submitter_confirmations' })
  id: number;

  /** SHA-256 (hex) of the trimmed, lower-cased recipient address. */
  @Column({ type: 'varchar', length: 64 })
  recipientHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
