import { AuditLogEntry } from '../common/entities/audit-log-entry.entity';
import { RateLimitCounter } from '../common/entities/rate-limit-counter.entity';
import { MailOutbox } from '../mail/entities/mail-outbox.entity';
import { SubmitterConfirmation } from '../mail/entities/submitter-confirmation.entity';
import { AffiliateLead } from '../modules/affiliates/entities/affiliate-lead.entity';
import { Affiliate } from '../modules/affiliates/entities/affiliate.entity';
import { AffiliateTaxForm } from '../modules/affiliates/entities/affiliate-tax-form.entity';
import { AffiliatePayoutMethod } from '../modules/affiliates/entities/affiliate-payout-method.entity';
import { ReferralClick } from '../modules/affiliates/entities/referral-click.entity';
import { PartnerResource } from '../modules/affiliates/entities/partner-resource.entity';
import { StoredFile } from '../modules/files/entities/stored-file.entity';
import { ReferralSignal } from '../modules/affiliates/entities/referral-signal.entity';
import { PasswordResetToken } from '../modules/auth/entities/password-reset-token.entity';
import { RecoveryCode } from '../modules/auth/entities/recovery-code.entity';
import { Session } from '../modules/auth/entities/session.entity';
import { User } from '../modules/auth/entities/user.entity';
import { CommissionEntry } from '../modules/commissions/entities/commission-entry.entity';
import { CommissionPayment } from '../modules/commissions/entities/commission-payment.entity';
import { ContactMessage } from '../modules/contact/entities/contact-message.entity';
import { ContractorInquiry } from '../modules/contractors/entities/contractor-inquiry.entity';
import { ContractorReview } from '../modules/contractors/entities/contractor-review.entity';
import { ContractorInquiryReply } from '../modules/contractors/entities/contractor-inquiry-reply.entity';
import { ContractorSpecialtyLink } from '../modules/contractors/entities/contractor-specialty.entity';
import { Contractor } from '../modules/contractors/entities/contractor.entity';
import { ContractorVerification } from '../modules/contractors/entities/contractor-verification.entity';
import { ContractorPhoto } from '../modules/contractors/entities/contractor-photo.entity';
import { ServiceArea } from '../modules/contractors/entities/service-area.entity';
import { DepositRefund } from '../modules/deposits/entities/deposit-refund.entity';
import { DepositSignature } from '../modules/deposits/entities/deposit-signature.entity';
import { DepositStatusChange } from '../modules/deposits/entities/deposit-status-change.entity';
import { StripeWebhookEvent } from '../modules/deposits/entities/stripe-webhook-event.entity';
import { Deposit } from '../modules/deposits/entities/deposit.entity';
import { DesignFeature } from '../modules/designs/entities/design-feature.entity';
import { DesignImage } from '../modules/designs/entities/design-image.entity';
import { Design } from '../modules/designs/entities/design.entity';
import { SavedDesign } from '../modules/saved-designs/entities/saved-design.entity';
import { Booking } from '../modules/follow-ups/entities/booking.entity';
import { LeadFollowUp } from '../modules/follow-ups/entities/lead-follow-up.entity';
import { DiscoveryCallLead } from '../modules/leads/entities/discovery-call-lead.entity';
import { LeadAccessToken } from '../modules/leads/entities/lead-access-token.entity';
import { LeadSubmission } from '../modules/leads/entities/lead-submission.entity';
import { LeadEvent } from '../modules/leads/entities/lead-event.entity';
import { LeadNote } from '../modules/leads/entities/lead-note.entity';
import { LeadDuplicateDismissal } from '../modules/leads/entities/lead-duplicate-dismissal.entity';
import { LeadContact } from '../modules/leads/entities/lead-contact.entity';
import { LeadRoutingSettings } from '../modules/sales-team/entities/lead-routing-settings.entity';
import { StaffAvailability } from '../modules/sales-team/entities/staff-availability.entity';
import { LeadTask } from '../modules/leads/entities/lead-task.entity';
import { LeadTaskEvent } from '../modules/leads/entities/lead-task-event.entity';
import { LeadReply } from '../modules/leads/entities/lead-reply.entity';
import { QuoteRequestMessage } from '../modules/contact/entities/quote-request-message.entity';
import { ContractorInquiryMessage } from '../modules/contractors/entities/contractor-inquiry-message.entity';
import { ContractorLicense } from '../modules/contractors/entities/contractor-license.entity';
import { InsuranceCertificate } from '../modules/contractors/entities/insurance-certificate.entity';
import { InsuranceReminder } from '../modules/contractors/entities/insurance-reminder.entity';
import { ContractorReviewLink } from '../modules/contractors/entities/contractor-review-link.entity';
import { ReplyAddress } from '../modules/inbound-mail/entities/reply-address.entity';
import { InboundMailRejection } from '../modules/inbound-mail/entities/inbound-mail-rejection.entity';
import { MarketingSpend } from '../modules/source-report/entities/marketing-spend.entity';

// Every entity of the data model (spec §3) plus the mail outbox, listed once for the app, tests and CLI.
// Ids: integer identity columns everywhere (sessions excepted: connect-pg-simple's sid), since no
// extension is needed and no row is reachable by id without authorisation (a lead's public handle is its accessToken).
export const ENTITIES: (new (...args: never[]) => object)[] = [
  User,
  Session,
  PasswordResetToken,
  RateLimitCounter,
  AuditLogEntry,
  RecoveryCode,
  Design,
  DesignImage,
  DesignFeature,
  SavedDesign,
  Contractor,
  ContractorSpecialtyLink,
  ServiceArea,
  ContractorInquiry,
  ContractorInquiryReply,
  ContractorInquiryMessage,
  ContractorReview,
  ContractorReviewLink,
  ContractorVerification,
  ContractorPhoto,
  Deposit,
  DepositStatusChange,
  DepositRefund,
  StripeWebhookEvent,
  DepositSignature,
  LeadFollowUp,
  Booking,
  ContactMessage,
  QuoteRequestMessage,
  DiscoveryCallLead,
  Affiliate,
  AffiliateLead,
  ReferralClick,
  ReferralSignal,
  AffiliateTaxForm,
  AffiliatePayoutMethod,
  CommissionPayment,
  CommissionEntry,
  MailOutbox,
  SubmitterConfirmation,
  LeadSubmission,
  LeadEvent,
  LeadNote,
  LeadDuplicateDismissal,
  LeadContact,
  StaffAvailability,
  LeadRoutingSettings,
  LeadTask,
  LeadTaskEvent,
  LeadReply,
  ReplyAddress,
  InboundMailRejection,
  LeadAccessToken,
  MarketingSpend,
  StoredFile,
  PartnerResource,
  ContractorLicense,
  InsuranceCertificate,
  InsuranceReminder,
];
