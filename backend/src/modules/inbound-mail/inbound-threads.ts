import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { InboundThreadKind } from './inbound-mail.enums';

/** A listed attachment: its name and size only (the file is not stored). */
export interface InboundAttachment {
  name: string;
  size: number;
}

/** An accepted reply as a thread's handler receives it: plain text, quoted history stripped. */
export interface InboundReply {
  /** The From address, lower case (it matched the thread's customer address). */
  from: string;
  /** The From display name, if any. */
  fromName: string | null;
  subject: string;
  /** Plain text (an HTML-only message converted without links), quoted history stripped. */
  text: string;
  attachments: InboundAttachment[];
  /** The Message-ID header: a handler keeps one reply per message (a provider may post twice). */
  messageId: string | null;
  receivedAt: Date;
}

/** The conversation a reply address was issued for. */
export interface InboundThread {
  kind: InboundThreadKind;
  threadId: number;
  customerEmail: string;
}

/** What a module plugs in to receive the replies of its threads (leads now; quote requests and contractor inquiries next). */
export interface InboundThreadHandler {
  /**
   * Files the reply on the thread's record, in the caller's transaction. False when the thread is
   * gone (its record deleted): the message is then counted as sent to an unknown address.
   */
  deliver(manager: EntityManager, thread: InboundThread, reply: InboundReply): Promise<boolean>;
}

/**
 * The registry of thread handlers: a module that issues reply addresses registers its kind's
 * handler when it starts (onModuleInit), so this module routes replies without importing any of them.
 */
@Injectable()
export class InboundThreads {
  private readonly handlers = new Map<string, InboundThreadHandler>();

  register(kind: InboundThreadKind, handler: InboundThreadHandler): void {
    if (this.handlers.has(kind)) throw new Error(`InboundThreads: a handler for "${kind}" is already registered`);
    this.handlers.set(kind, handler);
  }

  handler(kind: string): InboundThreadHandler | undefined {
    return this.handlers.get(kind);
  }
}

/** '2 KB', '1.4 MB'. */
function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A notice's paragraph listing a reply's attachments by name and size (the site keeps no file a
 * stranger sent), after `heading`; empty when there are none. For the handlers' notices to staff.
 */
export function attachmentsParagraph(attachments: readonly InboundAttachment[], heading: string): string {
  if (!attachments.length) return '';
  return `\n\n${heading}:\n${attachments.map((file) => `- ${file.name} (${sizeInWords(file.size)})`).join('\n')}`;
}
