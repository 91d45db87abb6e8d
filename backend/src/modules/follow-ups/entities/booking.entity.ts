import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { emailTransformer } from '../../../database/column-transformers';
import { DiscoveryCallLead } from '../../leads/entities/discovery-call-lead.entity';
import { BookingEvent } from '../follow-ups.enums';

/**
 * One event of the booking page's webhook (a discovery call booked or cancelled), as received.
 * Unique per booking and event, so a repeated delivery changes nothing; the rows are the
 * bookings of the lead's timeline.
 */
@Entity('bookings')
@Index('UQ_bookings_bookingId_event', ['bookingId', 'event'], { unique: true })
@Index('IDX_bookings_leadId', ['leadId'])
@Index('IDX_bookings_email', ['email'])
export class Booking {
  @PrimaryGeneratedColumn('identity')
  id: number;

  /** The booking page's id of the booking. */
  @Column({ type: 'varchar', length: 200 })
  bookingId: string;

  @Column({ type: 'enum', enum: BookingEvent, enumName: 'booking_event' })
  event: BookingEvent;

  /** Stored trimmed and lower-cased (see emailTransformer). */
  @Column({ type: 'varchar', length: 320, transformer: emailTransformer })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  /** When the call is (was) to start. */
  @Column({ type: 'timestamptz' })
  startsAt: Date;

  /** The lead of that e-mail (made for a booking from an unknown address). */
  @Column({ type: 'integer', nullable: true })
  leadId: number | null;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'leadId' })
  lead: Relation<DiscoveryCallLead> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
