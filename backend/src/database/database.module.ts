import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { typeormOptions } from './typeorm-options';

/** The TypeORM connection; migrations run when it opens. */
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
})
export class DatabaseModule {}
