import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LeadsModule } from '../leads/leads.module';
import { FollowUpsModule } from '../follow-ups/follow-ups.module';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { LeadMergeService } from './lead-merge.service';
import { LeadReferralCodeService } from './lead-referral-code.service';
import { AdminLeadsController } from './admin-leads.controller';
import { AdminLeadsService } from './admin-leads.service';
import { ResponseTimeReportController } from './response-time-report.controller';
import { ResponseTimeReportService } from './response-time-report.service';
import { MyWorkController } from './my-work.controller';
import { MyWorkService } from './my-work.service';

/**
 * The office's lead desk: the leads list, its CSV export and a lead's page with its timeline,
 * notes and status moves. The timeline is a read model over the tables of leads, follow-ups,
 * contact, deposits and mail, so this module sits above them all and none of them imports it.
 * It only reads: a lead's changes, notes, contacts and tasks are written by the leads module (LeadDeskService,
 * LeadTasksService). My Work (/admin/work) is a read model here too. A merge of two leads of one person
 * (LeadMergeService) runs the write services of leads, follow-ups and affiliates in one transaction.
 */
@Module({
  imports: [LeadsModule, AuthModule, FollowUpsModule, AffiliatesModule],
  controllers: [AdminLeadsController, ResponseTimeReportController, MyWorkController],
  providers: [AdminLeadsService, ResponseTimeReportService, MyWorkService, LeadMergeService, LeadReferralCodeService],
})
export class AdminLeadsModule {}
