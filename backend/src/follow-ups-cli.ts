import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { AppConfig, loadConfig } from './config/app-config';
import { withLocalSecrets } from './config/local-secrets';
import { embeddedDatabaseUrl, startEmbeddedPostgres, stopEmbeddedPostgres } from './database/embedded-postgres';
import { portIsFree } from './database/startup-error';
import { MailDeliveryJob } from './mail/mail-delivery.job';
import type { FollowUpRunResponseDto } from './modules/follow-ups/dto/follow-up-run-response.dto';
import { FollowUpsService } from './modules/follow-ups/follow-ups.service';

/**
 * `make follow-ups`: prints what a follow-up run would do now (a dry run: nothing is written);
 * `make follow-ups SEND=1` (`--send`) runs it for real, inside the send window, and delivers the
 * queued e-mails. Uses DATABASE_URL, or the site's embedded database (the running one of
 * `make start`, or started for this run).
 */
async function main(): Promise<void> {
  const send = process.argv.includes('--send');
  // The site's own secrets (DATA_DIR/secrets.json when not given): its unsubscribe links must match.
  let config = loadConfig(withLocalSecrets(process.env).env);
  if (!config.databaseUrl) {
    const port = config.embeddedPgPort;
    const url = (await portIsFree(port)) ? (await startEmbeddedPostgres(`${config.dataDir}/pg`, port, () => undefined)).url : embeddedDatabaseUrl(port);
    config = new AppConfig({ ...config, databaseUrl: url });
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const result = await app.get(FollowUpsService).run(!send);
    console.log(describe(result));
    if (send && result.sent) {
      const { sent, failed } = await app.get(MailDeliveryJob).deliverDue();
      console.log(`Delivered ${sent} e-mails${failed ? `; ${failed} failed and will be retried by the app` : ''}.`);
    }
  } finally {
    await app.close();
    await stopEmbeddedPostgres();
  }
}

function describe(result: FollowUpRunResponseDto): string {
  const lines = [
    `Follow-ups ${result.dryRun ? 'dry run' : 'run'} at ${result.ranAt}`,
    `Send window: ${result.sendWindow}, ${result.windowOpen ? 'open now' : 'closed now'}${result.nextWindowOpensAt ? `; next opening ${result.nextWindowOpensAt}` : ''}`,
    `Scheduled runs: ${result.scheduled ? 'on (FOLLOW_UPS_CRON)' : 'off (FOLLOW_UPS_ENABLED=false)'}`,
    '',
    `Due e-mails: ${result.due.length}`,
    ...result.due.map((due) => `  lead ${due.leadId} ${due.name}, step ${due.step}: ${due.subject}`),
    `Skipped: ${result.skipped.length}${result.skipCounts.length ? ` (${result.skipCounts.map((c) => `${c.reason} ${c.count}`).join(', ')})` : ''}`,
    ...result.skipped.map((skip) => `  lead ${skip.leadId} ${skip.name}, step ${skip.step}: ${skip.reason}${skip.endsSequence ? ' (ends the sequence)' : ''}`),
    '',
    result.dryRun ? 'Dry run: nothing was written. Send them with: make follow-ups SEND=1' : `Queued ${result.sent} e-mails.`,
  ];
  return lines.join('\n');
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  await stopEmbeddedPostgres();
  process.exit(1);
});
