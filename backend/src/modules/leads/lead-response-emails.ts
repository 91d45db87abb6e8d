import type { AppConfig } from '../../config/app-config';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';

/** A lead still waiting for its first response, as the notices name it. */
export interface WaitingLead {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string;
  phone: string | null;
  createdAt: Date;
  owner: { firstName: string; lastName: string; email: string } | null;
}

type ResponseMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'businessEmail' | 'leadEscalationEmail'>;

const leadName = (lead: WaitingLead) => `${lead.firstName} ${lead.lastName ?? ''}`.trim();
const ownerName = (lead: WaitingLead) => (lead.owner ? `${lead.owner.firstName} ${lead.owner.lastName}`.trim() : 'nobody (the owner account was deleted)');
const leadPage = (config: ResponseMailConfig, lead: WaitingLead) => `${config.publicBaseUrl}/admin/leads/${lead.id}`;
const reachLines = (lead: WaitingLead) => [`E-mail: ${lead.email}`, lead.phone ? `Phone: ${lead.phone}` : 'Phone: not given'].join('\n');

/** To the owner, past LEAD_RESPONSE_MINUTES business minutes with no contact logged. */
export function responseNoticeEmail(config: ResponseMailConfig, lead: WaitingLead, waitedMinutes: number, limitMinutes: number): OutgoingMail {
  const name = leadName(lead);
  const text = [
    `Hi ${lead.owner?.firstName ?? 'there'},`,
    `${name} is your lead and has waited ${waitedMinutes} business minutes with no call, text, e-mail or meeting logged (the office aims for ${limitMinutes}). A web lead answered in the first minutes is far more likely to become a customer; call now if you can.`,
    reachLines(lead),
    `Open the lead, then log the call or write from the lead page so the clock stops: ${leadPage(config, lead)}`,
  ].join('\n\n');
  return {
    to: lead.owner?.email ?? config.businessEmail,
    subject: `Waiting for you: ${name} (${waitedMinutes} business minutes)`,
    text: `${text}\n`,
    kind: MailKind.BusinessNotice,
  };
}

/** To the manager, once, past LEAD_ESCALATION_MINUTES business minutes with no contact logged. */
export function responseEscalationEmail(config: ResponseMailConfig, lead: WaitingLead, waitedMinutes: number): OutgoingMail {
  const name = leadName(lead);
  const text = [
    `${name} has waited ${waitedMinutes} business minutes for a first response. Owner: ${ownerName(lead)}. The owner was told earlier; nothing has been logged since.`,
    reachLines(lead),
    `Call them yourself, or reassign the lead from its page: ${leadPage(config, lead)}`,
    'You get this e-mail once per lead.',
  ].join('\n\n');
  return {
    to: config.leadEscalationEmail,
    subject: `Escalation: ${name} has waited ${waitedMinutes} business minutes`,
    text: `${text}\n`,
    kind: MailKind.BusinessNotice,
  };
}
