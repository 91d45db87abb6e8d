import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { DOUBLE_SUBMIT_WINDOW_MINUTES } from '../../common/rate-limit';
import { InputValidationException } from '../../common/validation.pipe';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { SubmitterConfirmations } from '../../mail/submitter-confirmations';
import { AffiliateLeads } from '../affiliates/affiliate-leads';
import { LeadRouting } from '../sales-team/lead-routing';
import { countyOfPlace } from '../geo/geo';
import { type RequestOrigin } from '../../common/client-network';
import { CreateDiscoveryLeadDto } from './dto/create-discovery-lead.dto';
import { DiscoveryLeadResponseDto } from './dto/discovery-lead-response.dto';
import { SubmitQuizResponseDto } from './dto/submit-quiz-response.dto';
import { LeadTrackingDto, SubmitQuizDto } from './dto/submit-quiz.dto';
import { LeadReferenceDto } from './dto/lead-reference.dto';
import { DiscoveryCallLead } from './entities/discovery-call-lead.entity';
import type { QuizAnswerRecord } from './quiz-answer-record';
import { LeadAccessToken } from './entities/lead-access-token.entity';
import { LeadSubmission, LeadTracking } from './entities/lead-submission.entity';
import { LeadEventType, LeadSubmissionKind } from './leads.enums';
import { LeadEvent } from './entities/lead-event.entity';
import { recordLeadTouch } from './lead-touches';
import { discoveryLeadNotice, discoveryWelcomeEmail, quizLeadNotice, quizResultsEmail } from './lead-emails';
import { checkQuizPath, quizStep } from './quiz-definition';
import { InboundThreadKind } from '../inbound-mail/inbound-mail.enums';
import { ReplyAddresses } from '../inbound-mail/reply-addresses';
import { findLeadOfAddress, lockMailbox } from './lead-identity';
import { personKeys } from './person-keys';
import { LeadScores } from './lead-scores';

/** spec §8: the quiz success text the front end shows as it is. */
export const QUIZ_SUCCESS_MESSAGE = '✅ Success! Your quiz results package is being sent to your email now. Check your inbox!';
export const DISCOVERY_SUCCESS_MESSAGE = '✅ Success! Your resource hub is unlocked and a welcome email is on its way. We reply within 24 hours.';

/** What the insert-or-lock statement returns of the lead. */
interface LeadRow {
  id: number;
  /** The lead's first token (issued with the statement that created it; only read for a new lead). */
  accessToken: string;
  /** The row was created by this statement (not an existing lead). */
  inserted: boolean;
}

/** One submission of a lead form, as stored in the lead's history (and, for a new lead, on the lead). */
interface SubmissionValues {
  kind: LeadSubmissionKind;
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  tracking: LeadTracking | null;
  answers: QuizAnswerRecord[] | null;
  /** Where the lead will build, when the form told us (a partner's referral): lead routing's territory. */
  county?: string | null;
}

/** A lead's first and last name hold this many characters each (discovery_call_leads). */
export const LEAD_NAME_MAX_LENGTH = 100;

/** A person another module hands to the lead desk (a partner's referral, a contact-form sender). */
export interface OfficeLeadValues {
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
}

/** What a submission comes to: the lead, the token this answer hands out, and whether it was a repeat. */
interface SubmissionOutcome {
  lead: LeadRow;
  accessToken: string;
  repeat: boolean;
  /** Where the lead will build, when the form told us: routing's territory. */
  county: string | null;
}

const UTM_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign', 'utmContent', 'utmTerm'] as const;

/** 32 random bytes, base64url: 43 characters, unguessable (a public handle to the lead). */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function toSubmitQuizResponse(accessToken: string): SubmitQuizResponseDto {
  return { message: QUIZ_SUCCESS_MESSAGE, accessToken };
}

export function toDiscoveryLeadResponse(accessToken: string): DiscoveryLeadResponseDto {
  return { message: DISCOVERY_SUCCESS_MESSAGE, accessToken };
}

