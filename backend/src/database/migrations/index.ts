import { InitialSchema1795317681595 } from './1795317681595-initial-schema';
import { LeadEmailUniqueQuizSubmissions1795320476459 } from './1795320476459-lead-email-unique-quiz-submissions';
import { DesignsCatalogue1795327157970 } from './1795327157970-designs-catalogue';
import { AccountsAndSessions1795328385778 } from './1795328385778-accounts-and-sessions';
import { SharedRateLimitCounters1795559796912 } from './1795559796912-shared-rate-limit-counters';
import { TwoStepSignIn1795559977501 } from './1795559977501-two-step-sign-in';
import { LeadHistoryTokensConfirmations1795560042868 } from './1795560042868-lead-history-tokens-confirmations';
import { MailOutboxRetentionAndFailures1795560906902 } from './1795560906902-mail-outbox-retention-and-failures';
import { AdminOfficeDeposits1795562334187 } from './1795562334187-admin-office-deposits';
import { AdminLeadsAndQuoteRequests1795562385371 } from './1795562385371-admin-leads-and-quote-requests';
import { FollowUpsAndBookings1795562672737 } from './1795562672737-follow-ups-and-bookings';
import { AffiliateReviewAndFlags1795563214519 } from './1795563214519-affiliate-review-and-flags';
import { CommissionLedger1795570000000 } from './1795570000000-commission-ledger';
import { ContractorNetwork1795580000000 } from './1795580000000-contractor-network';
import { ContractorRejectionReason1795586000000 } from './1795586000000-contractor-rejection-reason';
import { CatalogueChangeNotifications1795590000000 } from './1795590000000-catalogue-change-notifications';
import { AccountProvisioning1795600000000 } from './1795600000000-account-provisioning';
import { EncryptedTotpSecrets1795610000000 } from './1795610000000-encrypted-totp-secrets';
import { ContractorInquiryConfirmation1795620000000 } from './1795620000000-contractor-inquiry-confirmation';
import { CommissionEntryCancelled1795630000000 } from './1795630000000-commission-entry-cancelled';
import { LeadNotes1795660000000 } from './1795660000000-lead-notes';
import { SpeedToLeadFoundation1795670000000 } from './1795670000000-speed-to-lead-foundation';
import { LeadRouting1795675000000 } from './1795675000000-lead-routing';
import { LeadTasks1795690000000 } from './1795690000000-lead-tasks';
import { AffiliateLeadLaterArrivalFlags1795630000001 } from './1795630000001-affiliate-lead-later-arrival-flags';
import { RepliesOnTheRecord1795680000000 } from './1795680000000-replies-on-the-record';
import { ThreadsBeyondLeads1795710000000 } from './1795710000000-threads-beyond-leads';
import { PartnerAndContactLeads1795720000000 } from './1795720000000-partner-and-contact-leads';
import { LeadScores1795730000000 } from './1795730000000-lead-scores';
import { LeadTouchesAndMarketingSpend1795740000000 } from './1795740000000-lead-touches-and-marketing-spend';
import { OneRecordPerPerson1795750000000 } from './1795750000000-one-record-per-person';
import { DepositSignatures1795760000000 } from './1795760000000-deposit-signatures';
import { DepositPayments1795770000000 } from './1795770000000-deposit-payments';
import { ReferralClicks1795780000000 } from './1795780000000-referral-clicks';
import { ReferralFraudReview1795782000000 } from './1795782000000-referral-fraud-review';
import { PartnerTaxFormsAndPayouts1795783000000 } from './1795783000000-partner-tax-forms-and-payouts';
import { PartnerResources1795784000000 } from './1795784000000-partner-resources';
import { PublicImages1795789000000 } from './1795789000000-public-images';
import { ContractorCredentials1795790000000 } from './1795790000000-contractor-credentials';
import { ContractorPhotos1795792000000 } from './1795792000000-contractor-photos';
import { DesignPicturesAndEdits1795793000000 } from './1795793000000-design-pictures-and-edits';
import { ReviewsFromRealJobs1795791000000 } from './1795791000000-reviews-from-real-jobs';

// Every committed migration, in order. New ones are appended here.
export const MIGRATIONS: Function[] = [
  InitialSchema1795317681595,
  LeadEmailUniqueQuizSubmissions1795320476459,
  DesignsCatalogue1795327157970,
  AccountsAndSessions1795328385778,
  SharedRateLimitCounters1795559796912,
  TwoStepSignIn1795559977501,
  LeadHistoryTokensConfirmations1795560042868,
  MailOutboxRetentionAndFailures1795560906902,
  AdminOfficeDeposits1795562334187,
  AdminLeadsAndQuoteRequests1795562385371,
  FollowUpsAndBookings1795562672737,
  AffiliateReviewAndFlags1795563214519,
  CommissionLedger1795570000000,
  ContractorNetwork1795580000000,
  ContractorRejectionReason1795586000000,
  CatalogueChangeNotifications1795590000000,
  AccountProvisioning1795600000000,
  EncryptedTotpSecrets1795610000000,
  ContractorInquiryConfirmation1795620000000,
  CommissionEntryCancelled1795630000000,
  // Listed in timestamp order: TypeORM runs migrations by timestamp.
  AffiliateLeadLaterArrivalFlags1795630000001,
  LeadNotes1795660000000,
  SpeedToLeadFoundation1795670000000,
  LeadRouting1795675000000,
  RepliesOnTheRecord1795680000000,
  LeadTasks1795690000000,
  ThreadsBeyondLeads1795710000000,
  PartnerAndContactLeads1795720000000,
  LeadScores1795730000000,
  LeadTouchesAndMarketingSpend1795740000000,
  OneRecordPerPerson1795750000000,
  DepositSignatures1795760000000,
  DepositPayments1795770000000,
  ReferralClicks1795780000000,
  ReferralFraudReview1795782000000,
  PartnerTaxFormsAndPayouts1795783000000,
  PartnerResources1795784000000,
  PublicImages1795789000000,
  ContractorCredentials1795790000000,
  ReviewsFromRealJobs1795791000000,
  ContractorPhotos1795792000000,
  DesignPicturesAndEdits1795793000000,
];
