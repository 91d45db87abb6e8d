import { StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { DataSource, QueryRunner } from 'typeorm';
import { csvRecord } from './csv';

/** The byte-order mark a CSV export starts with, so Excel reads the file as UTF-8. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** Rows a CSV export fetches from its cursor at a time. */
export const CSV_EXPORT_BATCH = 500;

type CsvValue = string | number | boolean | null | undefined;

export interface CsvExport<Row> {
  /** The SELECT whose rows become the records, in order, with its parameters ($1…). */
  sql: string;
  params: unknown[];
  headers: readonly string[];
  record: (row: Row) => readonly CsvValue[];
  /** The attachment's file name. */
  filename: string;
}

/**
 * A CSV attachment (common/csv.ts: RFC 4180, formula cells neutralised) read through a server-side
 * cursor CSV_EXPORT_BATCH rows at a time, so any number of rows streams in constant memory. The
 * cursor is declared before this answers, so a database that is down gets the usual 503 instead
 * of a broken download.
 */
export async function streamCsvFromCursor<Row>(dataSource: DataSource, csv: CsvExport<Row>): Promise<StreamableFile> {
  const runner = dataSource.createQueryRunner();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    await runner.release();
  };
  try {
    await runner.connect();
    await runner.startTransaction();
    await runner.query(`DECLARE csv_export NO SCROLL CURSOR FOR ${csv.sql}`, csv.params);
  } catch (error) {
    await close();
    throw error;
  }
  const stream = Readable.from(csvChunks(runner, close, csv));
  // A download cut off before it was read (the generator never started) still frees the connection.
  stream.once('close', () => void close());
  // A failure past the first bytes cuts the connection (StreamableFile's default), so the browser reports a failed download, not a short file.
  return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${csv.filename}"` });
}

async function* csvChunks<Row>(runner: QueryRunner, close: () => Promise<void>, csv: CsvExport<Row>): AsyncGenerator<string> {
  try {
    yield `${CSV_BYTE_ORDER_MARK}${csvRecord(csv.headers)}`;
    for (;;) {
      const rows = (await runner.query(`FETCH ${CSV_EXPORT_BATCH} FROM csv_export`)) as Row[];
      if (!rows.length) break;
      yield rows.map((row) => csvRecord(csv.record(row))).join('');
    }
    await runner.commitTransaction();
  } finally {
    await close();
  }
}

/**
 * A small CSV attachment built in memory (a report of a few dozen rows), with the same rules as
 * the streamed exports: byte-order mark, RFC 4180, formula cells neutralised (common/csv.ts).
 */
export function csvAttachment(csv: { headers: readonly string[]; records: ReadonlyArray<readonly CsvValue[]>; filename: string }): StreamableFile {
  const text = CSV_BYTE_ORDER_MARK + csvRecord(csv.headers) + csv.records.map((record) => csvRecord(record)).join('');
  return new StreamableFile(Buffer.from(text, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${csv.filename}"` });
}
