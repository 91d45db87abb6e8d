import type { AppConfig } from '../../config/app-config';
import { composeEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import type { OutgoingMail } from '../../mail/mail.service';
import type { QuizAnswerRecord } from './quiz-answer-record';
import type { LeadTracking } from './entities/lead-submission.entity';
import { NextAction, QUIZ_TOTAL_QUESTIONS, quizOption, quizStep } from './quiz-definition';
import { QuizStep } from './quiz.enums';

/** What the e-mails need of the configuration: links and the business's contact details. */
export type LeadMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'bookingUrl' | 'businessEmail' | 'businessPhone'>;

export interface LeadContact {
  firstName: string;
  lastName?: string | null;
  email: string;
  phone?: string | null;
  message?: string | null;
}

/** The hub and its resource library (spec §2 /unlock), linked from every visitor e-mail. */
const RESOURCES: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'SIP technology explained (Vol. I)', path: '/sip-info' },
  { label: 'Our building process, step by step (Vol. II)', path: '/building-process' },
  { label: 'Barndominium cost calculator', path: '/barndominium-calculator' },
  { label: 'Financing a barndominium (Vol. V)', path: '/barndominium-financing' },
  { label: 'Building permits in Missouri (Vol. VI)', path: '/building-permits' },
  { label: 'Barndominium and home plans', path: '/designs' },
];

const link = (config: LeadMailConfig, path: string) => `${config.publicBaseUrl}${path}`;

function resourceHub(config: LeadMailConfig): string {
  const list = RESOURCES.map((resource) => `- ${resource.label}: ${link(config, resource.path)}`).join('\n');
  return `YOUR RESOURCE HUB\n\nEverything in our resource library is unlocked for you at ${link(config, '/unlock')}\n\n${list}`;
}

function bookingAndReply(config: LeadMailConfig): string {
  return [
    'BOOK YOUR 12-MINUTE DISCOVERY CALL',
    `Pick a time that suits you: ${config.bookingUrl}`,
    'In 12 minutes we go over your land, budget and timeline, and you get straight answers about building with SIP panels in Missouri.',
    'Questions before then? Just reply to this e-mail: we answer every message within 24 hours.',
  ].join('\n\n');
}

/** The answer's label as the visitor saw it (the stored value when the definition no longer has it). */
function answerLabel(answer: QuizAnswerRecord): string {
  return quizOption(answer.step as QuizStep, answer.answer)?.label ?? answer.answer;
}

