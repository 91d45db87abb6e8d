import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { emailTransformer } from '../../../database/column-transformers';
import { QuoteRequestStatus } from '../contact.enums';

/** spec §3 `contact_messages`: the contact page's project-details form (spec §5). */
@Entity('contact_messages')
@Index('IDX_contact_messages_email', ['email'])
@Index('IDX_contact_messages_createdAt', ['createdAt'])
@Index('IDX_contact_messages_status_createdAt', ['status', 'createdAt'])
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

  /** The office's progress with it (issue 13; not in spec §3): see quote-request-status.ts. */
  @Column({ type: 'enum', enum: QuoteRequestStatus, enumName: 'quote_request_status', default: QuoteRequestStatus.New })
  status: QuoteRequestStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
