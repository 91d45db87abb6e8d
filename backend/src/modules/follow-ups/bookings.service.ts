import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LeadFollowUpChanges } from '../leads/lead-follow-up-changes';
import { BookingWebhookDto, BookingWebhookResponseDto } from './dto/booking-webhook.dto';
import { BookingEvent } from './follow-ups.enums';

/**
 * The booking page's events (bookingWebhook): a booked call marks that e-mail's lead booked (a
 * pending or contacted lead becomes scheduled; an unknown e-mail becomes a scheduled lead), a
 * cancellation unmarks it (the lead's columns through leads' LeadFollowUpChanges, in this
 * transaction). Each event is stored once per booking: a repeat changes nothing.
 */
@Injectable()
export class BookingsService {
  private readonly logger = new Logger('Bookings');

  constructor(
    private readonly dataSource: DataSource,
    private readonly leads: LeadFollowUpChanges,
  ) {}

  async receive(dto: BookingWebhookDto): Promise<BookingWebhookResponseDto> {
    const email = dto.email.trim().toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      // The unique index makes a concurrent duplicate wait for this one, then do nothing.
      const [stored] = (await manager.query(
        `INSERT INTO bookings ("bookingId", event, email, name, phone, "startsAt") VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ("bookingId", event) DO NOTHING RETURNING id`,
        [dto.bookingId, dto.event, email, dto.name, dto.phone ?? null, new Date(dto.startsAt)],
      )) as Array<{ id: number }>;
      if (!stored) {
        const [earlier] = (await manager.query(`SELECT "leadId" FROM bookings WHERE "bookingId" = $1 AND event = $2`, [dto.bookingId, dto.event])) as Array<{
          leadId: number | null;
        }>;
        return { processed: false, leadId: earlier?.leadId ?? null };
      }

      let leadId: number | null;
      if (dto.event === BookingEvent.Created) {
        const [firstName, ...rest] = dto.name.split(/\s+/);
        const lead = await this.leads.markCallBooked(manager, { email, firstName, lastName: rest.join(' ') || null, phone: dto.phone ?? null });
        leadId = lead.id;
        this.logger.log(`booking ${stored.id}: lead ${leadId} booked a call${lead.inserted ? ' (new lead)' : ''}`);
      } else {
        leadId = await this.leads.markCallCancelled(manager, email);
        this.logger.log(`booking ${stored.id}: call cancelled${leadId ? ` for lead ${leadId}` : ' (no lead has that e-mail)'}`);
      }
      await manager.query(`UPDATE bookings SET "leadId" = $2 WHERE id = $1`, [stored.id, leadId]);
      return { processed: true, leadId };
    });
  }
}
