import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { DOUBLE_SUBMIT_WINDOW_MINUTES } from '../../common/rate-limit';
import { InputValidationException } from '../../common/validation.pipe';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { CreateDiscoveryLeadDto } from './dto/create-discovery-lead.dto';
import { DiscoveryLeadResponseDto } from './dto/discovery-lead-response.dto';
import { SubmitQuizResponseDto } from './dto/submit-quiz-response.dto';
import { LeadTrackingDto, SubmitQuizDto } from './dto/submit-quiz.dto';
import { QuizAnswerRecord } from './entities/discovery-call-lead.entity';
import { LeadTracking, QuizSubmission } from './entities/quiz-submission.entity';
import { discoveryLeadNotice, discoveryWelcomeEmail, quizLeadNotice, quizResultsEmail } from './lead-emails';
import { checkQuizPath, quizStep } from './quiz-definition';

/** spec §8: the quiz success text the front end shows as it is. */
export const QUIZ_SUCCESS_MESSAGE = '✅ Success! Your quiz results package is being sent to your email now. Check your inbox!';
export const DISCOVERY_SUCCESS_MESSAGE = '✅ Success! Your resource hub is unlocked and a welcome email is on its way. We reply within 24 hours.';

/** What the upsert returns of the lead. */
interface LeadRow {
  id: number;
  accessToken: string;
  /** The row was created by this statement (not an update of an existing lead). */
  inserted: boolean;
}

interface LeadValues {
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  tracking: LeadTracking | null;
  quizAnswers: QuizAnswerRecord[] | null;
}

const UTM_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign', 'utmContent', 'utmTerm'] as const;

/** 32 random bytes, base64url: 43 characters, unguessable (the lead's public handle). */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function toSubmitQuizResponse(lead: LeadRow): SubmitQuizResponseDto {
  return { message: QUIZ_SUCCESS_MESSAGE, accessToken: lead.accessToken };
}

export function toDiscoveryLeadResponse(lead: LeadRow): DiscoveryLeadResponseDto {
  return { message: DISCOVERY_SUCCESS_MESSAGE, accessToken: lead.accessToken };
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
    private readonly config: AppConfig,
  ) {}

  /**
   * spec §7 submit-quiz. In one transaction (ARCHITECTURE: data that must never be lost): the
   * lead of this e-mail is created or updated, the submission is recorded, and the results
   * package and the business notice are queued in the mail outbox.
   */
  async submitQuiz(dto: SubmitQuizDto): Promise<SubmitQuizResponseDto> {
    const pathError = checkQuizPath(dto.answers);
    if (pathError) throw new InputValidationException([pathError]);
    // The server's wording of each question: what the visitor was shown, and no free text from the request.
    const answers: QuizAnswerRecord[] = dto.answers.map(({ step, answer }) => ({ step, question: quizStep(step).question, answer }));
    const contact = { ...dto.contact, email: normaliseEmail(dto.contact.email), phone: dto.contact.phone ?? null, message: dto.contact.message ?? null };
    const tracking = compactTracking(dto.tracking);

    return this.dataSource.transaction(async (manager) => {
      const lead = await this.upsertLead(manager, {
        email: contact.email,
        firstName: contact.firstName,
        lastName: contact.lastName,
        phone: contact.phone,
        tracking,
        quizAnswers: answers,
      });
      // The upsert holds the lead's row lock until commit, so concurrent submissions for one
      // e-mail pass this check one at a time and a double click finds the first one.
      if (!lead.inserted && (await this.isRepeat(manager, lead.id, answers))) return toSubmitQuizResponse(lead);

      await manager.insert(QuizSubmission, { leadId: lead.id, answers, tracking });
      await this.mail.enqueue(manager, quizResultsEmail(this.config, contact, answers));
      await this.mail.enqueue(manager, quizLeadNotice(this.config, contact, answers, tracking, !lead.inserted));
      return toSubmitQuizResponse(lead);
    });
  }

  /** spec §5 discovery lead form: the same one-lead-per-e-mail row, its answers untouched, plus a welcome e-mail. */
  async createDiscoveryLead(dto: CreateDiscoveryLeadDto): Promise<DiscoveryLeadResponseDto> {
    const contact = { firstName: dto.firstName, email: normaliseEmail(dto.email), phone: dto.phone ?? null };
    const tracking = compactTracking(Object.fromEntries(UTM_FIELDS.map((field) => [field, dto[field]])));

    return this.dataSource.transaction(async (manager) => {
      const lead = await this.upsertLead(manager, { ...contact, lastName: null, tracking, quizAnswers: null });
      await this.mail.enqueue(manager, discoveryWelcomeEmail(this.config, contact));
      await this.mail.enqueue(manager, discoveryLeadNotice(this.config, contact, tracking, !lead.inserted));
      return toDiscoveryLeadResponse(lead);
    });
  }

  /**
   * One lead per e-mail, race-free: INSERT … ON CONFLICT ("email") DO UPDATE. A returning visitor
   * keeps their id, access token and status; names are replaced; a phone, last name or answers
   * left out keep the stored ones; the campaign fields are replaced as a set when any is given.
   */
  private async upsertLead(manager: EntityManager, values: LeadValues): Promise<LeadRow> {
    const utm = UTM_FIELDS.map((field) => values.tracking?.[field] ?? null);
    const hasUtm = utm.some((value) => value !== null);
    const keepUtm = UTM_FIELDS.map(
      (field) => `"${field}" = CASE WHEN $12::boolean THEN EXCLUDED."${field}" ELSE discovery_call_leads."${field}" END`,
    ).join(',\n        ');
    const rows = (await manager.query(
      `INSERT INTO discovery_call_leads
         ("email", "firstName", "lastName", "phone", "accessToken", "quizAnswers", "utmSource", "utmMedium", "utmCampaign", "utmContent", "utmTerm")
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11)
       ON CONFLICT ("email") DO UPDATE SET
         "firstName" = EXCLUDED."firstName",
         "lastName" = COALESCE(EXCLUDED."lastName", discovery_call_leads."lastName"),
         "phone" = COALESCE(EXCLUDED."phone", discovery_call_leads."phone"),
         "quizAnswers" = COALESCE(EXCLUDED."quizAnswers", discovery_call_leads."quizAnswers"),
         ${keepUtm},
         "updatedAt" = now()
       RETURNING "id", "accessToken", (xmax = 0) AS "inserted"`,
      [
        values.email,
        values.firstName,
        values.lastName,
        values.phone,
        newAccessToken(),
        values.quizAnswers ? JSON.stringify(values.quizAnswers) : null,
        ...utm,
        hasUtm,
      ],
    )) as LeadRow[];
    return rows[0];
  }

  /** The same answers were accepted for this lead moments ago (a double click or a resend). */
  private async isRepeat(manager: EntityManager, leadId: number, answers: QuizAnswerRecord[]): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM quiz_submissions
       WHERE "leadId" = $1 AND "answers" = $2::jsonb AND "createdAt" > now() - make_interval(mins => $3)
       LIMIT 1`,
      [leadId, JSON.stringify(answers), DOUBLE_SUBMIT_WINDOW_MINUTES],
    )) as unknown[];
    return rows.length > 0;
  }
}

/** Stored trimmed and lower-cased, as the entity's emailTransformer does (raw SQL bypasses it). */
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
