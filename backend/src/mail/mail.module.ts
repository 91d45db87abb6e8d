import { Module } from '@nestjs/common';
import { AdminMailController } from './admin-mail.controller';
import { MailDeliveryJob } from './mail-delivery.job';
import { MailRetentionJob } from './mail-retention.job';
import { MailSender } from './mail-sender';
import { MailService } from './mail.service';
import { SubmitterConfirmations } from './submitter-confirmations';

/**
 * The outbox (enqueue in the caller's transaction), the jobs that deliver and prune it, the
 * public forms' confirmation limit, and the admin's failed-mail operations.
 */
@Module({
  controllers: [AdminMailController],
  providers: [MailService, MailSender, MailDeliveryJob, MailRetentionJob, SubmitterConfirmations],
  exports: [MailService, SubmitterConfirmations],
})
export class MailModule {}
