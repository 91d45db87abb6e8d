import { UserRole } from '../../common/auth/user-role';
import { chooseOwner, normaliseCounty, type RoutingCandidate, RoutingReason } from './lead-routing-rules';

const NOW = new Date('2026-11-30T15:00:00Z');
const at = (iso: string) => new Date(iso);

function staff(id: number, role: UserRole, extra: Partial<RoutingCandidate> = {}): RoutingCandidate {
  return { id, role, createdAt: at(`2026-01-0${id}T00:00:00Z`), pausedUntil: null, counties: [], lastAssignedAt: null, ...extra };
}

describe('chooseOwner (issue 27 lead routing)', () => {
  const admin = staff(1, UserRole.Admin);
  const a = staff(2, UserRole.Sales, { lastAssignedAt: at('2026-11-30T14:00:00Z') });
  const b = staff(3, UserRole.Sales, { lastAssignedAt: at('2026-11-30T13:00:00Z') });

  it('gives the lead to the rep whose turn it is: longest since their last lead, never-assigned first, then lowest id', () => {
    expect(chooseOwner([admin, a, b], null, null, NOW)).toEqual({ ownerId: 3, reason: RoutingReason.RoundRobin });
    const fresh = staff(4, UserRole.Sales);
    expect(chooseOwner([admin, a, b, fresh], null, null, NOW)).toEqual({ ownerId: 4, reason: RoutingReason.RoundRobin });
    expect(chooseOwner([staff(6, UserRole.Sales), staff(5, UserRole.Sales)], null, null, NOW)?.ownerId).toBe(5);
  });

  it('skips a paused rep until the pause ends', () => {
    const pausedB = { ...b, pausedUntil: at('2026-12-01T00:00:00Z') };
    expect(chooseOwner([admin, a, pausedB], null, null, NOW)?.ownerId).toBe(2);
    expect(chooseOwner([admin, a, { ...b, pausedUntil: at('2026-11-30T14:59:00Z') }], null, null, NOW)?.ownerId).toBe(3);
  });

  it('falls back to the default owner, then to the longest-serving admin, and never to an admin by round robin', () => {
    const pausedA = { ...a, pausedUntil: at('2026-12-01T00:00:00Z') };
    const pausedB = { ...b, pausedUntil: at('2026-12-01T00:00:00Z') };
    const secondAdmin = staff(7, UserRole.Admin, { createdAt: at('2025-06-01T00:00:00Z') });
    expect(chooseOwner([admin, pausedA, pausedB, secondAdmin], null, 2, NOW)).toEqual({ ownerId: 2, reason: RoutingReason.DefaultOwner });
    expect(chooseOwner([admin, pausedA, pausedB, secondAdmin], null, null, NOW)).toEqual({ ownerId: 7, reason: RoutingReason.FirstAdmin });
    // A default owner who left the staff is not used.
    expect(chooseOwner([admin, pausedA], null, 99, NOW)).toEqual({ ownerId: 1, reason: RoutingReason.FirstAdmin });
    expect(chooseOwner([], null, null, NOW)).toBeNull();
  });

  it('sends a lead of a known county to the reps covering it; reps with counties take nothing else', () => {
    const clay = staff(8, UserRole.Sales, { counties: ['Clay County'], lastAssignedAt: at('2026-11-30T14:30:00Z') });
    expect(chooseOwner([admin, a, clay], ' clay  county', null, NOW)).toEqual({ ownerId: 8, reason: RoutingReason.Territory });
    expect(chooseOwner([admin, a, clay], 'Boone County', null, NOW)).toEqual({ ownerId: 2, reason: RoutingReason.RoundRobin });
    expect(chooseOwner([admin, clay], null, null, NOW)).toEqual({ ownerId: 1, reason: RoutingReason.FirstAdmin });
  });

  it('writes counties one way', () => {
    expect(normaliseCounty('  st. louis   county ')).toBe('St. Louis County');
    expect(normaliseCounty('DEKALB COUNTY')).toBe('Dekalb County');
  });
});
