import type { AppProcess, HarnessDatabase } from './processes';
import type { ScenarioContext, SignedInSession } from './scenario';
import type { SmtpListener } from './smtp-listener';
import type { quizPaths } from './traffic';

/**
 * What scenarios 1-5 need beyond the shared ScenarioContext: the processes the runner started,
 * so they can stop the database, refuse mail, start a second instance or stop the app.
 */
export interface Harness extends ScenarioContext {
  /** The app every scenario talks to (baseUrl), on the harness database. */
  app: AppProcess;
  /** Its environment: a second instance on the same database gets the same (with another PORT). */
  appEnv: Record<string, string>;
  /** The second instance's port (scenario 4) and the stand-alone app's and its PostgreSQL's (scenario 5). */
  ports: { second: number; standalone: number; standalonePg: number };
  database: HarnessDatabase;
  listener: SmtpListener;
  quizPaths: Awaited<ReturnType<typeof quizPaths>>;
  /** A plan to place deposits on (the catalogue's first). */
  designId: string;
  /** Signed-in buyers that place the loads' deposits (the first is sessions.user). */
  buyers: SignedInSession[];
  /** The repository's .data folder for this run's data directories. */
  dataRoot: string;
}
