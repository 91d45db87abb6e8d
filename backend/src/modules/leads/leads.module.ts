import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { QuizController } from './quiz.controller';
import { QuizService } from './quiz.service';

/** Discovery-call leads: the readiness quiz (definition and submissions) and the discovery form; the office's lead desk is modules/admin-leads. */
@Module({
  imports: [MailModule, AffiliatesModule],
  controllers: [QuizController, LeadsController],
  providers: [QuizService, LeadsService],
  exports: [LeadsService],
})
export class LeadsModule {}
