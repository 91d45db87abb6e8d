import type { EntityManager } from 'typeorm';
import type { FilePurpose } from './files.enums';

/** A stored file without its bytes. */
export interface StoredFileInfo {
  id: string;
  purpose: FilePurpose;
  contentType: string;
  byteSize: number;
  sha256: string;
  fileName: string;
  createdAt: Date;
  createdBy: number | null;
}

/** A file to store: bytes already checked (file-content.ts checkUpload), its safe name and type. */
export interface NewStoredFile {
  purpose: FilePurpose;
  bytes: Buffer;
  contentType: string;
  fileName: string;
  createdBy: number | null;
}

/**
 * Where uploaded files live (issue 30, reused by issue 31): put, get, delete by a uuid, so the
 * modules that keep files hold only that id. One implementation today, PostgreSQL
 * (postgres-file-store.ts); an S3-compatible store can replace it by implementing this class and
 * binding it in files.module.ts (docs/partners-and-commissions.md, "Partner resources").
 *
 * `manager`: a store that can (PostgreSQL) writes in the caller's transaction, so a file and the
 * row that names it are committed or rolled back together; one that cannot ignores it, and its
 * caller removes a file whose row was not written.
 */
export abstract class FileStore {
  abstract put(file: NewStoredFile, manager?: EntityManager): Promise<StoredFileInfo>;
  /** The file with its bytes, or null when there is none with this id. */
  abstract get(id: string): Promise<{ info: StoredFileInfo; bytes: Buffer } | null>;
  abstract info(id: string): Promise<StoredFileInfo | null>;
  /** Removes the file; true when there was one. */
  abstract delete(id: string, manager?: EntityManager): Promise<boolean>;
}
