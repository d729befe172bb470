import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/factories.js';
import { buildTestApp } from '../../test/harness.js';

const SID = 'AC00000000000000000000000000000001';
const AUTH = 'test-auth-token';
const FROM = '+15005550006';

interface TwilioRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in that speaks Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json. */
const requests: TwilioRequest[] = [];
let failNext = false;
const twilio = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => {
    body += c.toString('utf8');
  });
  req.on('end', () => {
    requests.push({
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form: new URLSearchParams(body),
    });
    const expectedAuth = `Basic ${Buffer.from(`${SID}:${AUTH}`).toString('base64')}`;
    const status = failNext ? 400 : req.headers.authorization === expectedAuth ? 201 : 401;
    failNext = false;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(status === 201 ? { sid: 'SM1', status: 'queued' } : { code: 21211, message: 'bad' }),
    );
  });
});
await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => twilio.close(() => resolve())));

const { app, deps } = await buildTestApp({
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: AUTH,
  TWILIO_FROM: FROM,
  TWILIO_API_URL: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
});

describe('Twilio SMS sender', () => {
  // The stand-in is shared by the file: each test starts with no requests seen and no failure armed.
  beforeEach(() => {
    requests.length = 0;
    failNext = false;
  });

  it('texts the phone code through the Messages API, and the code signs in', async () => {
    const res = await call(app, 'POST', '/api/token', { body: { phone: '(555)-030-1234' } });
    expect(res.status).toBe(200);
    expect(requests).toHaveLength(1);
    const sent = requests[0] as TwilioRequest;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${SID}:${AUTH}`).toString('base64')}`);
    expect(sent.contentType).toContain('application/x-www-form-urlencoded');
    expect(sent.form.get('To')).toBe('+15550301234');
    expect(sent.form.get('From')).toBe(FROM);
    const code = sent.form.get('Body')?.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(deps.outbox.messages).toEqual([]);

    const login = await call(app, 'POST', '/api/login-token', {
      body: { phone: '(555)-030-1234', token: code },
    });
    expect(login.status).toBe(200);
  });

  it('does not claim success when Twilio refuses the message', async () => {
    failNext = true;
    const res = await call(app, 'POST', '/api/token', { body: { phone: '(555)-030-9999' } });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body.data).toBeUndefined();
  });
});
