import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { AdminLeadsController } from './admin-leads.controller';
import { AdminLeadsService } from './admin-leads.service';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { QuizController } from './quiz.controller';
import { QuizService } from './quiz.service';

/** Discovery-call leads: the readiness quiz (definition and submissions), the discovery form and the back office's leads. */
@Module({
  imports: [MailModule, AffiliatesModule],
  controllers: [QuizController, LeadsController, AdminLeadsController],
  providers: [QuizService, LeadsService, AdminLeadsService],
  exports: [AdminLeadsService],
})
export class LeadsModule {}
