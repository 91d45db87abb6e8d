import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { openMigratedDataSource } from './migrate';
import { typeormOptions } from './typeorm-options';

/** The TypeORM connection; migrations run when it opens (one instance at a time). */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('No database URL: main.ts starts the embedded database first');
        return typeormOptions(config.databaseUrl);
      },
      dataSourceFactory: async (options) => openMigratedDataSource(options!),
    }),
  ],
})
export class DatabaseModule {}
