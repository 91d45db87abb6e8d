import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig, ConfigError } from '../config/app-config';
import businessDefaults from '../config/business-defaults.json';
import { normaliseMailAddress } from '../common/validation';
import type { MailOutbox } from './entities/mail-outbox.entity';

/** What the sender needs of an outbox row. */
export type OutboxMessage = Pick<MailOutbox, 'id' | 'to' | 'subject' | 'text' | 'html' | 'replyTo' | 'createdAt'> &
  Partial<Pick<MailOutbox, 'headers' | 'attachments'>>;

/**
 * The Message-ID of an outbox row, the same on every attempt: a retry after a lost answer (or a
 * second sender) is recognisably the same message to the receiving server, and `make verify`
 * counts deliveries by it. The row's id and creation time keep it unique after a database reset.
 */
export function outboxMessageId(message: Pick<MailOutbox, 'id' | 'createdAt'>, businessEmail: string): string {
  const domain = businessEmail.split('@')[1] ?? 'localhost';
  return `<outbox-${message.id}-${message.createdAt.getTime().toString(36)}@${domain}>`;
}

/**
 * An outbox row's addresses as nodemailer objects with an empty name, so nodemailer never parses
 * a display name, comment or group out of the text (issue 25). A row that is not a list of plain
 * addresses (written before the rule, or by hand) is refused, not delivered to the address inside it.
 */
export function bareAddresses(list: string): { name: string; address: string }[] {
  return list.split(',').map((part) => {
    const address = normaliseMailAddress(part);
    if (!address) throw new Error(`Not a plain e-mail address: ${JSON.stringify(part.trim().slice(0, 100))}`);
    return { name: '', address };
  });
}

/**
 * Bounds on one SMTP send. The delivery job's lease on a claimed row must outlast the slowest
 * send (connection + greeting + one idle gap), or a second instance could send it again.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * The one nodemailer transport, built at start-up: SMTP when SMTP_URL is set, otherwise each
 * message is written as an RFC 822 .eml file under dataDir/mail for a person or a test to open.
 * That file is the development "mailbox", so a reset link in it stays whole (a developer opens
 * it to reset a password); the retention job deletes the files with the outbox rows
 * (pruneMailFiles), so no link stays on disk for longer than MAIL_RETENTION_DAYS.
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly mailDir?: string;
  private readonly secrets: string[];
  private readonly businessEmail: string;

  constructor(config: AppConfig) {
    this.businessEmail = config.businessEmail;
    const from = { name: businessDefaults.businessName, address: config.businessEmail };
    if (config.smtpUrl) {
      const url = new URL(config.smtpUrl);
      if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
        throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
      }
      this.secrets = [url.password, decodeURIComponent(url.password)].filter((s) => s.length > 0);
      this.transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS_MS }, { from });
    } else {
      this.secrets = [];
      this.mailDir = path.join(config.dataDir, 'mail');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
    }
  }

  /** Sends one outbox message; throws when the SMTP server does not accept it. */
  async send(message: OutboxMessage): Promise<void> {
    const info = await this.transport.sendMail({
      messageId: outboxMessageId(message, this.businessEmail),
      to: bareAddresses(message.to),
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      replyTo: message.replyTo ? bareAddresses(message.replyTo) : undefined,
      headers: message.headers ?? undefined,
      attachments: message.attachments?.map(({ filename, contentType, contentBase64 }) => ({
        filename,
        contentType,
        content: Buffer.from(contentBase64, 'base64'),
      })),
    });
    if (this.mailDir) {
      await mkdir(this.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/:/g, '-'); // no ':' so the name is valid on every file system
      await writeFile(path.join(this.mailDir, `${stamp}-${message.id}.eml`), info.message as Buffer, { flag: 'wx' });
    }
  }

  /**
   * Deletes the .eml files written before `cutoff` (none when mail goes over SMTP); answers how
   * many. Safe when several instances share the directory: a file another one removed is skipped.
   */
  async pruneMailFiles(cutoff: Date): Promise<number> {
    if (!this.mailDir) return 0;
    let names: string[];
    try {
      names = await readdir(this.mailDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const file = path.join(this.mailDir, name);
      try {
        if ((await stat(file)).mtime < cutoff) {
          await unlink(file);
          removed++;
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return removed;
  }

  /** A short reason to store in the outbox and log: one line, bounded, with the SMTP password removed. */
  describeError(error: unknown): string {
    const code = (error as { code?: unknown })?.code;
    let message = error instanceof Error ? error.message : String(error);
    if (typeof code === 'string' && !message.includes(code)) message = `${code}: ${message}`;
    for (const secret of this.secrets) message = message.split(secret).join('***');
    return message.replace(/\s+/g, ' ').trim().slice(0, 500);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
