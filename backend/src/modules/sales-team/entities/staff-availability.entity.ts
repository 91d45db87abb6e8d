import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';

/**
 * A staff member's place in lead routing (issue 27): out of office until a time, the counties
 * they cover, and when they last got a lead (the round-robin turn). A row appears the first time
 * it is needed; no row means available, every county, never assigned.
 */
@Entity('staff_availability')
export class StaffAvailability {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_staff_availability' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_staff_availability_userId' })
  user?: User;

  /** "Out of office until …": no new leads before this time; null when available. */
  @Column({ type: 'timestamptz', nullable: true })
  pausedUntil: Date | null;

  /** The rep's territory ('Clay County', …); empty: every county. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  counties: string[];

  /** When the rep last got a new lead by round robin; null: never (first in line). */
  @Column({ type: 'timestamptz', nullable: true })
  lastAssignedAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
