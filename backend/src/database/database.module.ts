import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { DatabaseOutage } from './database-outage';
import { typeormOptions } from './typeorm-options';

/** The TypeORM connection (migrations run when it opens) and the outage tracker every error handler reports to. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('No database URL: main.ts starts the embedded database first');
        return typeormOptions(config.databaseUrl);
      },
    }),
  ],
  providers: [DatabaseOutage],
  exports: [DatabaseOutage],
})
export class DatabaseModule {}
