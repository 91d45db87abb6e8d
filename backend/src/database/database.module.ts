import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { DatabaseOutage } from './database-outage';
import { openMigratedDataSource } from './migrate';
import { typeormOptions } from './typeorm-options';

/**
 * The TypeORM connection (migrations run when it opens, one instance at a time) and the outage
 * tracker every error handler reports to.
 */
@Global()
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
  providers: [DatabaseOutage],
  exports: [DatabaseOutage],
})
export class DatabaseModule {}
