import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * spec §3 `sessions`: the express-session store of connect-pg-simple (`tableName: 'sessions'`),
 * in exactly the shape its table.sql creates. Written only by connect-pg-simple.
 */
@Entity('sessions')
@Index('IDX_sessions_expire', ['expire'])
export class Session {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
