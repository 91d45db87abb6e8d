import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { emailTransformer } from '../../../database/column-transformers';

/** spec §3 `contact_messages`: the contact page's project-details form (spec §5). */
@Entity('contact_messages')
@Index('IDX_contact_messages_email', ['email'])
@Index('IDX_contact_messages_createdAt', ['createdAt'])
export class ContactMessage {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Stored trimmed and lower-cased (see emailTransformer). */
  @Column({ type: 'varchar', length: 320, transformer: emailTransformer })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  /** A plan name or 'Custom' (spec §5). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  model: string | null;

  /** design | general | pricing | other (spec §5); validated by the DTO, kept as text here. */
  @Column({ type: 'varchar', length: 50 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  /**
   * issue 13: new, replied or closed (the quote-request pipeline owns the moves). The dashboard
   * counts the requests still 'new' as awaiting a reply.
   */
  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
