import { createServer } from 'node:net';

/**
 * A start-up failure the person running the app can fix: its message is one sentence that says
 * what is wrong and what to do, printed alone (no stack trace) before the process exits non-zero.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** The one line for a port someone else holds; `variable` is the setting that moves it. */
export function portTakenMessage(port: number, variable: string, what: string): string {
  return `Port ${port} is already in use, so ${what} cannot start: set ${variable} to a free port (for example ${variable}=${port + 1} make start) or stop the program using ${port}.`;
}

/** Whether nothing listens on `port` yet (on every address when `host` is left out, as the site listens). */
export async function portIsFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
