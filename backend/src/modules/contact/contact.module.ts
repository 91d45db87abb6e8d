import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from './entities/contact-message.entity';
import { QuoteRequestMessage } from './entities/quote-request-message.entity';
import { InboundMailModule } from '../inbound-mail/inbound-mail.module';
import { QuoteRequestReplies } from './quote-request-replies';
import { MailModule } from '../../mail/mail.module';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { DesignsModule } from '../designs/designs.module';
import { LeadsModule } from '../leads/leads.module';
import { AdminQuoteRequestsController } from './admin-quote-requests.controller';
import { AdminQuoteRequestsService } from './admin-quote-requests.service';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The contact page's project-details form (spec §5, §7): contact_messages and their e-mails; the back office's quote requests. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage, QuoteRequestMessage]), MailModule, DesignsModule, LeadsModule, AffiliatesModule, InboundMailModule],
  controllers: [ContactController, AdminQuoteRequestsController],
  providers: [ContactService, AdminQuoteRequestsService, QuoteRequestReplies],
})
export class ContactModule {}
