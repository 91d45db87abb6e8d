import type { ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { testDatabaseUrl } from './test-database';

/** The real app (every module, pipes, filter, headers) on the run's test database. */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  extra: Pick<ModuleMetadata, 'imports' | 'controllers'> = {},
): Promise<{ app: NestExpressApplication; config: AppConfig }> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: testDatabaseUrl(), SITE_DIR: '/nonexistent', ...env });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config), ...(extra.imports ?? [])],
    controllers: extra.controllers ?? [],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  configureApp(app, config);
  await app.init();
  return { app, config };
}
