import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { UserRole } from '../../common/auth/user-role';
import { InputValidationException } from '../../common/validation.pipe';
import {
  LeadRoutingSettingsResponseDto,
  StaffListResponseDto,
  StaffMemberResponseDto,
  UpdateLeadRoutingSettingsDto,
  UpdateStaffAvailabilityDto,
} from './dto/staff.dto';
import { LeadRoutingSettings } from './entities/lead-routing-settings.entity';
import { StaffAvailability } from './entities/staff-availability.entity';
import { LeadRouting } from './lead-routing';
import { isPaused, normaliseCounty, type RoutingCandidate } from './lead-routing-rules';

export const NOT_STAFF_MESSAGE = 'There is no admin or sales rep with this id.';
export const OWN_AVAILABILITY_ONLY_MESSAGE = 'A sales rep may set only their own "out of office"; ask an admin to change a colleague\'s.';
export const COUNTIES_ADMIN_ONLY_MESSAGE = "Only an admin may change a rep's counties.";
export const DEFAULT_OWNER_NOT_STAFF_MESSAGE = 'The default owner must be an admin or a sales rep.';

export function toStaffMemberResponse(
  member: { id: number; firstName: string; lastName: string; email: string },
  candidate: RoutingCandidate,
  now = new Date(),
): StaffMemberResponseDto {
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    role: candidate.role,
    pausedUntil: isPaused(candidate, now) ? candidate.pausedUntil!.toISOString() : null,
    counties: [...candidate.counties],
  };
}

/** The office's staff as the lead desk sees them: availability ("out of office until …"), territories, routing settings. */
@Injectable()
export class SalesTeamService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly routing: LeadRouting,
  ) {}

  /** Every admin and sales rep (assignee and owner pickers, the team's availability). */
  async listStaff(): Promise<StaffListResponseDto> {
    return { items: await this.staffMembers() };
  }

  /**
   * A rep pauses or resumes themselves; an admin pauses or resumes anyone, and sets counties.
   * 404 for someone who is not office staff; 403 with a sentence for what the caller may not change.
   */
  async updateAvailability(actor: Actor, userId: number, dto: UpdateStaffAvailabilityDto): Promise<StaffMemberResponseDto> {
    if (actor.role !== UserRole.Admin && actor.id !== userId) throw new ForbiddenException(OWN_AVAILABILITY_ONLY_MESSAGE);
    if (actor.role !== UserRole.Admin && dto.counties !== undefined) throw new ForbiddenException(COUNTIES_ADMIN_ONLY_MESSAGE);
    if (dto.pausedUntil === undefined && dto.counties === undefined) {
      throw new InputValidationException([{ field: 'pausedUntil', message: 'Send pausedUntil, counties or both.' }]);
    }
    const members = await this.staffMembers();
    if (!members.some((member) => member.id === userId)) throw new NotFoundException(NOT_STAFF_MESSAGE);
    const changes: Partial<StaffAvailability> = {};
    if (dto.pausedUntil !== undefined) changes.pausedUntil = dto.pausedUntil === null ? null : new Date(dto.pausedUntil);
    if (dto.counties !== undefined) changes.counties = [...new Set(dto.counties.map(normaliseCounty))].sort();
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(StaffAvailability)
      .values({ userId, ...changes })
      .orUpdate(Object.keys(changes), ['userId'])
      .execute();
    const said = [
      dto.pausedUntil !== undefined ? (dto.pausedUntil ? `out of office until ${changes.pausedUntil!.toISOString()}` : 'back in the office') : null,
      dto.counties !== undefined ? `counties: ${changes.counties!.join(', ') || 'every county'}` : null,
    ].filter(Boolean);
    StaffAuditLog.record(actor, 'staff availability changed', `user ${userId}: ${said.join('; ')}`);
    return (await this.staffMembers()).find((member) => member.id === userId)!;
  }

  async getRoutingSettings(): Promise<LeadRoutingSettingsResponseDto> {
    const settings = await this.dataSource.getRepository(LeadRoutingSettings).findOneBy({ id: 1 });
    return { defaultOwnerId: settings?.defaultOwnerId ?? null };
  }

  async updateRoutingSettings(actor: Actor, dto: UpdateLeadRoutingSettingsDto): Promise<LeadRoutingSettingsResponseDto> {
    const defaultOwnerId = dto.defaultOwnerId ?? null;
    if (defaultOwnerId !== null && !(await this.staffMembers()).some((member) => member.id === defaultOwnerId)) {
      throw new InputValidationException([{ field: 'defaultOwnerId', message: DEFAULT_OWNER_NOT_STAFF_MESSAGE }]);
    }
    await this.dataSource.query(
      `INSERT INTO lead_routing_settings (id, "defaultOwnerId") VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET "defaultOwnerId" = $1, "updatedAt" = now()`,
      [defaultOwnerId],
    );
    StaffAuditLog.record(actor, 'lead routing changed', `default owner: ${defaultOwnerId === null ? 'the longest-serving admin' : `user ${defaultOwnerId}`}`);
    return { defaultOwnerId };
  }

  private async staffMembers(): Promise<StaffMemberResponseDto[]> {
    const manager = this.dataSource.manager;
    const staff = await this.routing.staff(manager);
    const candidates = new Map((await this.routing.candidates(manager, staff)).map((candidate) => [candidate.id, candidate]));
    const now = new Date();
    return staff.map((member) => toStaffMemberResponse(member, candidates.get(member.id)!, now));
  }
}
