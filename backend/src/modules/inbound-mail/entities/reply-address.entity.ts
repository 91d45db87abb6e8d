import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A reply address the site put in an e-mail's Reply-To (reply+<token>@INBOUND_DOMAIN): the token
 * names the conversation (thread kind and id) and the one person whose replies it accepts. One per
 * thread and address, reused by every e-mail of that thread.
 */
@Entity('inbound_reply_addresses')
@Index('UQ_inbound_reply_addresses_thread', ['threadKind', 'threadId', 'customerEmail'], { unique: true })
export class ReplyAddress {
  /** 128 random bits as 32 lower-case hex digits: mail systems may lower-case a local part. */
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'PK_inbound_reply_addresses' })
  token: string;

  /** An InboundThreadKind. */
  @Column({ type: 'varchar', length: 40 })
  threadKind: string;

  @Column({ type: 'integer' })
  threadId: number;

  /** The customer's address (lower case); only replies from it are accepted. */
  @Column({ type: 'varchar', length: 320 })
  customerEmail: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
