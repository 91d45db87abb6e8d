import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { newAccessToken } from '../leads/leads.service';
import { STATUSES_A_BOOKED_CALL_SCHEDULES } from '../leads/lead-pipeline';
import { LeadStatus } from '../leads/leads.enums';
import { BookingWebhookDto, BookingWebhookResponseDto } from './dto/booking-webhook.dto';
import { BookingEvent } from './follow-ups.enums';

/**
 * The booking page's events (bookingWebhook): a booked call marks that e-mail's lead booked (a
 * pending or contacted lead becomes scheduled; an unknown e-mail becomes a scheduled lead), a
 * cancellation unmarks it. Each event is stored once per booking: a repeat changes nothing.
 */
@Injectable()
export class BookingsService {
  private readonly logger = new Logger('Bookings');

  constructor(private readonly dataSource: DataSource) {}

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
        const [lead] = (await manager.query(
          `INSERT INTO discovery_call_leads (email, "firstName", "lastName", phone, "accessToken", status, "calendarScheduled")
           VALUES ($1, $2, $3, $4, $5, $6, true)
           ON CONFLICT (email) DO UPDATE SET "calendarScheduled" = true, "updatedAt" = now(),
             status = CASE WHEN discovery_call_leads.status = ANY($7::lead_status[]) THEN $6::lead_status ELSE discovery_call_leads.status END
           RETURNING id, "accessToken", (xmax = 0) AS inserted`,
          [
            email,
            firstName.slice(0, 100),
            rest.join(' ').slice(0, 100) || null,
            dto.phone ?? null,
            newAccessToken(),
            LeadStatus.Scheduled,
            STATUSES_A_BOOKED_CALL_SCHEDULES,
          ],
        )) as Array<{ id: number; accessToken: string; inserted: boolean }>;
        // Every token a lead has is kept with it (lead_access_tokens); a new lead's first one too.
        if (lead.inserted) await manager.query(`INSERT INTO lead_access_tokens ("leadId", token) VALUES ($1, $2)`, [lead.id, lead.accessToken]);
        leadId = lead.id;
        this.logger.log(`booking ${stored.id}: lead ${leadId} booked a call${lead.inserted ? ' (new lead)' : ''}`);
      } else {
        const [rows] = (await manager.query(`UPDATE discovery_call_leads SET "calendarScheduled" = false, "updatedAt" = now() WHERE email = $1 RETURNING id`, [
          email,
        ])) as [Array<{ id: number }>, number];
        leadId = rows[0]?.id ?? null;
        this.logger.log(`booking ${stored.id}: call cancelled${leadId ? ` for lead ${leadId}` : ' (no lead has that e-mail)'}`);
      }
      await manager.query(`UPDATE bookings SET "leadId" = $2 WHERE id = $1`, [stored.id, leadId]);
      return { processed: true, leadId };
    });
  }
}
