import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Contractor } from './entities/contractor.entity';
import { ContractorSpecialtyLink } from './entities/contractor-specialty.entity';
import { ServiceArea } from './entities/service-area.entity';
import { ContractorInquiry } from './entities/contractor-inquiry.entity';
import { ContractorInquiryReply } from './entities/contractor-inquiry-reply.entity';
import { ContractorInquiryMessage } from './entities/contractor-inquiry-message.entity';
import { InboundMailModule } from '../inbound-mail/inbound-mail.module';
import { ContractorInquiryReplies } from './dashboard/contractor-inquiry-replies';
import { ContractorReview } from './entities/contractor-review.entity';
import { ContractorVerification } from './entities/contractor-verification.entity';
import { MailModule } from '../../mail/mail.module';
import { AuthModule } from '../auth/auth.module';
import { AdminContractorsController } from './admin/admin-contractors.controller';
import { AdminContractorsService } from './admin/admin-contractors.service';
import { ContractorApplicationsController } from './public/contractor-applications.controller';
import { ContractorApplicationsService } from './public/contractor-applications.service';
import { ContractorDashboardController } from './dashboard/contractor-dashboard.controller';
import { ContractorDashboardService } from './dashboard/contractor-dashboard.service';
import { ContractorSubmissionsService } from './public/contractor-submissions.service';
import { ContractorsController } from './public/contractors.controller';
import { ContractorsService } from './public/contractors.service';
import { SampleContractorsSeeder } from './sample-contractors-seeder';
import { UnconfirmedInquiryCleanupJob } from './unconfirmed-inquiry-cleanup.job';

/**
 * The contractor network (issue 15): the public directory, search and profiles, the inquiry and
 * review forms, the sample listings, applications and the office's review and moderation, and the
 * contractors' own dashboard.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Contractor,
      ContractorSpecialtyLink,
      ServiceArea,
      ContractorInquiry,
      ContractorInquiryReply,
      ContractorInquiryMessage,
      ContractorReview,
      ContractorVerification,
    ]),
    MailModule,
    AuthModule,
    InboundMailModule,
  ],
  controllers: [ContractorsController, ContractorApplicationsController, AdminContractorsController, ContractorDashboardController],
  providers: [
    ContractorsService,
    ContractorSubmissionsService,
    SampleContractorsSeeder,
    ContractorApplicationsService,
    AdminContractorsService,
    ContractorDashboardService,
    ContractorInquiryReplies,
    UnconfirmedInquiryCleanupJob,
  ],
  exports: [ContractorsService],
})
export class ContractorsModule {}