/** The tracking fields that hold a value, or null when none does. */
function compactTracking(tracking: Partial<LeadTrackingDto> | null | undefined): LeadTracking | null {
  const entries = Object.entries(tracking ?? {}).filter(([, value]) => typeof value === 'string' && value !== '');
  return entries.length ? (Object.fromEntries(entries) as LeadTracking) : null;
}

@Injectable()
export class LeadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly confirmations: SubmitterConfirmations,
    private readonly config: AppConfig,
    private readonly affiliateLeads: AffiliateLeads,
    private readonly routing: LeadRouting,
    private readonly replyAddresses: ReplyAddresses,
    private readonly scores: LeadScores,
  ) {}

  /**
   * spec §7 submit-quiz. In one transaction (ARCHITECTURE: data that must never be lost): the
   * lead of this e-mail is created (or found), the submission is recorded in its history, and the
   * results package (within the per-address confirmation limit) and the business notice are queued.
   * A `tracking.ref` of an active partner makes the visitor that partner's lead (first touch wins).
   */
  /** The lead with this e-mail, if any (a quote request's page links to it): the answer to "is this e-mail already a site lead?". */
  async findLeadByEmail(email: string): Promise<LeadReferenceDto | null> {
    const id = await findLeadOfAddress(this.dataSource.manager, email);
    const lead = id === null ? null : await this.dataSource.getRepository(DiscoveryCallLead).findOneBy({ id });
    return lead && { id: lead.id, firstName: lead.firstName, lastName: lead.lastName, status: lead.status };
  }

  async submitQuiz(dto: SubmitQuizDto, origin?: RequestOrigin): Promise<SubmitQuizResponseDto> {
    const pathError = checkQuizPath(dto.answers);
    if (pathError) throw new InputValidationException([pathError]);
    // The server's wording of each question: what the visitor was shown, and no free text from the request.
    const answers: QuizAnswerRecord[] = dto.answers.map(({ step, answer }) => ({ step, question: quizStep(step).question, answer }));
    const contact = { ...dto.contact, email: normaliseEmail(dto.contact.email), phone: dto.contact.phone ?? null, message: dto.contact.message ?? null };
    const tracking = compactTracking(dto.tracking);

    return this.dataSource.transaction(async (manager) => {
      const outcome = await this.recordSubmission(manager, {
        kind: LeadSubmissionKind.Quiz,
        email: contact.email,
        firstName: contact.firstName,
        lastName: contact.lastName,
        phone: contact.phone,
        tracking,
        answers,
      });
      const { lead, accessToken, repeat } = outcome;
      if (!repeat) {
        const replyTo = await this.replyAddresses.replyTo(manager, InboundThreadKind.Lead, lead.id, contact.email);
        await this.confirmations.enqueue(manager, quizResultsEmail(this.config, contact, answers, replyTo));
        await this.mail.enqueue(manager, quizLeadNotice(this.config, contact, answers, tracking, !lead.inserted));
        await this.affiliateLeads.attributeReferral(manager, tracking?.ref, { ...contact, ...tracking }, origin);
      }
      await this.assignOwnerOfNewLead(manager, outcome);
      return toSubmitQuizResponse(accessToken);
    });
  }

  /** spec §5 discovery lead form: the same one-lead-per-e-mail row and history, and a welcome e-mail. */
  async createDiscoveryLead(dto: CreateDiscoveryLeadDto, origin?: RequestOrigin): Promise<DiscoveryLeadResponseDto> {
    const contact = { firstName: dto.firstName, email: normaliseEmail(dto.email), phone: dto.phone ?? null };
    const tracking = compactTracking({
      ...Object.fromEntries(UTM_FIELDS.map((field) => [field, dto[field]])),
      referrerHost: dto.referrerHost,
      landingPage: dto.landingPage,
      ref: dto.ref,
    });

    return this.dataSource.transaction(async (manager) => {
      const outcome = await this.recordSubmission(manager, {
        kind: LeadSubmissionKind.Discovery,
        ...contact,
        lastName: null,
        tracking,
        answers: null,
      });
      const { lead, accessToken, repeat } = outcome;
      if (!repeat) {
        const replyTo = await this.replyAddresses.replyTo(manager, InboundThreadKind.Lead, lead.id, contact.email);
        await this.confirmations.enqueue(manager, discoveryWelcomeEmail(this.config, contact, replyTo));
        await this.mail.enqueue(manager, discoveryLeadNotice(this.config, contact, tracking, !lead.inserted));
        await this.affiliateLeads.attributeReferral(manager, dto.ref, { ...contact, lastName: null, ...tracking }, origin);
      }
      await this.assignOwnerOfNewLead(manager, outcome);
      return toDiscoveryLeadResponse(accessToken);
    });
  }

  /**
   * A partner's referral through the partner form, in the partner's transaction (affiliates asks
   * through ReferralIntake): the customer becomes (or already is) a lead of the office's desk, with
   * an owner at once. The customer gets no e-mail; the submission names the partner's code.
   */
  async acceptPartnerReferral(manager: EntityManager, referral: OfficeLeadValues & { ref: string; location: string | null }): Promise<void> {
    const outcome = await this.recordSubmission(manager, {
      kind: LeadSubmissionKind.Partner,
      county: countyOfPlace(referral.location),
      email: normaliseEmail(referral.email),
      firstName: referral.firstName,
      lastName: referral.lastName,
      phone: referral.phone,
      tracking: { ref: referral.ref },
      answers: null,
    });
    await this.assignOwnerOfNewLead(manager, outcome);
  }

  /**
   * A contact-form message about a home (CONTACT_SUBJECTS_THAT_BECOME_LEADS), in the form's
   * transaction: the sender becomes (or already is) a lead with an owner. The contact module sends
   * its own e-mails; this sends none.
   */
  async acceptContactLead(manager: EntityManager, contact: OfficeLeadValues & { tracking: LeadTracking | null }): Promise<void> {
    const outcome = await this.recordSubmission(manager, {
      kind: LeadSubmissionKind.Contact,
      email: normaliseEmail(contact.email),
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone,
      tracking: compactTracking(contact.tracking),
      answers: null,
    });
    await this.assignOwnerOfNewLead(manager, outcome);
  }

  /**
   * Creates the lead of this e-mail or locks the existing one, adds the submission to its history
   * unless it repeats one accepted moments ago, and issues the token this answer hands out.
   *
   * The token is always a fresh one (a new lead's first token, or a new token of the lead), never
   * one issued before: anyone can type anyone's e-mail, and an attacker who replays a victim's
   * exact submission within the double-submit window must not receive the victim's token. A
   * repeat therefore stores and mails nothing but still gets a token of its own, which the visitor
   * needs to open the hub and which, like every issued token, stays recorded against the lead.
   */
  private async recordSubmission(manager: EntityManager, values: SubmissionValues): Promise<SubmissionOutcome> {
    const lead = await this.insertOrLockLead(manager, values);
    // The lead's row lock is held until commit, so concurrent submissions for one e-mail pass this
    // check one at a time and a double click finds the first one.
    const repeat = !lead.inserted && (await this.isRepeat(manager, lead.id, values));
    if (!repeat) {
      await manager.insert(LeadSubmission, {
        leadId: lead.id,
        email: values.email,
        kind: values.kind,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone,
        answers: values.answers,
        tracking: values.tracking,
      });
      await recordLeadTouch(manager, lead.id, values.tracking);
      // A lead first seen through the discovery form gets the answers of its first quiz; later ones go to the history only.
      if (!lead.inserted && values.answers) {
        await manager.query(`UPDATE discovery_call_leads SET "quizAnswers" = COALESCE("quizAnswers", $2::jsonb), "updatedAt" = now() WHERE "id" = $1`, [
          lead.id,
          JSON.stringify(values.answers),
        ]);
      }
      await this.scores.refresh(manager, lead.id);
    }
    const accessToken = lead.inserted ? lead.accessToken : newAccessToken();
    await manager.insert(LeadAccessToken, { leadId: lead.id, token: accessToken });
    return { lead, accessToken, repeat, county: values.county ?? null };
  }

  /**
   * A new lead's owner, in its own transaction (issue 27: no lead is ever unowned): sales-team's
   * routing rules choose; the timeline records who and why. The site's own forms do not ask where
   * the buyer will build; a partner's referral does (its county from countyOfPlace). Routing takes
   * one turn at a time across every instance (a transaction-scoped lock held until commit), so each
   * form calls this last, after its e-mails and attribution: the lock is held for as short as can be.
   */
  private async assignOwnerOfNewLead(manager: EntityManager, { lead, county }: SubmissionOutcome): Promise<void> {
    if (!lead.inserted) return;
    const leadId = lead.id;
    const decision = await this.routing.assign(manager, { county });
    if (!decision) return;
    await manager.update(DiscoveryCallLead, { id: leadId }, { ownerId: decision.ownerId });
    await manager.insert(LeadEvent, { leadId, type: LeadEventType.OwnerAssigned, toOwnerId: decision.ownerId, note: decision.reason, authorId: null });
  }

  /**
   * One lead per person, race-free: submissions to one mailbox take turns (lockMailbox), the
   * address's lead is found (its exact address, a variant of its mailbox, or the lead a merged one
   * went to) and locked, or a new lead is inserted with this submission's values and person keys.
   * An existing lead keeps its first name, phone and campaign fields.
   */
  private async insertOrLockLead(manager: EntityManager, values: SubmissionValues): Promise<LeadRow> {
    await lockMailbox(manager, values.email);
    const known = await findLeadOfAddress(manager, values.email, { forUpdate: true });
    if (known !== null) return { id: known, accessToken: '', inserted: false };
    const keys = personKeys(values);
    const rows = (await manager.query(
      `INSERT INTO discovery_call_leads
         ("email", "firstName", "lastName", "phone", "accessToken", "quizAnswers", "utmSource", "utmMedium", "utmCampaign", "utmContent", "utmTerm",
          "emailKey", "phoneKey", "firstNameKey", "lastNameKey")
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       RETURNING "id", "accessToken", true AS "inserted"`,
      [
        values.email,
        values.firstName,
        values.lastName,
        values.phone,
        newAccessToken(),
        values.answers ? JSON.stringify(values.answers) : null,
        ...UTM_FIELDS.map((field) => values.tracking?.[field] ?? null),
        keys.emailKey,
        keys.phoneKey,
        keys.firstNameKey,
        keys.lastNameKey,
      ],
    )) as LeadRow[];
    return rows[0];
  }

  /** The same submission (form, name, phone, answers, tracking) was accepted for this lead moments ago: a double click or a resend. */
  private async isRepeat(manager: EntityManager, leadId: number, values: SubmissionValues): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM lead_submissions
       WHERE "leadId" = $1 AND "kind" = $2 AND "firstName" = $3 AND "lastName" IS NOT DISTINCT FROM $4
         AND "phone" IS NOT DISTINCT FROM $5 AND "answers" IS NOT DISTINCT FROM $6::jsonb AND "tracking" IS NOT DISTINCT FROM $7::jsonb
         AND "createdAt" > now() - make_interval(mins => $8)
       LIMIT 1`,
      [
        leadId,
        values.kind,
        values.firstName,
        values.lastName,
        values.phone,
        values.answers ? JSON.stringify(values.answers) : null,
        values.tracking ? JSON.stringify(values.tracking) : null,
        DOUBLE_SUBMIT_WINDOW_MINUTES,
      ],
    )) as unknown[];
    return rows.length > 0;
  }
}

/** Stored trimmed and lower-cased, as the entity's emailTransformer does (raw SQL bypasses it). */
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
