import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InboundMailRejection } from './entities/inbound-mail-rejection.entity';
import { ReplyAddress } from './entities/reply-address.entity';
import { InboundMailAdminController, InboundMailWebhookController } from './inbound-mail.controller';
import { InboundMailService } from './inbound-mail.service';
import { InboundSignatureGuard } from './inbound-signature.guard';
import { InboundSmtpListener } from './inbound-smtp.listener';
import { InboundThreads } from './inbound-threads';
import { ReplyAddresses } from './reply-addresses';

/**
 * Replies on the record (issue 27): the reply addresses e-mails carry, the inbound SMTP listener
 * and signed webhook that receive replies, and the counts of what they refused. It files a reply
 * through the handler its thread's module registered (InboundThreads), so it imports none of them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ReplyAddress, InboundMailRejection])],
  controllers: [InboundMailWebhookController, InboundMailAdminController],
  providers: [ReplyAddresses, InboundThreads, InboundMailService, InboundSmtpListener, InboundSignatureGuard],
  exports: [ReplyAddresses, InboundThreads],
})
export class InboundMailModule {}
