import type { AppConfig } from '../../config/app-config';
import { composeEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';
import { AffiliateLeadStatus } from '../affiliates/affiliates.enums';
import type { AffiliateLead } from '../affiliates/entities/affiliate-lead.entity';
import type { Affiliate } from '../affiliates/entities/affiliate.entity';
import { formatDollars } from '../deposits/deposit-terms';

export type CommissionMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'businessEmail' | 'businessPhone'>;

type Partner = Pick<Affiliate, 'email' | 'firstName'>;
type Referral = Pick<AffiliateLead, 'id' | 'customerFirstName' | 'customerLastName'>;

/** What the partner is told at each stage (issue 14: an e-mail at every stage change). */
const STAGE_LINES: Readonly<Record<Exclude<AffiliateLeadStatus, AffiliateLeadStatus.New>, string>> = {
  [AffiliateLeadStatus.Contacted]: 'We have contacted them.',
  [AffiliateLeadStatus.Qualified]: 'They are qualified: a real project we can build.',
  [AffiliateLeadStatus.Converted]: 'They signed with us. Thank you!',
  [AffiliateLeadStatus.Lost]: 'They will not be building with us.',
};

/**
 * The partner's e-mail when the office moves one of their referrals: the new stage, and the
 * commission it brings or reverses, in dollars.
 */
export function referralStageEmail(
  config: CommissionMailConfig,
  partner: Partner,
  referral: Referral,
  to: Exclude<AffiliateLeadStatus, AffiliateLeadStatus.New>,
  money: { commissionCents?: number; holdDays?: number; clawbackCents?: number; cancelledCents?: number; held?: boolean },
): OutgoingMail {
  const customer = `${referral.customerFirstName} ${referral.customerLastName}`;
  const subject = `Your referral ${customer} is now ${to}`;
  const lines = [`Hi ${partner.firstName},`, `An update on your referral ${customer} (referral #${referral.id}): ${STAGE_LINES[to]}`];
  if (money.commissionCents !== undefined) {
    lines.push(
      money.held
        ? `Its commission of ${formatDollars(money.commissionCents)} is on hold while our office reviews this referral; your dashboard shows it as under review until the review is done.`
        : `Your commission: ${formatDollars(money.commissionCents)}. It is pending for ${money.holdDays} days, then earned and paid with your next payout.`,
    );
  }
  if (money.cancelledCents) {
    lines.push(
      `The conversion was reversed before its commission of ${formatDollars(money.cancelledCents)} was earned, so that commission is cancelled. Your other commissions are not affected.`,
    );
  }
  if (money.clawbackCents) {
    lines.push(`The conversion was reversed, so its commission of ${formatDollars(money.clawbackCents)} is taken back (a clawback entry on your statement).`);
  }
  lines.push(
    `Your referrals and commissions, any time: ${config.publicBaseUrl}/affiliate-dashboard`,
    `Questions? Call us at ${config.businessPhone} or e-mail ${config.businessEmail}.`,
  );
  const body = lines.join('\n\n');
  return { to: partner.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail };
}

/** The partner's e-mail when a commission payment is paid. */
export function commissionPaidEmail(
  config: CommissionMailConfig,
  partner: Partner,
  payment: { id: number; amountCents: number; paymentMethod: string | null; paymentReference: string | null; entries: number },
): OutgoingMail {
  const subject = `We paid you ${formatDollars(payment.amountCents)} in referral commissions`;
  const body = [
    `Hi ${partner.firstName},`,
    `We paid you ${formatDollars(payment.amountCents)} for ${payment.entries} commission ${payment.entries === 1 ? 'entry' : 'entries'} (payment #${payment.id}).`,
    `Method: ${payment.paymentMethod ?? '(not given)'}\nReference: ${payment.paymentReference ?? '(none)'}`,
    `Thank you for your referrals. Your statement: ${config.publicBaseUrl}/affiliate-dashboard`,
  ].join('\n\n');
  return { to: partner.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail };
}
