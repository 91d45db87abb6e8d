import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { isOfficeRole } from '../../common/auth/user-role';
import { InputValidationException } from '../../common/validation.pipe';
import { UsersService } from '../auth/users.service';
import { DiscoveryCallLead } from './entities/discovery-call-lead.entity';
import { LeadTask } from './entities/lead-task.entity';
import { LeadTaskEvent } from './entities/lead-task-event.entity';
import { LEAD_NOT_FOUND_MESSAGE, assertNotMerged } from './lead-desk.service';
import { LEAD_TASK_KIND_LABELS, LeadTaskEventType, type LeadTaskKind } from './leads.enums';

export const TASK_NOT_FOUND_MESSAGE = 'This lead has no next step with this id; it may have been deleted.';
export const STALE_TASK_MESSAGE = 'This task was changed by someone else; reload it.';
export const DUE_IN_THE_PAST_MESSAGE = 'Due time must be in the future: pick a later date and time.';
export const ASSIGNEE_NOT_STAFF_MESSAGE = 'Assignee must be an admin or sales rep of the office; pick someone from the list.';

/** A new next step, as the lead page sends it (validated by the DTO; the rules that need the clock or the users are here). */
export interface NewLeadTask {
  kind: LeadTaskKind;
  dueAt: Date;
  assigneeId: number;
  note: string | null;
}

/** updateLeadTask: fields left out stay as they are; `updatedAt` as the page read it. */
export interface LeadTaskChanges {
  dueAt?: Date;
  assigneeId?: number;
  note?: string | null;
  /** true: mark done; false: reopen. */
  done?: boolean;
  updatedAt: string;
}

type PersonName = { firstName: string; lastName: string | null };

/** A task with its assignee's and finisher's names, read through the task's own relations (auth's users table is not ours to query). */
export interface LeadTaskWithPeople {
  task: LeadTask;
  assignee: PersonName | null;
  doneBy: PersonName | null;
}

/**
 * Next steps on a lead (issue 27): the leads module owns lead_tasks, so every write to it is made
 * here. Due times must lie ahead when set; the assignee must be staff (asked of auth's
 * UsersService). A change is compared with the `updatedAt` the page read (409 when stale), and
 * each one is recorded in lead_task_events for the timeline and in the staff audit log. Moving
 * the due time, giving the task to someone else or reopening it clears its reminder stamp, so the
 * reminder is sent again (to the assignee of the time).
 */
