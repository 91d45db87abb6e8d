import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { type Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { DiscoveryCallLead } from './entities/discovery-call-lead.entity';
import { LeadContact } from './entities/lead-contact.entity';
import { LeadEvent } from './entities/lead-event.entity';
import { LeadNote } from './entities/lead-note.entity';
import { leadStatusFlow, STATUSES_A_BOOKED_CALL_SCHEDULES } from './lead-pipeline';
import { LeadContacts } from './lead-contacts';
import { LeadContactKind, LeadEventType, LeadStatus } from './leads.enums';
import { InputValidationException } from '../../common/validation.pipe';

export const LEAD_NOT_FOUND_MESSAGE = 'There is no lead with this id.';
/** The 409 of every change to a lead that was merged away: the office works on the lead it went to. */
export function mergedLeadMessage(leadId: number, mergedIntoId: number): string {
  return `Lead #${leadId} was merged into lead #${mergedIntoId}; open that lead to work on this person.`;
}

/** Refuses a change to a lead that was merged into another (409 with where it went). */
export function assertNotMerged(lead: Pick<DiscoveryCallLead, 'id' | 'mergedIntoId'>): void {
  if (lead.mergedIntoId !== null) throw new ConflictException(mergedLeadMessage(lead.id, lead.mergedIntoId));
}

export const STALE_LEAD_MESSAGE = 'This lead was changed by someone else; reload it.';
export const NOTE_NOT_FOUND_MESSAGE = 'This lead has no note with this id; it may have been deleted.';
export const NOT_YOUR_NOTE_MESSAGE = 'Only the person who wrote a note may change or delete it; add a note of your own instead.';
export const CONTACT_IN_THE_FUTURE_MESSAGE = 'When it happened cannot be in the future: log a contact once it has happened.';
export const CONTACT_BEFORE_LEAD_MESSAGE = 'When it happened cannot be before the lead came in.';
/** A browser's clock may run a little ahead of the server's: "now" from the page is still now. */
const CLOCK_SKEW_MS = 60_000;
export const OLD_NOTES_BOX_MESSAGE = 'This note came from the old notes box, so nobody may change or delete it; add a note of your own instead.';

/** What the office's lead page may change on a lead, with the `updatedAt` the page read (ISO 8601). Left out: unchanged. */
export interface LeadDeskChanges {
  status?: LeadStatus;
  expectedCloseDate?: string | null;
  calendarScheduled?: boolean;
  followUpsPaused?: boolean;
  updatedAt: string;
}

/** A note with its author's name (read through the note's own `author` relation); author null for the old notes box. */
export interface LeadNoteWithAuthor {
  note: LeadNote;
  author: { firstName: string; lastName: string | null } | null;
}

/** A logged contact with its author's name (through the contact's own `author` relation). */
export interface LeadContactWithAuthor {
  contact: LeadContact;
  author: { firstName: string; lastName: string | null } | null;
}

/**
 * The office's changes to a lead (the lead desk of modules/admin-leads calls these): status moves
 * along the lead pipeline with their timeline events, and the admins' notes. The leads module owns
 * these tables, so every write to them is made here; each change is recorded in the staff audit
 * log with the actor who made it.
 */
@Injectable()
export class LeadDeskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: LeadContacts,
  ) {}

  /** The lead with this id, or null. */
  findLead(id: number): Promise<DiscoveryCallLead | null> {
    return this.dataSource.getRepository(DiscoveryCallLead).findOneBy({ id });
  }

  /**
   * The lead page's changes, in one transaction with their timeline events (author: the admin).
   * The lead is locked and its `updatedAt` compared with the one the page read: a lead changed
   * since answers 409. A status move must be one lead-pipeline.ts allows; a booked call moves a
   * pending or contacted lead to scheduled; moving to contacted sets lastContacted. A field sent
   * with its current value changes nothing and records nothing.
   */
  async updateLead(actor: Actor, id: number, dto: LeadDeskChanges): Promise<void> {
    const changed = await this.dataSource.transaction(async (manager) => {
      const lead = await manager.getRepository(DiscoveryCallLead).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!lead) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
      assertNotMerged(lead);
      // pg reads both to the millisecond, so equal instants compare equal.
      if (lead.updatedAt.getTime() !== new Date(dto.updatedAt).getTime()) throw new ConflictException(STALE_LEAD_MESSAGE);

      const changes: Partial<DiscoveryCallLead> = {};
      const events: Array<Pick<LeadEvent, 'type'> & Partial<Pick<LeadEvent, 'fromStatus' | 'toStatus' | 'note'>>> = [];
      let status = lead.status;
      const moveTo = (to: LeadStatus) => {
        leadStatusFlow.assert(status, to);
        events.push({ type: LeadEventType.StatusChanged, fromStatus: status, toStatus: to });
        status = changes.status = to;
        if (to === LeadStatus.Contacted) changes.lastContacted = new Date();
      };

      if (dto.status !== undefined && dto.status !== status) moveTo(dto.status);
      if (dto.expectedCloseDate !== undefined && dto.expectedCloseDate !== lead.expectedCloseDate) {
        changes.expectedCloseDate = dto.expectedCloseDate;
        events.push({ type: LeadEventType.ExpectedCloseDateChanged, note: dto.expectedCloseDate });
      }
      if (dto.calendarScheduled !== undefined && dto.calendarScheduled !== lead.calendarScheduled) {
        changes.calendarScheduled = dto.calendarScheduled;
        events.push({ type: dto.calendarScheduled ? LeadEventType.CallBooked : LeadEventType.CallUnbooked });
        if (dto.calendarScheduled && STATUSES_A_BOOKED_CALL_SCHEDULES.includes(status)) moveTo(LeadStatus.Scheduled);
      }
      if (dto.followUpsPaused !== undefined && dto.followUpsPaused !== lead.followUpsPaused) {
        changes.followUpsPaused = dto.followUpsPaused;
        events.push({ type: dto.followUpsPaused ? LeadEventType.FollowUpsPaused : LeadEventType.FollowUpsResumed });
      }
      if (!events.length) return [];

      await manager.update(DiscoveryCallLead, { id }, changes);
      await manager.insert(
        LeadEvent,
        events.map((event) => ({ fromStatus: null, toStatus: null, note: null, ...event, leadId: id, authorId: actor.id })),
      );
      return events.map((event) => (event.type === LeadEventType.StatusChanged ? `status ${event.fromStatus} → ${event.toStatus}` : event.type));
    });
    if (changed.length) StaffAuditLog.record(actor, 'lead updated', `lead ${id}: ${changed.join(', ')}`);
  }

  /**
   * An admin gives leads to another owner (issue 27): the listed leads, or every open lead
   * (not won or lost) of `fromOwnerId`; each change is an owner_changed event on its timeline.
   * Leads the new owner already has are left alone. The caller checks the new owner is staff.
   * Answers how many leads changed owner.
   */
  async reassign(actor: Actor, which: { leadIds: number[] } | { fromOwnerId: number }, toOwnerId: number): Promise<number> {
    const moved = await this.dataSource.transaction(async (manager) => {
      const where =
        'leadIds' in which
          ? { id: In(which.leadIds) }
          : { ownerId: which.fromOwnerId, status: Not(In([LeadStatus.Won, LeadStatus.Lost])), mergedIntoId: IsNull() };
      const leads = await manager.getRepository(DiscoveryCallLead).find({ where, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
      if ('leadIds' in which && leads.length !== new Set(which.leadIds).size) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
      const changing = leads.filter((lead) => lead.ownerId !== toOwnerId);
      if (!changing.length) return [];
      await manager.update(DiscoveryCallLead, { id: In(changing.map((lead) => lead.id)) }, { ownerId: toOwnerId });
      await manager.insert(
        LeadEvent,
        changing.map((lead) => ({ leadId: lead.id, type: LeadEventType.OwnerChanged, fromOwnerId: lead.ownerId, toOwnerId, authorId: actor.id })),
      );
      return changing.map((lead) => lead.id);
    });
    if (moved.length) StaffAuditLog.record(actor, 'leads reassigned', `${moved.length} lead(s) to user ${toOwnerId}: ${moved.join(', ')}`);
    return moved.length;
  }

  /**
   * "Log a contact" (logLeadContact): a call, text, e-mail or meeting, now or at a given time
   * (not in the future, not before the lead came in), through LeadContacts.record, so the
   * first one stops the lead's response clock.
   */
  async logContact(
    actor: Actor,
    leadId: number,
    contact: { kind: LeadContactKind; note: string | null; contactedAt?: Date },
    now = new Date(),
  ): Promise<LeadContactWithAuthor> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const lead = await manager.getRepository(DiscoveryCallLead).findOne({ where: { id: leadId }, lock: { mode: 'pessimistic_write' } });
      if (!lead) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
      assertNotMerged(lead);
      const at = contact.contactedAt ?? now;
      if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new InputValidationException([{ field: 'contactedAt', message: CONTACT_IN_THE_FUTURE_MESSAGE }]);
      if (at.getTime() < lead.createdAt.getTime()) throw new InputValidationException([{ field: 'contactedAt', message: CONTACT_BEFORE_LEAD_MESSAGE }]);
      return this.contacts.record(manager, actor, leadId, { kind: contact.kind, note: contact.note }, at);
    });
    const withAuthor = await this.dataSource.getRepository(LeadContact).findOne({
      where: { id: saved.id },
      relations: { author: true },
      select: { id: true, author: { id: true, firstName: true, lastName: true } },
    });
    return { contact: saved, author: withAuthor?.author ?? null };
  }

  /** "Add note": a new dated note of the admin on the lead (the lead itself does not change, so its updatedAt stays). */
  async addNote(actor: Actor, leadId: number, body: string): Promise<LeadNoteWithAuthor> {
    const lead = await this.dataSource.getRepository(DiscoveryCallLead).findOneBy({ id: leadId });
    if (!lead) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    assertNotMerged(lead);
    const note = await this.dataSource.getRepository(LeadNote).save({ leadId, authorId: actor.id, body, editedAt: null });
    StaffAuditLog.record(actor, 'lead note added', `lead ${leadId}: note ${note.id}`);
    return this.withAuthor(note);
  }

  /** Changes a note's text: its author only (403 for anyone else); marks it edited. The same text changes nothing. */
  async updateNote(actor: Actor, leadId: number, noteId: number, body: string): Promise<LeadNoteWithAuthor> {
    const note = await this.ownNote(actor, leadId, noteId);
    if (note.body !== body) {
      note.body = body;
      note.editedAt = new Date();
      await this.dataSource.getRepository(LeadNote).update({ id: note.id }, { body: note.body, editedAt: note.editedAt });
      StaffAuditLog.record(actor, 'lead note edited', `lead ${leadId}: note ${noteId}`);
    }
    return this.withAuthor(note);
  }

  /** Deletes a note: its author only (403 for anyone else). */
  async deleteNote(actor: Actor, leadId: number, noteId: number): Promise<void> {
    const note = await this.ownNote(actor, leadId, noteId);
    await this.dataSource.getRepository(LeadNote).delete({ id: note.id });
    StaffAuditLog.record(actor, 'lead note deleted', `lead ${leadId}: note ${noteId}`);
  }

  /** The lead's note, if this admin wrote it: 404 when the lead has no such note, 403 with a sentence when someone else wrote it. */
  private async ownNote(actor: Actor, leadId: number, noteId: number): Promise<LeadNote> {
    const note = await this.dataSource.getRepository(LeadNote).findOneBy({ id: noteId, leadId });
    if (!note) throw new NotFoundException(NOTE_NOT_FOUND_MESSAGE);
    if (note.authorId === null) throw new ForbiddenException(OLD_NOTES_BOX_MESSAGE);
    if (note.authorId !== actor.id) throw new ForbiddenException(NOT_YOUR_NOTE_MESSAGE);
    return note;
  }

  private async withAuthor(note: LeadNote): Promise<LeadNoteWithAuthor> {
    // The author's name through the note's own `author` relation (auth's User repository is not ours to query).
    const withAuthor =
      note.authorId === null
        ? null
        : await this.dataSource.getRepository(LeadNote).findOne({
            where: { id: note.id },
            relations: { author: true },
            select: { id: true, author: { id: true, firstName: true, lastName: true } },
          });
    return { note, author: withAuthor?.author ?? null };
  }
}
