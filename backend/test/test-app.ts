import type { ModuleMetadata } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { testDatabaseUrl } from './test-database';

/** A provider of the app replaced by a test's own value (e.g. the follow-ups' Clock by a clock the test sets). */
export interface ProviderOverride {
  provide: Parameters<ReturnType<typeof Test.createTestingModule>['overrideProvider']>[0];
  useValue: unknown;
}

/** What a spec may add to the app: modules and controllers of its own, and providers replaced. */
export interface TestAppExtras extends Pick<ModuleMetadata, 'imports' | 'controllers'> {
  overrideProviders?: readonly ProviderOverride[];
}

/**
 * The real app (every module, pipes, filter, headers) on the run's test database: the one harness
 * every back-end spec and helper starts its app with (startup.e2e-spec.ts alone runs the built server).
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, extra: TestAppExtras = {}): Promise<{ app: NestExpressApplication; config: AppConfig }> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: testDatabaseUrl(), SITE_DIR: '/nonexistent', ...env });
  const builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config), ...(extra.imports ?? [])],
    controllers: extra.controllers ?? [],
  });
  for (const { provide, useValue } of extra.overrideProviders ?? []) builder.overrideProvider(provide).useValue(useValue);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  configureApp(app, config);
  await app.init();
  return { app, config };
}
