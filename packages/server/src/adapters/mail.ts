import nodemailer from 'nodemailer';
import type { Outbox } from './outbox.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Writes mail to the outbox (no configuration). */
export function outboxMailer(outbox: Outbox): Mailer {
  return {
    async send(m) {
      outbox.write({ channel: 'mail', to: m.to, subject: m.subject, text: m.text });
    },
  };
}

/** Sends mail through an SMTP server given as a URL (smtp://user:pass@host:port, smtps://...). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}
