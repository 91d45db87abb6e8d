import { Module } from '@nestjs/common';
import { MailDeliveryJob } from './mail-delivery.job';
import { MailSender } from './mail-sender';
import { MailService } from './mail.service';
import { SubmitterConfirmations } from './submitter-confirmations';

/** The outbox (enqueue in the caller's transaction), the job that delivers it, and the public forms' confirmation limit. */
@Module({
  providers: [MailService, MailSender, MailDeliveryJob, SubmitterConfirmations],
  exports: [MailService, SubmitterConfirmations],
})
export class MailModule {}
