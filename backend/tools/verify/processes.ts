import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { APP_ROOT } from '../../src/config/app-config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/database/embedded-postgres';

/** How long the built app may take to start (migrations on a fresh database included). */
const APP_START_TIMEOUT_MS = 90_000;

/** One process of the built app (backend/dist/main.js), started as `make start` would, configured by env only. */
export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it printed, for a failure's last lines. */
  output(): string;
  /** SIGTERM and wait for the exit (the app's own graceful stop); answers the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the built app; everything it prints also goes to `${DATA_DIR}/app-${port}.log` for a failure's post-mortem. */
export function startApp(port: number, env: Record<string, string>): Promise<AppProcess> {
  mkdirSync(env.DATA_DIR, { recursive: true });
  const log = createWriteStream(path.join(env.DATA_DIR, `app-${port}.log`), { flags: 'a' });
  // The built app (backend/dist/main.js), as make start runs it.
  const child = spawn(process.execPath, [path.join(APP_ROOT, 'backend', 'dist', 'main.js')], {
    cwd: APP_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const app: AppProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the app on port ${port} did not start within ${APP_START_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`));
    }, APP_START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      log.write(chunk);
      // Keep the last 200 kB: enough for a failure's context, bounded under a long load.
      output = (output + chunk.toString()).slice(-200_000);
      if (/Site and API at/.test(output)) {
        clearTimeout(timer);
        resolve(app);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the app on port ${port} exited with ${code} while starting:\n${output.slice(-3000)}`));
    });
  });
}

/** The postmaster's process id from postmaster.pid (its first line), or undefined when there is none. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(realpathSync(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The run's own PostgreSQL (the app's embedded binaries), started by the harness and handed to the
 * app as DATABASE_URL, so scenario 2 can kill its postmaster hard and start it again.
 */
export class HarnessDatabase {
  private current?: EmbeddedDatabase;

  constructor(
    readonly dataDir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return this.current!.url;
  }

  async start(): Promise<void> {
    this.current = await startEmbeddedPostgres(
      this.dataDir,
      this.port,
      (line) => {
        if (/PANIC/.test(line)) console.log(`[verify postgres] ${line}`);
      },
      'VERIFY_PG_PORT',
    );
  }

  /** SIGKILL to the postmaster, as a crash or an OOM kill would; answers once it is gone. */
  async kill(): Promise<void> {
    const pid = postmasterPid(this.current!.dataDir);
    if (!pid) throw new Error('the harness PostgreSQL has no postmaster.pid');
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  async stop(): Promise<void> {
    await this.current?.stop();
  }
}
