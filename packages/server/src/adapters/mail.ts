import nodemailer from 'nodemailer';
import type { Outbox } from './outbox.js';

/** A file sent with a mail (forms/emailResponse's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML body beside the text one. */
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Writes mail to the outbox (no configuration). */
export function outboxMailer(outbox: Outbox): Mailer {
  return {
    async send(m) {
      outbox.write({
        channel: 'mail',
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.attachments?.length
          ? {
              attachments: m.attachments.map((a) => ({
                filename: a.filename,
                content_type: a.contentType,
                size: a.content.length,
                content_base64: a.content.toString('base64'),
              })),
            }
          : {}),
      });
    },
  };
}

/** Sends mail through an SMTP server given as a URL (smtp://user:pass@host:port, smtps://...). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.attachments?.length ? { attachments: m.attachments } : {}),
      });
    },
  };
}
