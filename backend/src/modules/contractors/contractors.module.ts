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
import { ContractorReviewLink } from './entities/contractor-review-link.entity';
import { ContractorVerification } from './entities/contractor-verification.entity';
import { ContractorPhoto } from './entities/contractor-photo.entity';
import { AdminContractorPhotosController, ContractorPhotosController } from './photos/contractor-photos.controller';
import { ContractorPhotosService } from './photos/contractor-photos.service';
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
import { FilesModule } from '../files/files.module';
import { ContractorLicense } from './entities/contractor-license.entity';
import { InsuranceCertificate } from './entities/insurance-certificate.entity';
import { InsuranceReminder } from './entities/insurance-reminder.entity';
import { AdminCredentialsController } from './credentials/admin-credentials.controller';
import { DashboardInsuranceController } from './credentials/dashboard-insurance.controller';
import { ContractorCredentials } from './credentials/contractor-credentials';
import { ContractorLicensesService } from './credentials/contractor-licenses.service';
import { InsuranceCertificatesService } from './credentials/insurance-certificates.service';
import { InsuranceReminders, InsuranceRemindersJob } from './credentials/insurance-reminders';
import { SampleCredentialsSeeder } from './credentials/sample-credentials-seeder';
import { AdminContractorInquiriesController } from './admin/admin-contractor-inquiries.controller';
import { AdminContractorInquiriesService } from './admin/admin-contractor-inquiries.service';
import { ContractorDashboardReviewsController } from './dashboard/contractor-dashboard-reviews.controller';
import { ContractorDashboardReviewsService } from './dashboard/contractor-dashboard-reviews.service';
import { ContractorRequestsController } from './public/contractor-requests.controller';
import { ReviewLinksService } from './reviews/review-links.service';

/**
 * The contractor network (issue 15): the public directory, search and profiles, the inquiry and
 * review forms, the sample listings, applications and the office's review and moderation, and the
 * contractors' own dashboard; and (issue 31, `credentials/`) license records, certificates of
 * insurance and their reminders.
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
      ContractorReviewLink,
      ContractorVerification,
      ContractorLicense,
      InsuranceCertificate,
      InsuranceReminder,
      ContractorPhoto,
    ]),
    MailModule,
    AuthModule,
    InboundMailModule,
    FilesModule,
  ],
  controllers: [
    ContractorsController,
    ContractorApplicationsController,
    AdminContractorsController,
    ContractorDashboardController,
    AdminCredentialsController,
    DashboardInsuranceController,
    // issue 31: reviews from real jobs, the response-time badge, requests to picked contractors.
    ContractorRequestsController,
    ContractorDashboardReviewsController,
    AdminContractorInquiriesController,
    ContractorPhotosController,
    AdminContractorPhotosController,
  ],
  providers: [
    ContractorsService,
    ContractorSubmissionsService,
    SampleContractorsSeeder,
    ContractorApplicationsService,
    AdminContractorsService,
    ContractorDashboardService,
    ContractorInquiryReplies,
    UnconfirmedInquiryCleanupJob,
    ContractorCredentials,
    ContractorLicensesService,
    InsuranceCertificatesService,
    InsuranceReminders,
    InsuranceRemindersJob,
    SampleCredentialsSeeder,
    ReviewLinksService,
    ContractorDashboardReviewsService,
    AdminContractorInquiriesService,
    ContractorPhotosService,
  ],
  exports: [ContractorsService],
})
export class ContractorsModule {}
