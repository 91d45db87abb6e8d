import { composeEmail } from '../../../mail/mail-templates';
import { MailKind } from '../../../mail/mail.enums';
import type { OutgoingMail } from '../../../mail/mail.service';
import { formatCoverage, INSURANCE_ON_FILE_EXPIRED, INSURED } from '../../../shared/missouri-licensing';
import type { ContractorMailConfig } from '../contractor-emails';

interface Listing {
  id: number;
  name: string;
  email: string;
}

interface CertificateFacts {
  insurer: string;
  policyNumber: string;
  coverageCents: number;
  expiresOn: string;
}

const dashboardLink = (config: ContractorMailConfig) => `${config.publicBaseUrl}/contractors/dashboard#insurance`;

/** To the office: a contractor uploaded a certificate of insurance to check. */
export function certificateUploadedNotice(config: ContractorMailConfig, listing: Listing, certificate: CertificateFacts): OutgoingMail {
  const text = [
    `${listing.name} uploaded a certificate of insurance for our office to check.`,
    [
      `Insurer: ${certificate.insurer}`,
      `Policy: ${certificate.policyNumber}`,
      `Coverage: ${formatCoverage(certificate.coverageCents)}`,
      `Ends: ${certificate.expiresOn}`,
    ].join('\n'),
    `Open the listing to view the file and approve or reject it: ${config.publicBaseUrl}/admin/contractors/${listing.id}`,
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject: `Certificate of insurance to check: ${listing.name}`,
    text: `${text}\n`,
    replyTo: listing.email,
    kind: MailKind.BusinessNotice,
  };
}

/** To the contractor: the office approved the certificate, so the profile shows Insured until its end date. */
export function certificateApprovedEmail(config: ContractorMailConfig, listing: Listing, certificate: CertificateFacts): OutgoingMail {
  const subject = 'Your certificate of insurance is approved';
  const body = [
    `Hello ${listing.name},`,
    `Our office checked your certificate of insurance from ${certificate.insurer} (policy ${certificate.policyNumber}, ${formatCoverage(certificate.coverageCents)} coverage). Your profile shows "${INSURED}" through ${certificate.expiresOn}.`,
    `We will remind you 30 and 7 days before it ends, and on its last day. Upload the renewed certificate from your dashboard: ${dashboardLink(config)}`,
  ].join('\n\n');
  return { to: listing.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.BusinessNotice };
}

/** To the contractor: the office rejected the certificate, with its reason. */
export function certificateRejectedEmail(config: ContractorMailConfig, listing: Listing, certificate: CertificateFacts, reason: string): OutgoingMail {
  const subject = 'Your certificate of insurance needs another look';
  const body = [
    `Hello ${listing.name},`,
    `Our office could not accept the certificate of insurance from ${certificate.insurer} (policy ${certificate.policyNumber}) you uploaded:`,
    reason,
    `Upload a corrected certificate from your dashboard: ${dashboardLink(config)}. Reply to this e-mail if you have a question.`,
  ].join('\n\n');
  return { to: listing.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.BusinessNotice };
}

/**
 * To the contractor, 30 and 7 days before the certificate's end date and on its last day (each
 * once: insurance-reminders.ts). `daysLeft` is from today in Missouri; below 0 the day-0 reminder
 * is late (the run did not happen that day) and says the insurance ended.
 */
export function insuranceReminderEmail(config: ContractorMailConfig, listing: Listing, certificate: CertificateFacts, daysLeft: number): OutgoingMail {
  const when =
    daysLeft > 1
      ? `ends on ${certificate.expiresOn}, in ${daysLeft} days`
      : daysLeft === 1
        ? `ends tomorrow, ${certificate.expiresOn}`
        : daysLeft === 0
          ? `ends today, ${certificate.expiresOn}`
          : `ended on ${certificate.expiresOn}`;
  const after =
    daysLeft >= 0
      ? `After that day your profile shows "${INSURANCE_ON_FILE_EXPIRED}" instead of "${INSURED}" until you upload the renewed certificate and our office approves it.`
      : `Your profile now shows "${INSURANCE_ON_FILE_EXPIRED}" instead of "${INSURED}" until you upload the renewed certificate and our office approves it.`;
  const subject =
    daysLeft >= 0
      ? `Your certificate of insurance ${daysLeft === 0 ? 'ends today' : `ends ${certificate.expiresOn}`}`
      : 'Your certificate of insurance has ended';
  const body = [
    `Hello ${listing.name},`,
    `The certificate of insurance we hold for you (${certificate.insurer}, policy ${certificate.policyNumber}) ${when}.`,
    after,
    `Upload it from your dashboard: ${dashboardLink(config)}`,
  ].join('\n\n');
  return { to: listing.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.BusinessNotice };
}
