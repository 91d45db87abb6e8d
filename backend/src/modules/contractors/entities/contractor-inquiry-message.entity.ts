import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ContractorInquiryMessageDirection } from '../contractors.enums';
import { ContractorInquiry } from './contractor-inquiry.entity';
import { Contractor } from './contractor.entity';

/** An attachment of a homeowner's reply: listed, not stored. */
export interface ContractorInquiryMessageAttachment {
  name: string;
  size: number;
}

/**
 * An inquiry's dashboard thread (issue 27): the contractor's replies e-mailed from the dashboard
 * and the homeowner's e-mail replies to the inquiry's reply address (plain text, quoted history
 * stripped). noticeMailId: the e-mail telling the contractor of a homeowner's reply, when one was
 * sent within the caps (CONTRACTOR_REPLIES_PER_DAY per listing, CONFIRMATIONS_PER_RECIPIENT per
 * homeowner address in 24 hours). One reply per inquiry and Message-ID.
 */
@Entity('contractor_inquiry_messages')
@Index('IDX_contractor_inquiry_messages_inquiryId_createdAt', ['inquiryId', 'createdAt'])
@Index('IDX_contractor_inquiry_messages_contractorId_createdAt', ['contractorId', 'createdAt'])
@Index('UQ_contractor_inquiry_messages_inquiryId_messageId', ['inquiryId', 'messageId'], { unique: true })
export class ContractorInquiryMessage {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_contractor_inquiry_messages' })
  id: number;

  @Column({ type: 'integer' })
  inquiryId: number;

  @ManyToOne(() => ContractorInquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiryId', foreignKeyConstraintName: 'FK_contractor_inquiry_messages_inquiryId' })
  inquiry?: Relation<ContractorInquiry>;

  @Column({ type: 'integer' })
  contractorId: number;

  @ManyToOne(() => Contractor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId', foreignKeyConstraintName: 'FK_contractor_inquiry_messages_contractorId' })
  contractor?: Relation<Contractor>;

  @Column({ type: 'enum', enum: ContractorInquiryMessageDirection, enumName: 'contractor_inquiry_message_direction' })
  direction: ContractorInquiryMessageDirection;

  /** Homeowner: the sender's address (it matched the inquiry's e-mail). */
  @Column({ type: 'varchar', length: 320, nullable: true })
  fromAddress: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: ContractorInquiryMessageAttachment[];

  @Column({ type: 'varchar', length: 300, nullable: true })
  messageId: string | null;

  @Column({ type: 'integer', nullable: true })
  noticeMailId: number | null;

  @Column({ type: 'timestamptz' })
  createdAt: Date;
}
