import type { AppConfig } from '../../config/app-config';
import businessDefaults from '../../config/business-defaults.json';
import { composeEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';
import { SET_PASSWORD_LINK_HOURS } from '../../shared/referral-program';
import { resetLink } from '../auth/auth-emails';
import type { Affiliate } from './entities/affiliate.entity';
import { AffiliateStatus, ReferralReviewState } from './affiliates.enums';
import type { AffiliateLead } from './entities/affiliate-lead.entity';

export type AffiliateMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'bookingUrl' | 'businessEmail' | 'businessPhone'>;

export { SET_PASSWORD_LINK_HOURS };

/** The partner's referral link: any page of the site with `?ref=`; the front end keeps it for the visit. */
export function referralLink(config: Pick<AppConfig, 'publicBaseUrl'>, code: string): string {
  return `${config.publicBaseUrl}/?ref=${encodeURIComponent(code)}`;
}

const line = (label: string, value: string | number | null | undefined) =>
  `${label}: ${value === null || value === undefined || value === '' ? '(not given)' : value}`;

/**
 * The applicant's confirmation: what happens next. It goes to whatever address was typed, so it
 * repeats nothing typed but the first name (which validation keeps free of links).
 */
export function applicationConfirmation(config: AffiliateMailConfig, affiliate: Pick<Affiliate, 'firstName' | 'email'>): OutgoingMail {
  const subject = 'We received your partner application';
  const body = [
    `Hi ${affiliate.firstName},`,
    `Thank you for applying to the ${businessDefaults.businessName} referral partner programme.`,
    'What happens next: our office reviews every application by hand, usually within two business days. Once you are approved we e-mail you your referral code, your referral link and a link to set the password of your partner account, where you can follow your referrals.',
    `Questions in the meantime? Call us at ${config.businessPhone} or reply to this e-mail.`,
    `You receive this e-mail because this address was entered on the partner application form at ${config.publicBaseUrl}. If that was not you, you can ignore it.`,
  ].join('\n\n');
  return { to: affiliate.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

/**
 * Issue 25: a second application with an address that already applied gets the same answer as a
 * new one, so the form tells nobody who applied; the existing applicant is told here instead.
 * Nothing typed on the second form is repeated.
 */
const EXISTING_APPLICATION_LINES: Record<AffiliateStatus, string> = {
  [AffiliateStatus.Pending]:
    'Your application is still with our office: we review every application by hand and e-mail you as soon as it is decided. There is nothing more to send.',
  [AffiliateStatus.Active]:
    'You are already one of our referral partners. Sign in to your partner dashboard to find your referral link; if you have forgotten your password, use "Forgot password" on the sign-in page.',
  [AffiliateStatus.Suspended]: 'Your partner account is suspended at the moment. If you would like it reactivated, reply to this e-mail or call our office.',
  [AffiliateStatus.Rejected]:
    'We were not able to accept your earlier application. If something has changed, reply to this e-mail or call our office and we will take another look.',
};

export function applicationAlreadyReceived(config: AffiliateMailConfig, affiliate: Pick<Affiliate, 'firstName' | 'email' | 'status'>): OutgoingMail {
  const subject = 'Your partner application is already with us';
  const body = [
    `Hi ${affiliate.firstName},`,
    `Someone used this e-mail address to apply again to the ${businessDefaults.businessName} referral partner programme. We keep one application per address, so nothing new was recorded.`,
    EXISTING_APPLICATION_LINES[affiliate.status],
    `Questions? Call us at ${config.businessPhone} or reply to this e-mail. If you did not apply again, you can ignore this e-mail: your account is unchanged.`,
  ].join('\n\n');
  return { to: affiliate.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.VisitorConfirmation };
}

/** The office's notice of a new application: every field, to review on /affiliate-admin. */
export function applicationNotice(config: AffiliateMailConfig, affiliate: Affiliate): OutgoingMail {
  const text = [
    'A new referral partner application arrived. Review it in the back office (partners).',
    [
      line('Name', `${affiliate.firstName} ${affiliate.lastName}`),
      line('E-mail', affiliate.email),
      line('Phone', affiliate.phone),
      line('Business', affiliate.businessName),
      line('Address', `${affiliate.address}, ${affiliate.city}, ${affiliate.state} ${affiliate.zipCode}`),
      line('Website', affiliate.website),
      line('Referred by', affiliate.referredBy),
      line('Agreement accepted', affiliate.agreementSignedAt?.toISOString()),
    ].join('\n'),
    `Notes:\n${affiliate.notes ?? '(none)'}`,
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject: `Partner application from ${affiliate.firstName} ${affiliate.lastName}`,
    text: `${text}\n`,
    replyTo: affiliate.email,
    kind: MailKind.BusinessNotice,
  };
}

/** Approval: the code, the referral link, the lead form and the link to set the account's password (a secret). */
export function approvalEmail(config: AffiliateMailConfig, affiliate: Pick<Affiliate, 'firstName' | 'email'>, code: string, token: string): OutgoingMail {
  const subject = 'Welcome aboard: your referral partner account';
  const body = [
    `Hi ${affiliate.firstName},`,
    `Your application to the ${businessDefaults.businessName} referral partner programme is approved.`,
    `Your referral code: ${code}`,
    `Your referral link (share it anywhere; visitors who send us a form through it are credited to you): ${referralLink(config, code)}`,
    `To send us a customer yourself, use the partner lead form: ${config.publicBaseUrl}/affiliate-lead-form`,
    `Set the password of your partner account with this link (it works once, for ${SET_PASSWORD_LINK_HOURS} hours; after that ask for a new one with "Forgot password" on the sign-in page):`,
    resetLink(config, token),
    `Questions? Call us at ${config.businessPhone} or reply to this e-mail.`,
  ].join('\n\n');
  return {
    to: affiliate.email,
    subject,
    ...composeEmail(body, config, subject),
    replyTo: config.businessEmail,
    kind: MailKind.AccountMail,
    carriesSecret: true,
  };
}

/** Rejection, with the office's reason. */
export function rejectionEmail(config: AffiliateMailConfig, affiliate: Pick<Affiliate, 'firstName' | 'email'>, reason: string): OutgoingMail {
  const subject = 'Your partner application';
  const body = [
    `Hi ${affiliate.firstName},`,
    `Thank you for your interest in the ${businessDefaults.businessName} referral partner programme. After review we cannot approve your application at this time.`,
    `The reason our office gave:\n${reason}`,
    `If you have questions, call us at ${config.businessPhone} or reply to this e-mail.`,
  ].join('\n\n');
  return { to: affiliate.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail };
}

/** Suspension or reactivation: whether the code and link credit referrals now, and the office's reason when it gave one. */
export function partnerStatusEmail(
  config: AffiliateMailConfig,
  affiliate: Pick<Affiliate, 'firstName' | 'email'>,
  active: boolean,
  reason: string | null,
): OutgoingMail {
  const subject = active ? 'Your partner account is active again' : 'Your partner account is suspended';
  const body = [
    `Hi ${affiliate.firstName},`,
    active
      ? 'Your referral partner account is active again: your referral code and link credit new referrals from now on.'
      : 'Our office has suspended your referral partner account. While it is suspended, your referral code and link do not credit new referrals; what you earned before stays yours.',
    ...(reason ? [`A note from our office:\n${reason}`] : []),
    `Questions? Call us at ${config.businessPhone} or reply to this e-mail.`,
  ].join('\n\n');
  return { to: affiliate.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail };
}

/** The office's notice of a lead a partner sent through the form (the customer gets no e-mail). */
export function partnerLeadNotice(config: AffiliateMailConfig, affiliate: Affiliate, lead: AffiliateLead): OutgoingMail {
  const text = [
    `Partner ${affiliate.firstName} ${affiliate.lastName} (code ${affiliate.affiliateCode}) sent a customer. We promised to contact them within one business day.`,
    [
      line('Customer', `${lead.customerFirstName} ${lead.customerLastName}`),
      line('E-mail', lead.customerEmail),
      line('Phone', lead.customerPhone),
      line('Location', lead.location),
      line('Lead type', lead.leadType),
      line('Project type', lead.projectType),
      line('Budget', lead.estimatedBudget),
      line('Timeframe', lead.timeframe),
      line('Land', lead.landStatus),
      line('Flag', lead.flag ? `${lead.flag} (earns no commission until an admin clears it)` : null),
      line(
        'Fraud review',
        lead.reviewState === ReferralReviewState.UnderReview ? 'under review: our checks flagged it; see the Review queue on /affiliate-admin' : null,
      ),
    ].join('\n'),
    `Notes:\n${lead.notes ?? '(none)'}`,
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject: `Partner lead: ${lead.customerFirstName} ${lead.customerLastName} from ${affiliate.firstName} ${affiliate.lastName}`,
    text: `${text}\n`,
    replyTo: lead.customerEmail,
    kind: MailKind.BusinessNotice,
  };
}

/**
 * Issue 30: the office rejected a referral after its fraud review: no commission, and why, in the
 * admin's own words. What was found (the signals) is never sent.
 */
export function referralRejectedEmail(
  config: AffiliateMailConfig,
  affiliate: Pick<Affiliate, 'firstName' | 'email'>,
  lead: Pick<AffiliateLead, 'customerFirstName' | 'customerLastName'>,
  reason: string,
): OutgoingMail {
  const subject = `Your referral of ${lead.customerFirstName} ${lead.customerLastName} was not accepted`;
  const body = [
    `Hi ${affiliate.firstName},`,
    `Our office reviewed your referral of ${lead.customerFirstName} ${lead.customerLastName} and could not accept it, so it earns no commission. Your other referrals are not affected.`,
    `The reason our office gave:\n${reason}`,
    `If you think we got this wrong, reply to this e-mail or call us at ${config.businessPhone}; we are glad to take another look with you.`,
  ].join('\n\n');
  return { to: affiliate.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail };
}
