import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoredFile } from './entities/stored-file.entity';
import { FileStore } from './file-store';
import { ImageVariants } from './image-variants';
import { MediaController } from './media.controller';
import { PostgresFileStore } from './postgres-file-store';

/**
 * Uploaded files (issue 30, shared with issue 31): owns `stored_files` and exports FileStore, bound
 * to the PostgreSQL implementation, and ImageVariants, the one pipeline for pictures (re-encoded,
 * metadata stripped) with the media route that serves them. To move files to an S3-compatible
 * store, bind FileStore to that implementation here; nothing else changes.
 */
@Module({
  imports: [TypeOrmModule.forFeature([StoredFile])],
  controllers: [MediaController],
  providers: [{ provide: FileStore, useClass: PostgresFileStore }, ImageVariants],
  exports: [FileStore, ImageVariants],
})
export class FilesModule {}
