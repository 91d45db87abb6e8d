import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type OfficeStaffMember, UsersService } from '../auth/users.service';
import { LeadRoutingSettings } from './entities/lead-routing-settings.entity';
import { StaffAvailability } from './entities/staff-availability.entity';
import { chooseOwner, type RoutingCandidate, type RoutingDecision, RoutingReason } from './lead-routing-rules';

/** pg_advisory_xact_lock key of lead routing: one turn at a time across every instance. */
const ROUTING_LOCK_KEY = 27_000_001;

/**
 * Gives a new lead its owner, in the lead's own transaction (leads calls it as the lead is
 * created). A transaction-scoped advisory lock makes concurrent creations, on any instance, take
 * their turns one after the other: no two leads get the same turn.
 */
@Injectable()
export class LeadRouting {
  constructor(private readonly users: UsersService) {}

  async assign(manager: EntityManager, lead: { county: string | null }, now: Date = new Date()): Promise<RoutingDecision | null> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [ROUTING_LOCK_KEY]);
    const staff = await this.candidates(manager);
    const settings = await manager.findOneBy(LeadRoutingSettings, { id: 1 });
    const decision = chooseOwner(staff, lead.county, settings?.defaultOwnerId ?? null, now);
    if (decision && (decision.reason === RoutingReason.RoundRobin || decision.reason === RoutingReason.Territory)) {
      await manager.query(
        `INSERT INTO staff_availability ("userId", "lastAssignedAt") VALUES ($1, clock_timestamp())
         ON CONFLICT ("userId") DO UPDATE SET "lastAssignedAt" = clock_timestamp()`,
        [decision.ownerId],
      );
    }
    return decision;
  }

  /** Every admin and sales rep (auth answers who they are). */
  staff(manager: EntityManager): Promise<OfficeStaffMember[]> {
    return this.users.officeStaff(manager);
  }

  /** Every admin and rep with their availability (no row: available, every county, never assigned). */
  async candidates(manager: EntityManager, staff?: OfficeStaffMember[]): Promise<RoutingCandidate[]> {
    staff ??= await this.staff(manager);
    const rows = staff.length ? await manager.getRepository(StaffAvailability).findBy(staff.map((member) => ({ userId: member.id }))) : [];
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    return staff.map((member) => ({
      id: member.id,
      role: member.role,
      createdAt: member.createdAt,
      pausedUntil: byUser.get(member.id)?.pausedUntil ?? null,
      counties: byUser.get(member.id)?.counties ?? [],
      lastAssignedAt: byUser.get(member.id)?.lastAssignedAt ?? null,
    }));
  }
}
