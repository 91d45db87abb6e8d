import { Column, Entity, PrimaryColumn } from 'typeorm';
import { InboundRejectionReason } from '../inbound-mail.enums';

/**
 * Inbound messages put on no timeline, counted per day and reason (a count, not the message:
 * hostile mail is not kept, and a flood of it adds no rows).
 */
@Entity('inbound_mail_rejections')
export class InboundMailRejection {
  /** The UTC day the messages arrived. */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_inbound_mail_rejections' })
  day: string;

  @PrimaryColumn({ type: 'enum', enum: InboundRejectionReason, enumName: 'inbound_rejection_reason', primaryKeyConstraintName: 'PK_inbound_mail_rejections' })
  reason: InboundRejectionReason;

  @Column({ type: 'integer', default: 0 })
  count: number;

  /** The latest one that day. */
  @Column({ type: 'timestamptz' })
  lastAt: Date;
}
