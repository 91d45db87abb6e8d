import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LeadsModule } from '../leads/leads.module';
import { AdminLeadsController } from './admin-leads.controller';
import { AdminLeadsService } from './admin-leads.service';
import { ResponseTimeReportController } from './response-time-report.controller';
import { ResponseTimeReportService } from './response-time-report.service';

/**
 * The office's lead desk: the leads list, its CSV export and a lead's page with its timeline,
 * notes and status moves. The timeline is a read model over the tables of leads, follow-ups,
 * contact, deposits and mail, so this module sits above them all and none of them imports it.
 * It only reads: a lead's changes and its notes are written by the leads module (LeadDeskService).
 */
@Module({
  imports: [LeadsModule, AuthModule],
  controllers: [AdminLeadsController, ResponseTimeReportController],
  providers: [AdminLeadsService, ResponseTimeReportService],
})
export class AdminLeadsModule {}
