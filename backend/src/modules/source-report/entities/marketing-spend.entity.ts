import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';

/**
 * What the office spent on one source in one month (issue 28, entered by an admin with
 * upsertMarketingSpend): the source report's cost per lead and per paid deposit. One row per
 * month and source; an amount of 0 deletes the row.
 */
@Entity('marketing_spend')
@Index('UQ_marketing_spend_month_source', ['month', 'source'], { unique: true })
@Check('CHK_marketing_spend_month_first_day', `EXTRACT(DAY FROM "month") = 1`)
@Check('CHK_marketing_spend_source_lowercase', `"source" = lower("source")`)
@Check('CHK_marketing_spend_amountCents', `"amountCents" >= 0`)
export class MarketingSpend {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_marketing_spend' })
  id: number;

  /** The month's first day, YYYY-MM-01 (pg returns `date` as a string). */
  @Column({ type: 'date' })
  month: string;

  /** The source as the report groups it (touchChannel): trimmed, lower-case. */
  @Column({ type: 'varchar', length: 100 })
  source: string;

  /** US cents. */
  @Column({ type: 'integer' })
  amountCents: number;

  /** The admin who last set it; null once that account is deleted. */
  @Column({ type: 'integer', nullable: true })
  updatedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updatedById', foreignKeyConstraintName: 'FK_marketing_spend_updatedById' })
  updatedBy?: User | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
