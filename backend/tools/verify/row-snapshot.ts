import type { ScenarioContext } from './scenario';

/**
 * An md5 of every row of every table of the app's database, by primary key, to prove that
 * requests the server refused lost or changed no row (scenario 6 of `make verify`).
 */

/**
 * Tables a refused request legitimately writes, left out of the comparison:
 * - `sessions`: every request made with a session rolls its expiry, refused or not;
 * - `rate_limit_counters`: every counted attempt (sign-in, public forms) adds a hit, refused or not;
 * - `migrations`: TypeORM's own bookkeeping, written only at start-up.
 */
export const TABLES_REFUSED_REQUESTS_WRITE = ['sessions', 'rate_limit_counters', 'migrations'];

/**
 * Columns the app's background jobs change, not requests: the outbox's delivery state (the
 * delivery job marks a message sent, counts attempts and blanks the text of one that carries a
 * secret). Only those columns are left out; who the message is to, its subject and kind stay checked.
 */
const COLUMNS_BACKGROUND_JOBS_WRITE: Record<string, string[]> = {
  mail_outbox: ['status', 'attempts', 'nextAttemptAt', 'lastError', 'sentAt', 'failedAt', 'text', 'html'],
};

/** table → primary key (as text) → md5 of the row. */
export type RowSnapshot = Map<string, Map<string, string>>;

interface TableShape {
  table: string;
  keys: string[];
  columns: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables, their primary keys and the columns compared; read once per run. */
export async function tableShapes(ctx: Pick<ScenarioContext, 'query'>): Promise<TableShape[]> {
  const rows = await ctx.query<{ table: string; column: string; key: boolean }>(
    `SELECT c.table_name AS table, c.column_name AS column,
            EXISTS (SELECT 1 FROM information_schema.table_constraints tc
                      JOIN information_schema.key_column_usage k ON k.constraint_name = tc.constraint_name AND k.table_schema = tc.table_schema
                     WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = c.table_schema AND tc.table_name = c.table_name AND k.column_name = c.column_name) AS key
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND NOT (c.table_name = ANY($1))
      ORDER BY c.table_name, c.ordinal_position`,
    [TABLES_REFUSED_REQUESTS_WRITE],
  );
  const shapes = new Map<string, TableShape>();
  for (const { table, column, key } of rows) {
    const shape = shapes.get(table) ?? shapes.set(table, { table, keys: [], columns: [] }).get(table)!;
    if (key) shape.keys.push(column);
    if (!COLUMNS_BACKGROUND_JOBS_WRITE[table]?.includes(column)) shape.columns.push(column);
  }
  return [...shapes.values()];
}

/** One statement for every table. A table without a primary key is keyed by the row's own md5 (a multiset). */
export async function takeSnapshot(ctx: Pick<ScenarioContext, 'query'>, shapes: TableShape[]): Promise<RowSnapshot> {
  const parts = shapes.map(({ table, keys, columns }) => {
    const row = `md5(concat_ws('|', ${columns.map((c) => `coalesce(${quote(c)}::text, '∅')`).join(', ')}))`;
    const key = keys.length ? `concat_ws('|', ${keys.map((c) => `${quote(c)}::text`).join(', ')})` : `${row} || ':' || row_number() OVER (PARTITION BY ${row})`;
    return `SELECT '${table}' AS t, ${key} AS k, ${row} AS h FROM ${quote(table)}`;
  });
  const rows = parts.length ? await ctx.query<{ t: string; k: string; h: string }>(parts.join(' UNION ALL ')) : [];
  const snapshot: RowSnapshot = new Map(shapes.map((s) => [s.table, new Map()]));
  for (const { t, k, h } of rows) snapshot.get(t)!.set(k, h);
  return snapshot;
}

export interface RowChange {
  table: string;
  key: string;
  change: 'lost' | 'changed' | 'added';
}

/** Rows of `before` missing or different in `after`, and rows `after` added. */
export function compareSnapshots(before: RowSnapshot, after: RowSnapshot): { changes: RowChange[]; rowsChecked: number } {
  const changes: RowChange[] = [];
  let rowsChecked = 0;
  for (const [table, rows] of before) {
    const now = after.get(table) ?? new Map<string, string>();
    for (const [key, md5] of rows) {
      rowsChecked++;
      const current = now.get(key);
      if (current === undefined) changes.push({ table, key, change: 'lost' });
      else if (current !== md5) changes.push({ table, key, change: 'changed' });
    }
    for (const key of now.keys()) if (!rows.has(key)) changes.push({ table, key, change: 'added' });
  }
  return { changes, rowsChecked };
}
