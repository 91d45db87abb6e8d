import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';

/** The office's lead routing settings (issue 27): one row, id 1. */
@Entity('lead_routing_settings')
@Check('CHK_lead_routing_settings_single_row', '"id" = 1')
export class LeadRoutingSettings {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_lead_routing_settings' })
  id: number;

  /** Who gets a lead when no rep can (all paused, none in the lead's county, none at all); null: the longest-serving admin. */
  @Column({ type: 'integer', nullable: true })
  defaultOwnerId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'defaultOwnerId', foreignKeyConstraintName: 'FK_lead_routing_settings_defaultOwnerId' })
  defaultOwner?: User | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
