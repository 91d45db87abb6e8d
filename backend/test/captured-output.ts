import fs from 'node:fs';

/**
 * Everything the app writes to stdout/stderr from now on, kept off the console: pino writes
 * through process.stdout under jest and straight to the file descriptor elsewhere, so both are
 * caught. Start it before the first app of the file creates its logger.
 */
export function captureOutput(): { lines: () => string[]; restore: () => void } {
  const written: string[] = [];
  const spies: jest.SpyInstance[] = [];
  const text = (data: unknown) => (Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  for (const stream of [process.stdout, process.stderr]) {
    spies.push(
      jest.spyOn(stream, 'write').mockImplementation(((data: unknown, ...rest: unknown[]) => {
        written.push(text(data));
        (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
        return true;
      }) as typeof stream.write),
    );
  }
  const writeSync = fs.writeSync.bind(fs);
  const write = fs.write.bind(fs);
  spies.push(
    jest.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: string | Buffer, ...rest: unknown[]) => {
      if (fd !== 1 && fd !== 2) return (writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
      written.push(text(data));
      return Buffer.byteLength(data);
    }) as typeof fs.writeSync),
    jest.spyOn(fs, 'write').mockImplementation(((fd: number, data: string | Buffer, ...rest: unknown[]) => {
      if (fd !== 1 && fd !== 2) return (write as (...args: unknown[]) => void)(fd, data, ...rest);
      written.push(text(data));
      (rest.find((arg) => typeof arg === 'function') as ((e: null, n: number) => void) | undefined)?.(null, Buffer.byteLength(data));
    }) as typeof fs.write),
  );
  return {
    lines: () => written.join('').split('\n').filter(Boolean),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
