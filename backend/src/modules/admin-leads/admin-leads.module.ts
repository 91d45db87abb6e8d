import { Module } from '@nestjs/common';
import { AdminLeadsController } from './admin-leads.controller';
import { AdminLeadsService } from './admin-leads.service';

/**
 * The office's lead desk: the leads list, its CSV export and a lead's page with its timeline,
 * notes and status moves. The timeline is a read model over the tables of leads, follow-ups,
 * contact, deposits and mail, so this module sits above them all and none of them imports it.
 */
@Module({
  controllers: [AdminLeadsController],
  providers: [AdminLeadsService],
})
export class AdminLeadsModule {}
