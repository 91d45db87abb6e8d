import { UserRole } from '../../common/auth/user-role';

/** A staff member as routing sees them: role, availability, territory and turn. */
export interface RoutingCandidate {
  id: number;
  role: UserRole;
  createdAt: Date;
  pausedUntil: Date | null;
  counties: readonly string[];
  lastAssignedAt: Date | null;
}

/** Why a lead went to its owner; shown on the lead's timeline. */
export enum RoutingReason {
  /** The next rep in turn among available reps who take every county. */
  RoundRobin = 'round_robin',
  /** The next rep in turn among available reps covering the lead's county. */
  Territory = 'territory',
  /** No rep could take it: the default owner the admin set. */
  DefaultOwner = 'default_owner',
  /** No rep and no default owner: the longest-serving admin. */
  FirstAdmin = 'first_admin',
}

export interface RoutingDecision {
  ownerId: number;
  reason: RoutingReason;
}

/** 'clay county ' → 'Clay County': how counties are stored and compared. */
export function normaliseCounty(county: string): string {
  return county
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s.-])\p{L}/gu, (letter) => letter.toUpperCase());
}

export function isPaused(candidate: Pick<RoutingCandidate, 'pausedUntil'>, now: Date): boolean {
  return candidate.pausedUntil !== null && candidate.pausedUntil.getTime() > now.getTime();
}

/**
 * Who owns a new lead (issue 27), the one place the rules live:
 * 1. reps (role sales) who are not paused at `now`;
 * 2. when the lead's county is known and some of them cover it: those (territory); otherwise the
 *    reps with no territory (a rep with counties takes only their leads);
 * 3. among them, the one whose turn it is: longest since their last lead (never first), then lowest id;
 * 4. nobody: the default owner when still on staff, else the longest-serving admin; null only
 *    when the office has no staff at all.
 */
export function chooseOwner(staff: readonly RoutingCandidate[], leadCounty: string | null, defaultOwnerId: number | null, now: Date): RoutingDecision | null {
  const available = staff.filter((member) => member.role === UserRole.Sales && !isPaused(member, now));
  const county = leadCounty ? normaliseCounty(leadCounty) : null;
  const covering = county ? available.filter((rep) => rep.counties.includes(county)) : [];
  const pool = covering.length ? covering : available.filter((rep) => rep.counties.length === 0);
  if (pool.length) {
    const next = [...pool].sort((a, b) => (a.lastAssignedAt?.getTime() ?? -Infinity) - (b.lastAssignedAt?.getTime() ?? -Infinity) || a.id - b.id)[0];
    return { ownerId: next.id, reason: covering.length ? RoutingReason.Territory : RoutingReason.RoundRobin };
  }
  if (defaultOwnerId !== null && staff.some((member) => member.id === defaultOwnerId)) return { ownerId: defaultOwnerId, reason: RoutingReason.DefaultOwner };
  const firstAdmin = staff.filter((member) => member.role === UserRole.Admin).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)[0];
  return firstAdmin ? { ownerId: firstAdmin.id, reason: RoutingReason.FirstAdmin } : null;
}
