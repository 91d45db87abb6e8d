import { Module } from '@nestjs/common';
import { MailDeliveryJob } from './mail-delivery.job';
import { MailSender } from './mail-sender';
import { MailService } from './mail.service';

/** The outbox (enqueue in the caller's transaction) and the job that delivers it. */
@Module({
  providers: [MailService, MailSender, MailDeliveryJob],
  exports: [MailService],
})
export class MailModule {}
