import type { Outbox } from './outbox.js';

export interface SmsMessage {
  /** Digits with country code, as stored. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export function outboxSms(outbox: Outbox): SmsSender {
  return {
    async send(m) {
      outbox.write({ channel: 'sms', to: m.to, text: m.text });
    },
  };
}

/** Twilio's Messages API over plain HTTPS (no SDK needed for one call). */
export function twilioSms(opts: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}): SmsSender {
  return {
    async send(m) {
      const url = `${opts.apiUrl}/2010-04-01/Accounts/${opts.accountSid}/Messages.json`;
      const body = new URLSearchParams({ To: `+${m.to}`, From: opts.from, Body: m.text });
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
      });
      if (!res.ok) throw new Error(`Twilio answered ${res.status}: ${await res.text()}`);
    },
  };
}
