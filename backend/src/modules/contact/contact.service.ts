import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DOUBLE_SUBMIT_WINDOW_MINUTES } from '../../common/rate-limit';
import { InputValidationException } from '../../common/validation.pipe';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { SubmitterConfirmations } from '../../mail/submitter-confirmations';
import { AffiliateLeads } from '../affiliates/affiliate-leads';
import { type RequestOrigin } from '../../common/client-network';
import { DesignsService } from '../designs/designs.service';
import { contactConfirmation, contactNotice, type ContactMessageValues } from './contact-emails';
import { CONTACT_SUBJECTS_THAT_BECOME_LEADS, CUSTOM_MODEL, ContactSubject } from './contact.enums';
import { LEAD_NAME_MAX_LENGTH, LeadsService } from '../leads/leads.service';
import { ContactResponseDto } from './dto/contact-response.dto';
import { SubmitContactDto } from './dto/submit-contact.dto';
import { ContactMessage } from './entities/contact-message.entity';

/** What the visitor is told once the message is stored (spec §9: replies within 24 hours). */
export const CONTACT_SUCCESS_MESSAGE = "Thanks for your message! We'll reply within 24 hours.";

export function toContactResponse(): ContactResponseDto {
  return { message: CONTACT_SUCCESS_MESSAGE };
}

@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly confirmations: SubmitterConfirmations,
    private readonly config: AppConfig,
    private readonly designs: DesignsService,
    private readonly affiliateLeads: AffiliateLeads,
    private readonly leads: LeadsService,
  ) {}

  /**
   * spec §7 POST /api/contact. In one transaction (ARCHITECTURE: data that must never be lost):
   * the message is stored and the business's notice and the visitor's confirmation (within the
   * per-address limit of confirmations) are queued.
   * An identical message from the same e-mail within the quiz's double-submit window (10 minutes)
   * stores and sends nothing more. A `tracking.ref` of an active partner makes the sender that
   * partner's lead (first touch wins).
   */
  async submitContact(dto: SubmitContactDto, origin?: RequestOrigin): Promise<ContactResponseDto> {
    const values: ContactMessageValues = {
      name: dto.name,
      email: dto.email.trim().toLowerCase(),
      phone: dto.phone ?? null,
      model: dto.model == null ? null : await this.modelName(dto.model),
      subject: dto.subject,
      message: dto.message,
    };

    return this.dataSource.transaction(async (manager) => {
      // One sender's messages are written one at a time, so a double click finds the first one.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contact:${values.email}`]);
      if (await this.isRepeat(manager, values)) return toContactResponse();

      await manager.insert(ContactMessage, values);
      await this.mail.enqueue(manager, contactNotice(this.config, values));
      await this.confirmations.enqueue(manager, contactConfirmation(this.config, values));
      const [firstName, ...rest] = values.name.split(/\s+/);
      // A message about a home puts its sender on the lead desk, with an owner (issue 27).
      if (CONTACT_SUBJECTS_THAT_BECOME_LEADS.includes(values.subject as ContactSubject)) {
        await this.putOnLeadDesk(manager, {
          email: values.email,
          // A lead's names hold 100 characters each; the contact form's name may be longer.
          firstName: firstName.slice(0, LEAD_NAME_MAX_LENGTH),
          lastName: rest.join(' ').slice(0, LEAD_NAME_MAX_LENGTH) || null,
          phone: values.phone,
          tracking: dto.tracking ?? null,
        });
      }
      await this.affiliateLeads.attributeReferral(
        manager,
        dto.tracking?.ref,
        { email: values.email, firstName, lastName: rest.join(' ') || null, phone: values.phone, ...dto.tracking },
        origin,
      );
      return toContactResponse();
    });
  }

  /** The sender becomes a lead of the desk (LeadsService), in a savepoint: nothing there may lose the message, which is stored and mailed. */
  private async putOnLeadDesk(manager: EntityManager, sender: Parameters<LeadsService['acceptContactLead']>[1]): Promise<void> {
    await manager.query('SAVEPOINT contact_lead');
    try {
      await this.leads.acceptContactLead(manager, sender);
      await manager.query('RELEASE SAVEPOINT contact_lead');
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT contact_lead');
      this.logger.error(`A contact message was stored but its sender was not put on the lead desk: ${(error as Error).message}`);
    }
  }

  /**
   * spec §5: the model is "Custom" or the name of an active plan, matched without regard to case
   * and stored as the catalogue spells it. Anything else is a 400 on the field.
   */
  private async modelName(model: string): Promise<string> {
    const wanted = model.toLowerCase();
    if (wanted === CUSTOM_MODEL.toLowerCase()) return CUSTOM_MODEL;
    const match = (await this.designs.activeDesignNames()).find((name) => name.toLowerCase() === wanted);
    if (match) return match;
    throw new InputValidationException([
      { field: 'model', message: `"${model}" is not one of our plans. Choose a plan from the list, or ${CUSTOM_MODEL} for your own design.` },
    ]);
  }

  /** The same message from this sender was accepted moments ago (a double click or a resend). */
  private async isRepeat(manager: EntityManager, values: ContactMessageValues): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM contact_messages
       WHERE "email" = $1 AND "name" = $2 AND "phone" IS NOT DISTINCT FROM $3 AND "model" IS NOT DISTINCT FROM $4
         AND "subject" = $5 AND "message" = $6 AND "createdAt" > now() - make_interval(mins => $7)
       LIMIT 1`,
      [values.email, values.name, values.phone, values.model, values.subject, values.message, DOUBLE_SUBMIT_WINDOW_MINUTES],
    )) as unknown[];
    return rows.length > 0;
  }
}
