import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Booking } from './entities/booking.entity';
import { LeadFollowUp } from './entities/lead-follow-up.entity';
import { MailModule } from '../../mail/mail.module';
import { LeadsModule } from '../leads/leads.module';
import { InboundMailModule } from '../inbound-mail/inbound-mail.module';
import { BookingSignatureGuard } from './booking-signature.guard';
import { BookingsService } from './bookings.service';
import { Clock } from './clock';
import { BookingWebhookController, FollowUpsAdminController, FollowUpsController } from './follow-ups.controller';
import { FollowUpsJob } from './follow-ups.job';
import { FollowUpsService } from './follow-ups.service';
import { FollowUpRecords } from './follow-up-records';

/** Scheduled lead follow-ups (issue 13): the sequence and its job, unsubscribe, and the booking page's webhook. */
@Module({
  imports: [TypeOrmModule.forFeature([Booking, LeadFollowUp]), MailModule, LeadsModule, InboundMailModule],
  controllers: [FollowUpsAdminController, FollowUpsController, BookingWebhookController],
  providers: [Clock, FollowUpsService, FollowUpsJob, BookingsService, BookingSignatureGuard, FollowUpRecords],
  exports: [FollowUpsService, FollowUpRecords],
})
export class FollowUpsModule {}
