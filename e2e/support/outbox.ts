import fs from 'node:fs';
import { expect } from '@playwright/test';
import { OUTBOX_FILE } from './env';

/** One line of the server's outbox (mail and SMS in the embedded default). */
export interface OutboxMessage {
  channel: 'mail' | 'sms';
  to: string;
  subject?: string;
  text: string;
  at: string;
  /** Files sent with a mail (a form response's PDF), as the outbox keeps them. */
  attachments?: Array<{ filename: string; content_type: string; size: number; content_base64: string }>;
}

function readOutbox(): OutboxMessage[] {
  if (!fs.existsSync(OUTBOX_FILE)) return [];
  return fs
    .readFileSync(OUTBOX_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/**
 * Waits for the newest message to an address (digits with country code for SMS, e-mail for mail)
 * sent at or after `since`, so a test never picks up an earlier code of the same address.
 */
export async function waitForMessage(
  to: string,
  opts: { since: Date; channel?: OutboxMessage['channel']; timeoutMs?: number },
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox()
          .filter((m) => m.to === to && (!opts.channel || m.channel === opts.channel))
          .filter((m) => Date.parse(m.at) >= opts.since.getTime() - 1000)
          .at(-1);
        return found !== undefined;
      },
      {
        message: `a message to ${to} in ${OUTBOX_FILE}`,
        timeout: opts.timeoutMs ?? 10_000,
        intervals: [100, 250, 500],
      },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** The 6-digit code of the newest SMS to a phone (digits with country code). */
export async function waitForPhoneCode(phone: string, since: Date): Promise<string> {
  const message = await waitForMessage(phone, { since, channel: 'sms' });
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the SMS to ${phone}: ${message.text}`);
  return code;
}

/** The first http(s) link of the newest message to an address. */
export async function waitForLink(
  to: string,
  since: Date,
  channel?: OutboxMessage['channel'],
): Promise<string> {
  const message = await waitForMessage(to, { since, channel });
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no link in the message to ${to}: ${message.text}`);
  return link;
}
