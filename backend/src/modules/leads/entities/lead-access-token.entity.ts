import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DiscoveryCallLead } from './discovery-call-lead.entity';

/**
 * Every hub access token issued to a lead: one per answer of the quiz or discovery form, so no
 * answer ever hands out a token issued to an earlier submission (issue 12), and every token ever
 * issued still identifies the lead. The lead's own `accessToken` is its first one.
 */
@Entity('lead_access_tokens')
@Index('UQ_lead_access_tokens_token', ['token'], { unique: true })
@Index('IDX_lead_access_tokens_leadId', ['leadId'])
export class LeadAccessToken {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_lead_access_tokens' })
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_lead_access_tokens_leadId' })
  lead?: DiscoveryCallLead;

  /** 32 random bytes, base64url (43 characters). */
  @Column({ type: 'varchar', length: 128 })
  token: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
