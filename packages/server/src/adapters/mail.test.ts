import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser, call } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP peer on 127.0.0.1, on a port the system picks. */
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

// The test server offers STARTTLS with a self-signed certificate; the URL tells nodemailer to stay plain.
const { app, db, deps } = await buildTestApp({
  SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
  MAIL_FROM: 'Teamline <no-reply@teamline.test>',
});

/** Undoes quoted-printable soft line breaks and escapes so the link reads whole. */
function bodyOf(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

describe('SMTP mailer', () => {
  it('delivers the password reset mail with its link to a real SMTP server', async () => {
    const user = await buildUser(db);
    const res = await call(app, 'POST', '/api/trigger-password-reset', { body: { email: user.email } });
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0] as Received;
    expect(mail.from).toBe('no-reply@teamline.test');
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toMatch(/^Subject: Reset your Teamline password\r?$/m);
    const link = bodyOf(mail.raw).match(/http:\/\/teamline\.test\/reset-password\?\S+/)?.[0] as string;
    expect(link).toBeDefined();
    const url = new URL(link);
    expect(url.searchParams.get('email')).toBe(user.email);
    // The link works: it sets a new password.
    const reset = await call(app, 'POST', '/api/reset-password', {
      body: { email: user.email, token: url.searchParams.get('token'), password: 'via-smtp-password' },
    });
    expect(reset.status).toBe(200);
    // Nothing went to the outbox.
    expect(deps.outbox.messages).toEqual([]);
  });
});
