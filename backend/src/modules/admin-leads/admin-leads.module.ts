import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LeadsModule } from '../leads/leads.module';
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
 * LeadTasksService). My Work (/admin/work) is a read model here too.
 */
@Module({
  imports: [LeadsModule, AuthModule],
  controllers: [AdminLeadsController, ResponseTimeReportController, MyWorkController],
  providers: [AdminLeadsService, ResponseTimeReportService, MyWorkService],
})
export class AdminLeadsModule {}
