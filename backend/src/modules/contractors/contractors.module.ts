import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { AdminContractorsController } from './admin-contractors.controller';
import { AdminContractorsService } from './admin-contractors.service';
import { ContractorApplicationsController } from './contractor-applications.controller';
import { ContractorApplicationsService } from './contractor-applications.service';
import { ContractorSubmissionsService } from './contractor-submissions.service';
import { ContractorsController } from './contractors.controller';
import { ContractorsService } from './contractors.service';
import { SampleContractorsSeeder } from './sample-contractors-seeder';

/** The contractor network (issue 15): the public directory, search and profiles, the inquiry and review forms, and the sample listings. */
@Module({
  imports: [MailModule],
  controllers: [
    ContractorsController,
    // Applications (issue 15) and the office's review and moderation.
    ContractorApplicationsController,
    AdminContractorsController,
  ],
  providers: [
    ContractorsService,
    ContractorSubmissionsService,
    SampleContractorsSeeder,
    ContractorApplicationsService,
    AdminContractorsService,
  ],
  exports: [ContractorsService],
})
export class ContractorsModule {}
