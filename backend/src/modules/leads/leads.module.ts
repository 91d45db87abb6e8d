import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { QuizController } from './quiz.controller';
import { QuizService } from './quiz.service';

/** Discovery-call leads: the readiness quiz (definition and submissions) and the discovery form. */
@Module({
  imports: [MailModule],
  controllers: [QuizController, LeadsController],
  providers: [QuizService, LeadsService],
})
export class LeadsModule {}
