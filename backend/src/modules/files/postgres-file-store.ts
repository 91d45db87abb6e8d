import { Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { StoredFile } from './entities/stored-file.entity';
import { FileStore, type NewStoredFile, type StoredFileInfo } from './file-store';
import type { FilePurpose } from './files.enums';

/** A stored file's id: the store makes them with crypto.randomUUID. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The FileStore in PostgreSQL: one `stored_files` row per file, its bytes in a bytea column
 * (TOAST stores them out of line and compressed where that helps). Backed up with the data, seen by
 * every instance, written in the caller's transaction.
 */
@Injectable()
export class PostgresFileStore extends FileStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async put(file: NewStoredFile, manager: EntityManager = this.dataSource.manager): Promise<StoredFileInfo> {
    const row = await manager.getRepository(StoredFile).save({
      id: randomUUID(),
      purpose: file.purpose,
      contentType: file.contentType,
      byteSize: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      fileName: file.fileName,
      bytes: file.bytes,
      createdBy: file.createdBy,
    });
    return toInfo(row);
  }

  async get(id: string): Promise<{ info: StoredFileInfo; bytes: Buffer } | null> {
    if (!UUID.test(id)) return null;
    const row = await this.dataSource.getRepository(StoredFile).createQueryBuilder('f').addSelect('f.bytes').where('f.id = :id', { id }).getOne();
    return row ? { info: toInfo(row), bytes: row.bytes } : null;
  }

  async info(id: string): Promise<StoredFileInfo | null> {
    if (!UUID.test(id)) return null;
    const row = await this.dataSource.getRepository(StoredFile).findOneBy({ id });
    return row ? toInfo(row) : null;
  }

  async delete(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const result = await manager.getRepository(StoredFile).delete({ id });
    return (result.affected ?? 0) > 0;
  }
}

function toInfo(row: StoredFile): StoredFileInfo {
  return {
    id: row.id,
    purpose: row.purpose as FilePurpose,
    contentType: row.contentType,
    byteSize: row.byteSize,
    sha256: row.sha256.trim(),
    fileName: row.fileName,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  };
}
