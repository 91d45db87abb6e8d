import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { ContractorDashboardController } from './contractor-dashboard.controller';
import { ContractorDashboardService } from './contractor-dashboard.service';
import { ContractorSubmissionsService } from './contractor-submissions.service';
import { ContractorsController } from './contractors.controller';
import { ContractorsService } from './contractors.service';
import { SampleContractorsSeeder } from './sample-contractors-seeder';

/** The contractor network (issue 15): the public directory, search and profiles, the inquiry and review forms, and the sample listings. */
@Module({
  imports: [MailModule],
  controllers: [ContractorsController, ContractorDashboardController],
  providers: [ContractorsService, ContractorSubmissionsService, SampleContractorsSeeder, ContractorDashboardService],
  exports: [ContractorsService],
})
export class ContractorsModule {}
