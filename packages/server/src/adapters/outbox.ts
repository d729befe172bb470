import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** A mail's attachment as the outbox keeps it: whole, base64 (a test or developer opens it). */
export interface OutboxAttachment {
  filename: string;
  content_type: string;
  size: number;
  content_base64: string;
}

export interface OutboxMessage {
  channel: 'mail' | 'sms';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  at: string;
}

/**
 * The embedded default for mail and SMS: every message is logged and appended to
 * `<DATA_DIR>/outbox.jsonl`, where a developer (or an end-to-end test) reads it.
 */
export class Outbox {
  readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly file: string | null,
    private log: FastifyBaseLogger | null,
  ) {
    if (file) fs.mkdirSync(path.dirname(file), { recursive: true });
  }

  attachLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  write(message: Omit<OutboxMessage, 'at'>): void {
    const entry = { ...message, at: new Date().toISOString() };
    this.messages.push(entry);
    if (this.messages.length > 500) this.messages.shift();
    if (this.file) fs.appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
    this.log?.info({ outbox: entry }, `outbox: ${entry.channel} to ${entry.to}`);
  }

  /** The newest message sent to an address, for tests. */
  lastTo(to: string): OutboxMessage | undefined {
    return [...this.messages].reverse().find((m) => m.to === to);
  }
}
