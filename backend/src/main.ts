import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { AppConfig, loadConfig } from './config/app-config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';

/** The embedded database's port: not PostgreSQL's usual 5432, so it never meets a local server. */
const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);

async function main(): Promise<void> {
  let config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    const quiet = config.logLevel === 'silent';
    embedded = await startEmbeddedPostgres(`${config.dataDir}/pg`, EMBEDDED_PORT, (line) => {
      if (!quiet && /ERROR|FATAL|PANIC|ready to accept/.test(line)) console.log(`[postgres] ${line}`);
    });
    config = new AppConfig({ ...config, databaseUrl: embedded.url });
  }

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  configureApp(app, config);
  await app.listen(config.port);
  console.log(`Site and API at http://localhost:${config.port} (API docs: /api/docs)`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping`);
    // app.close() stops accepting, waits for open requests, then closes the pool (module destroy hooks).
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
