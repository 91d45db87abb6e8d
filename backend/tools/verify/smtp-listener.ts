import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (RFC 822, CRLF line ends). */
  raw: string;
}

export interface SmtpListener {
  port: number;
  received: ReceivedMail[];
  /** Stops listening: new connections are refused (ECONNREFUSED) until acceptConnections(); open ones finish. */
  refuseConnections(): Promise<void>;
  /** Listens again on the same port. */
  acceptConnections(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on localhost that keeps what it receives (no TLS, no auth): the backend
 * tests' mail server and `make verify`'s.
 */
export async function startSmtpListener(port = 0, delayMs = 0): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(() => callback(), delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const boundPort = (server.server.address() as AddressInfo).port;
  return {
    port: boundPort,
    received,
    refuseConnections: () => new Promise<void>((resolve) => (server.server.listening ? server.server.close(() => resolve()) : resolve())),
    acceptConnections: () =>
      new Promise<void>((resolve, reject) => {
        if (server.server.listening) return resolve();
        server.server.once('error', reject);
        server.server.listen(boundPort, '127.0.0.1', () => {
          server.server.off('error', reject);
          resolve();
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message's Message-ID header (with its angle brackets), from the header block. */
export function messageIdOf(mail: ReceivedMail): string | undefined {
  const headers = mail.raw.split(/\r?\n\r?\n/, 1)[0];
  return /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(headers)?.[1];
}

/** A localhost port nothing listens on (taken and released by the OS). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A received message's text as a reader sees it: quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}
