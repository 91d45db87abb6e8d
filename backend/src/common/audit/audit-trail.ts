import type { EntityManager } from 'typeorm';
import type { Actor } from '../auth/actor';
import type { AuditChanges } from '../entities/audit-log-entry.entity';

/** Field names whose values the audit log never holds (issue 32: secrets and TINs masked). */
const MASKED_FIELD = /password|secret|token|totp|tin$|taxid|ssn|accountnumber/i;

/** What one change did, as the audit log records it. */
export interface AuditEntry {
  operationId: string;
  target: { type: string; id: number | string };
  changes: AuditChanges;
}

/**
 * The one way a change is written to the audit log: one row in the caller's transaction, so the
 * row exists exactly when the change does. Masked fields keep only whether they changed.
 */
export class AuditTrail {
  static async record(manager: EntityManager, actor: Actor, entry: AuditEntry): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log ("actorId", "actorRole", "operationId", "targetType", "targetId", changes, ip) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [actor.id, actor.role, entry.operationId, entry.target.type, String(entry.target.id), JSON.stringify(maskChanges(entry.changes)), actor.ip],
    );
  }
}

export function maskChanges(changes: AuditChanges): AuditChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) =>
      MASKED_FIELD.test(field) ? [field, { before: change.before == null ? null : '***', after: change.after == null ? null : '***' }] : [field, change],
    ),
  );
}
