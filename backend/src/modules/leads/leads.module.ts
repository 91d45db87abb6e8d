import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DiscoveryCallLead } from './entities/discovery-call-lead.entity';
import { LeadAccessToken } from './entities/lead-access-token.entity';
import { LeadEvent } from './entities/lead-event.entity';
import { LeadNote } from './entities/lead-note.entity';
import { LeadMerging } from './lead-merging';
import { LeadDuplicates } from './lead-duplicates';
import { LeadDuplicateDismissal } from './entities/lead-duplicate-dismissal.entity';
import { LeadContact } from './entities/lead-contact.entity';
import { LeadContacts } from './lead-contacts';
import { LeadResponseClock } from './lead-response-clock';
import { LeadResponseClockJob } from './lead-response-clock.job';
import { LeadTask } from './entities/lead-task.entity';
import { LeadTaskEvent } from './entities/lead-task-event.entity';
import { LeadTasksService } from './lead-tasks.service';
import { LeadTaskReminders, LeadTaskRemindersJob } from './lead-task-reminders';
import { AuthModule } from '../auth/auth.module';
import { LeadReply } from './entities/lead-reply.entity';
import { LeadMessages } from './lead-messages';
import { LeadReplies } from './lead-replies';
import { InboundMailModule } from '../inbound-mail/inbound-mail.module';
import { LeadSubmission } from './entities/lead-submission.entity';
import { MailModule } from '../../mail/mail.module';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { SalesTeamModule } from '../sales-team/sales-team.module';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { LeadDeskService } from './lead-desk.service';
import { LeadFollowUpChanges } from './lead-follow-up-changes';
import { QuizController } from './quiz.controller';
import { QuizService } from './quiz.service';
import { LeadActivity } from './entities/lead-activity.entity';
import { LeadScores, LeadScoresJob } from './lead-scores';
import { LeadEventsController } from './lead-events.controller';

/**
 * Discovery-call leads: the readiness quiz (definition and submissions) and the discovery form.
 * The office's lead desk is modules/admin-leads, which changes leads and notes through LeadDeskService;
 * the follow-up sequence and the booking page (modules/follow-ups) change leads through LeadFollowUpChanges.
 * Next steps (lead_tasks) and their reminder job are here too (LeadTasksService, LeadTaskReminders: issue 27).
 * The lead score (issue 28): LeadScores, its hourly job and recordLeadEvent (lead_activity).
 * Replies to a lead's reply address (modules/inbound-mail) are filed by LeadReplies; a rep's e-mail goes through LeadMessages.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      DiscoveryCallLead,
      LeadAccessToken,
      LeadActivity,
      LeadContact,
      LeadEvent,
      LeadNote,
      LeadDuplicateDismissal,
      LeadReply,
      LeadSubmission,
      LeadTask,
      LeadTaskEvent,
    ]),
    MailModule,
    AffiliatesModule,
    AuthModule,
    SalesTeamModule,
    InboundMailModule,
  ],
  controllers: [QuizController, LeadsController, LeadEventsController],
  providers: [
    QuizService,
    LeadsService,
    LeadDeskService,
    LeadFollowUpChanges,
    LeadContacts,
    LeadResponseClock,
    LeadResponseClockJob,
    LeadTasksService,
    LeadTaskReminders,
    LeadTaskRemindersJob,
    LeadMessages,
    LeadReplies,
    LeadMerging,
    LeadDuplicates,
    LeadScores,
    LeadScoresJob,
  ],
  exports: [
    LeadsService,
    LeadDeskService,
    LeadFollowUpChanges,
    LeadContacts,
    LeadResponseClock,
    LeadTasksService,
    LeadTaskReminders,
    LeadMessages,
    LeadMerging,
    LeadDuplicates,
    LeadScores,
  ],
})
export class LeadsModule {}
