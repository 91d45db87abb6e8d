import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { AppConfig, loadConfig } from './config/app-config';
import { withLocalSecrets } from './config/local-secrets';
import { startEmbeddedPostgres, stopEmbeddedPostgres } from './database/embedded-postgres';
import { portIsFree, portTakenMessage, StartupError } from './database/startup-error';
import { waitForDatabase } from './database/wait-for-database';

let app: NestExpressApplication | undefined;
let stopping = false;
/** SHUTDOWN_DEADLINE_SECONDS once the configuration is read; its default before. */
let shutdownDeadlineSeconds = 8;

async function main(): Promise<void> {
  const secrets = withLocalSecrets(process.env);
  let config = loadConfig(secrets.env);
  shutdownDeadlineSeconds = config.shutdownDeadlineSeconds;
  const quiet = config.logLevel === 'silent';
  const say = (line: string) => quiet || console.log(line);
  if (secrets.generated.length) say(`Generated ${secrets.generated.join(', ')} into ${secrets.file} (kept for the next start; production must set them)`);
  if (!(await portIsFree(config.port))) throw new StartupError(portTakenMessage(config.port, 'PORT', 'the site'));

  if (config.databaseUrl) {
    await waitForDatabase(config.databaseUrl, config.databaseWaitSeconds, say);
  } else {
    const embedded = await startEmbeddedPostgres(`${config.dataDir}/pg`, config.embeddedPgPort, (line) => {
      if (/ERROR|FATAL|PANIC|ready to accept/.test(line)) say(`[postgres] ${line}`);
    });
    config = new AppConfig({ ...config, databaseUrl: embedded.url });
  }

  app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true, bodyParser: false });
  configureApp(app, config);
  // Once stopping, every answer closes its connection (Connection: close): a client that keeps a
  // keep-alive connection busy would otherwise hold the server open until the deadline.
  app.getHttpServer().prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) res.shouldKeepAlive = false;
  });
  try {
    await app.listen(config.port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new StartupError(portTakenMessage(config.port, 'PORT', 'the site'));
    throw error;
  }
  console.log(`Site and API at http://localhost:${config.port} (API docs: /api/docs)`);
}

/**
 * SIGTERM / Ctrl-C: finish requests in flight and close the pool (module destroy hooks), then
 * stop the embedded database, within the deadline (under Docker's 10 s grace); past it, work in
 * flight is abandoned (an outbox row being sent keeps its lease, so no other instance sends it
 * meanwhile). A second signal stops at once. A signal during start-up stops what has started.
 */
function shutdown(signal: string): void {
  if (stopping) {
    console.log(`${signal} again: stopping at once`);
    process.exit(1); // the exit hook in embedded-postgres still stops the database
  }
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  const deadline = setTimeout(() => {
    console.error(`Still stopping after ${shutdownDeadlineSeconds} s (SHUTDOWN_DEADLINE_SECONDS): abandoning work in flight`);
    void stopEmbeddedPostgres().finally(() => process.exit(1));
  }, shutdownDeadlineSeconds * 1000);
  void (async () => {
    await app?.close();
    await stopEmbeddedPostgres();
    clearTimeout(deadline);
    process.exit(0);
  })();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

main().catch(async (error) => {
  // Ctrl-C during start-up: shutdown() stops what has started and exits; the start-up's own end is moot.
  if (stopping) return;
  // One line that says what to do (StartupError, ConfigError), never a stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  await stopEmbeddedPostgres();
  process.exit(1);
});
