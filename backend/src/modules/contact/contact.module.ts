import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { DesignsModule } from '../designs/designs.module';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The contact page's project-details form (spec §5, §7): contact_messages and their e-mails. */
@Module({
  imports: [MailModule, DesignsModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