@Injectable()
export class LeadTasksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  /** The lead's tasks: open ones first (soonest due first), then done ones (latest done first). */
  async listForLead(leadId: number): Promise<LeadTaskWithPeople[]> {
    const tasks = await this.dataSource.getRepository(LeadTask).find({
      where: { leadId },
      relations: { assignee: true, doneBy: true },
      select: { assignee: { id: true, firstName: true, lastName: true }, doneBy: { id: true, firstName: true, lastName: true } },
    });
    const open = tasks.filter((task) => !task.doneAt).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id);
    const done = tasks.filter((task) => task.doneAt).sort((a, b) => b.doneAt!.getTime() - a.doneAt!.getTime() || b.id - a.id);
    return [...open, ...done].map(withPeople);
  }

  async create(actor: Actor, leadId: number, dto: NewLeadTask, now = new Date()): Promise<LeadTaskWithPeople> {
    const problems = [...dueProblem(dto.dueAt, now), ...(await this.assigneeProblem(dto.assigneeId))];
    if (problems.length) throw new InputValidationException(problems);
    const id = await this.dataSource.transaction(async (manager) => {
      const lead = await manager.getRepository(DiscoveryCallLead).findOneBy({ id: leadId });
      if (!lead) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
      assertNotMerged(lead);
      const saved = await manager.getRepository(LeadTask).save({
        leadId,
        kind: dto.kind,
        dueAt: dto.dueAt,
        assigneeId: dto.assigneeId,
        note: dto.note,
        doneAt: null,
        doneById: null,
        reminderSentAt: null,
        createdById: actor.id,
      });
      await this.recordEvent(manager, saved, LeadTaskEventType.Created, actor);
      return saved.id;
    });
    StaffAuditLog.record(actor, 'lead task added', `lead ${leadId}: task ${id} (${LEAD_TASK_KIND_LABELS[dto.kind].toLowerCase()}, assignee ${dto.assigneeId})`);
    return this.read(leadId, id);
  }

  /**
   * Changes a task (its due time, assignee or note), marks it done or reopens it, in one
   * transaction with the task's row locked. A field sent with its current value changes nothing.
   */
  async update(actor: Actor, leadId: number, taskId: number, dto: LeadTaskChanges, now = new Date()): Promise<LeadTaskWithPeople> {
    const changed = await this.dataSource.transaction(async (manager) => {
      const task = await manager.getRepository(LeadTask).findOne({ where: { id: taskId, leadId }, lock: { mode: 'pessimistic_write' } });
      if (!task) throw new NotFoundException(TASK_NOT_FOUND_MESSAGE);
      if (task.updatedAt.getTime() !== new Date(dto.updatedAt).getTime()) throw new ConflictException(STALE_TASK_MESSAGE);

      const changes: Partial<LeadTask> = {};
      const problems = [];
      if (dto.dueAt !== undefined && dto.dueAt.getTime() !== task.dueAt.getTime()) {
        problems.push(...dueProblem(dto.dueAt, now));
        // The new due time lies ahead, so it gets its own reminder.
        Object.assign(changes, { dueAt: dto.dueAt, reminderSentAt: null });
      }
      if (dto.assigneeId !== undefined && dto.assigneeId !== task.assigneeId) {
        problems.push(...(await this.assigneeProblem(dto.assigneeId)));
        // The new assignee gets their own reminder (at once, if the task is already due).
        Object.assign(changes, { assigneeId: dto.assigneeId, reminderSentAt: null });
      }
      if (dto.note !== undefined && dto.note !== task.note) changes.note = dto.note;
      if (problems.length) throw new InputValidationException(problems);

      const events: LeadTaskEventType[] = [];
      if (Object.keys(changes).length) events.push(LeadTaskEventType.Changed);
      if (dto.done === true && !task.doneAt) {
        Object.assign(changes, { doneAt: now, doneById: actor.id });
        events.push(LeadTaskEventType.Done);
      } else if (dto.done === false && task.doneAt) {
        Object.assign(changes, { doneAt: null, doneById: null, reminderSentAt: null });
        events.push(LeadTaskEventType.Reopened);
      }
      if (!events.length) return [];
      await manager.getRepository(LeadTask).update({ id: task.id }, changes);
      for (const type of events) await this.recordEvent(manager, task, type, actor);
      return events;
    });
    if (changed.length) StaffAuditLog.record(actor, 'lead task updated', `lead ${leadId}: task ${taskId} ${changed.join(', ')}`);
    return this.read(leadId, taskId);
  }

  private async read(leadId: number, taskId: number): Promise<LeadTaskWithPeople> {
    const task = await this.dataSource.getRepository(LeadTask).findOne({
      where: { id: taskId, leadId },
      relations: { assignee: true, doneBy: true },
      select: { assignee: { id: true, firstName: true, lastName: true }, doneBy: { id: true, firstName: true, lastName: true } },
    });
    if (!task) throw new NotFoundException(TASK_NOT_FOUND_MESSAGE);
    return withPeople(task);
  }

  private async recordEvent(manager: EntityManager, task: Pick<LeadTask, 'id' | 'leadId'>, type: LeadTaskEventType, actor: Actor): Promise<void> {
    await manager.getRepository(LeadTaskEvent).insert({ taskId: task.id, leadId: task.leadId, type, authorId: actor.id });
  }

  private async assigneeProblem(assigneeId: number): Promise<{ field: string; message: string }[]> {
    const user = await this.users.findById(assigneeId);
    return user && isOfficeRole(user.role) ? [] : [{ field: 'assigneeId', message: ASSIGNEE_NOT_STAFF_MESSAGE }];
  }
}

function dueProblem(dueAt: Date, now: Date): { field: string; message: string }[] {
  return dueAt.getTime() > now.getTime() ? [] : [{ field: 'dueAt', message: DUE_IN_THE_PAST_MESSAGE }];
}

function withPeople(task: LeadTask): LeadTaskWithPeople {
  const { assignee, doneBy, ...rest } = task;
  return { task: rest as LeadTask, assignee: assignee ?? null, doneBy: doneBy ?? null };
}
