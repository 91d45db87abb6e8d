import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailOutbox } from './entities/mail-outbox.entity';

/** An e-mail as a caller writes it; the sender adds the business From address. */
export interface OutgoingMail {
  /** One address or a comma-separated list. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

@Injectable()
export class MailService {
  /**
   * Writes the e-mail to the outbox with the caller's EntityManager, so it commits or rolls back
   * together with the lead that triggers it (ARCHITECTURE: data that must never be lost).
   * The delivery job sends it later. Returns the outbox row's id.
   */
  async enqueue(manager: EntityManager, message: OutgoingMail): Promise<number> {
    for (const field of ['to', 'subject', 'text'] as const) {
      // A caller's bug, not a visitor's input error: callers validate what visitors type.
      if (!message[field]?.trim()) throw new Error(`MailService.enqueue: "${field}" must not be empty`);
    }
    const result = await manager.insert(MailOutbox, {
      to: message.to.trim(),
      subject: message.subject.trim(),
      text: message.text,
      html: message.html?.trim() ? message.html : null,
      replyTo: message.replyTo?.trim() || null,
      headers: message.headers && Object.keys(message.headers).length ? message.headers : null,
    });
    return result.identifiers[0].id as number;
  }
}

