import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { AppConfig } from '../../config/app-config';
import { InboundRejectionReason } from './inbound-mail.enums';
import { InboundMailService } from './inbound-mail.service';
import { INBOUND_MAX_BYTES } from './inbound-message';
import { replyToken } from './reply-addresses';

/** An SMTP reply with a status code (smtp-server sends `responseCode` and the message). */
function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

const REFUSALS: Readonly<Record<InboundRejectionReason, { code: number; message: string } | null>> = {
  [InboundRejectionReason.UnknownToken]: { code: 550, message: '5.1.1 This reply address is not known here.' },
  [InboundRejectionReason.SenderMismatch]: { code: 550, message: '5.7.1 This reply address accepts replies only from the person it was sent to.' },
  [InboundRejectionReason.TooLarge]: { code: 552, message: `5.3.4 Message larger than ${INBOUND_MAX_BYTES} bytes.` },
  // Accepted and dropped: answering a bounce with an error would only start a loop.
  [InboundRejectionReason.Bounce]: null,
};

/**
 * The inbound mail listener (issue 27): an SMTP server on INBOUND_SMTP_PORT (off unless set) that
 * takes mail for reply+<token>@INBOUND_DOMAIN only, at most 5 MB (SIZE, and counted again), and
 * hands each message to InboundMailService. A fault while filing answers 451, so the sending
 * server tries again later instead of the reply being lost. No AUTH, no STARTTLS: put it behind
 * a TLS-terminating relay or use the webhook (README "Replies on the record").
 */
@Injectable()
export class InboundSmtpListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('InboundMail');
  private server?: SMTPServer;

  constructor(
    private readonly config: AppConfig,
    private readonly inbound: InboundMailService,
  ) {}

  /** The port listened on (INBOUND_SMTP_PORT, or the free port picked for 0); null when off. */
  get port(): number | null {
    const address = this.server?.server.address() as AddressInfo | null | undefined;
    return address ? address.port : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.inboundSmtpPort === undefined) return;
    const domain = this.config.inboundDomain;
    const server = new SMTPServer({
      size: INBOUND_MAX_BYTES,
      // Not announced, so a client sends an oversized message anyway and it is counted (stream.sizeExceeded).
      hideSize: true,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      disableReverseLookup: true,
      banner: 'replies',
      logger: false,
      maxClients: 50,
      socketTimeout: 60_000,
      onRcptTo: (address, session, callback) => {
        if (session.envelope.rcptTo.length >= 10) return callback(smtpError(452, '4.5.3 Too many recipients.'));
        if (replyToken(address.address, domain) === null) return callback(smtpError(550, '5.1.1 No such recipient here.'));
        callback();
      },
      onData: (stream, session, callback) => this.onData(stream, session, callback),
    });
    server.on('error', (error) => this.logger.warn(`inbound SMTP: ${error.message}`));
    try {
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(this.config.inboundSmtpPort, () => {
          server.server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      // The site goes on without it (issue 27: the inbound listener being down never stops leads);
      // sending servers keep retrying a reply for days, and the webhook still works.
      this.logger.error(`inbound mail listener could not listen on port ${this.config.inboundSmtpPort}: ${(error as Error).message}`);
      return;
    }
    this.server = server;
    this.logger.log(`inbound mail listener on port ${this.port} for reply addresses @${domain}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void): void {
    const chunks: Buffer[] = [];
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      // Past the limit nothing more is kept; the rest is read and dropped so the session can answer.
      if (bytes <= INBOUND_MAX_BYTES) chunks.push(chunk);
    });
    stream.on('end', () => {
      const envelope = {
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
      };
      const outcome =
        stream.sizeExceeded || bytes > INBOUND_MAX_BYTES
          ? this.inbound.reject(InboundRejectionReason.TooLarge)
          : this.inbound.receive(Buffer.concat(chunks), envelope);
      outcome.then(
        (result) => {
          const refusal = result.accepted ? null : REFUSALS[result.reason];
          callback(refusal ? smtpError(refusal.code, refusal.message) : null);
        },
        (error: Error) => {
          this.logger.error(`inbound SMTP: a message could not be filed: ${error.message}`);
          callback(smtpError(451, '4.3.0 Temporary failure, please try again later.'));
        },
      );
    });
  }
}