/** The next actions that fit these answers, in quiz order, each once. */
export function nextActions(answers: readonly QuizAnswerRecord[]): NextAction[] {
  const seen = new Set<string>();
  return answers
    .flatMap((answer) => quizOption(answer.step as QuizStep, answer.answer)?.actions ?? [])
    .filter((action) => {
      const key = `${action.text}|${action.path ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The visitor's results package: their situation, an insight per answer, next steps, the hub, the call.
 * `replyTo`: the lead's reply address (modules/inbound-mail), or the business's when inbound mail is off.
 */
export function quizResultsEmail(
  config: LeadMailConfig,
  contact: LeadContact,
  answers: readonly QuizAnswerRecord[],
  replyTo: string = config.businessEmail,
): OutgoingMail {
  const situation = answers.map((answer, i) => {
    const option = quizOption(answer.step as QuizStep, answer.answer);
    const lines = [`${i + 1}. ${quizStep(answer.step as QuizStep).question}`, `Your answer: ${answerLabel(answer)}`];
    if (option) lines.push(`Insight: ${option.insight}`);
    return lines.join('\n');
  });
  const actions = nextActions(answers).map((action, i) => `${i + 1}. ${action.text}${action.path ? `\n${link(config, action.path)}` : ''}`);
  const subject = `Your barndominium building roadmap, ${contact.firstName}`;
  const body = [
    `Hi ${contact.firstName},`,
    'Thank you for taking our barndominium readiness quiz. Here is your personal building roadmap, built from your answers: where you stand today, what each answer means for your project, and the next steps that fit. Keep it handy; we will use it on your discovery call.',
    'YOUR SITUATION, STEP BY STEP',
    ...situation,
    'YOUR NEXT STEPS',
    ...(actions.length ? actions : ['1. Book your discovery call below: we will map out the next steps together.']),
    resourceHub(config),
    bookingAndReply(config),
  ].join('\n\n');
  return { to: contact.email, subject, ...composeEmail(body, config, subject), replyTo, kind: MailKind.VisitorConfirmation };
}

/** The /facebook-lead welcome: the hub, the call, the 24-hour promise (`replyTo` as for quizResultsEmail). */
export function discoveryWelcomeEmail(config: LeadMailConfig, contact: LeadContact, replyTo: string = config.businessEmail): OutgoingMail {
  const subject = `Welcome, ${contact.firstName}: your barndominium resources are unlocked`;
  const body = [
    `Hi ${contact.firstName},`,
    'Thanks for reaching out about building a barndominium or SIP home in Missouri. Here is where to start.',
    resourceHub(config),
    `Not sure where you stand yet? Our readiness quiz builds a personal roadmap from ${QUIZ_TOTAL_QUESTIONS} quick questions: ${link(config, '/quiz')}`,
    bookingAndReply(config),
  ].join('\n\n');
  return { to: contact.email, subject, ...composeEmail(body, config, subject), replyTo, kind: MailKind.VisitorConfirmation };
}

function contactLines(contact: LeadContact): string {
  return [
    `Name: ${[contact.firstName, contact.lastName].filter(Boolean).join(' ')}`,
    `E-mail: ${contact.email}`,
    `Phone: ${contact.phone ?? '(not given)'}`,
    ...(contact.message ? [`Message:\n${contact.message}`] : []),
  ].join('\n');
}

function trackingLine(tracking: LeadTracking | null): string {
  const entries = Object.entries(tracking ?? {}).filter(([, value]) => value);
  return `Tracking: ${entries.length ? entries.map(([key, value]) => `${key}=${value}`).join(', ') : '(none)'}`;
}

/** The business's notice of a quiz lead; reply goes straight to the visitor. */
export function quizLeadNotice(
  config: LeadMailConfig,
  contact: LeadContact,
  answers: readonly QuizAnswerRecord[],
  tracking: LeadTracking | null,
  returning: boolean,
): OutgoingMail {
  const name = `${contact.firstName} ${contact.lastName ?? ''}`.trim();
  const answerLines = answers.map((answer, i) => `${i + 1}. ${answer.step}: ${answerLabel(answer)} (${answer.answer})`);
  const text = [
    returning
      ? 'Someone took the readiness quiz again with the e-mail of an existing lead. The lead keeps its first name, phone, campaign and answers; this submission (below) is added to its history. Check that it is really them before you change anything.'
      : 'A new lead took the readiness quiz.',
    contactLines(contact),
    trackingLine(tracking),
    `Answers:\n${answerLines.join('\n')}`,
    'Their results package is on its way to them (unless their address already had 3 confirmations today). Reply to this e-mail to write to them directly; the site promises a reply within 24 hours.',
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject: `${returning ? 'Returning' : 'New'} quiz lead: ${name}`,
    text: `${text}\n`,
    replyTo: contact.email,
    kind: MailKind.BusinessNotice,
  };
}

/** The business's notice of a discovery-form lead. */
export function discoveryLeadNotice(config: LeadMailConfig, contact: LeadContact, tracking: LeadTracking | null, returning: boolean): OutgoingMail {
  const text = [
    returning
      ? 'Someone sent the discovery form with the e-mail of an existing lead. The lead keeps its first name, phone and campaign; this submission (below) is added to its history.'
      : 'A new lead sent the discovery form.',
    contactLines(contact),
    trackingLine(tracking),
    'They were sent a welcome e-mail with the hub and booking links (unless their address already had 3 confirmations today). Reply to this e-mail to write to them directly; the site promises a reply within 24 hours.',
  ].join('\n\n');
  return {
    to: config.businessEmail,
    subject: `${returning ? 'Returning' : 'New'} discovery lead: ${contact.firstName}`,
    text: `${text}\n`,
    replyTo: contact.email,
    kind: MailKind.BusinessNotice,
  };
}
