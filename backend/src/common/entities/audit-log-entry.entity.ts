import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A field's value before and after a change, as the audit log keeps it (secrets masked). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The audit log (issue 32's table, begun with issue 28's lead merge): one row per staff, partner or
 * contractor change, written in the change's own transaction (AuditTrail.record). The app only
 * inserts: rows are never updated or deleted. The actor is kept by id and role, not by a foreign
 * key, so deleting a user keeps what they did.
 */
@Entity('audit_log')
@Index('IDX_audit_log_createdAt', ['createdAt'])
@Index('IDX_audit_log_actorId_createdAt', ['actorId', 'createdAt'])
@Index('IDX_audit_log_target_createdAt', ['targetType', 'targetId', 'createdAt'])
@Index('IDX_audit_log_operationId_createdAt', ['operationId', 'createdAt'])
export class AuditLogEntry {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', primaryKeyConstraintName: 'PK_audit_log' })
  id: string;

  @Column({ type: 'integer' })
  actorId: number;

  @Column({ type: 'varchar', length: 20 })
  actorRole: string;

  /** The OpenAPI operation id of the change (mergeLeads, updateLead, …). */
  @Column({ type: 'varchar', length: 100 })
  operationId: string;

  /** What was changed: a kind ("lead") and its id. */
  @Column({ type: 'varchar', length: 50 })
  targetType: string;

  @Column({ type: 'varchar', length: 100 })
  targetId: string;

  /** The changed fields, before and after (secrets and TINs masked by AuditTrail). */
  @Column({ type: 'jsonb' })
  changes: AuditChanges;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
