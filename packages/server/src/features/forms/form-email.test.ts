import type { AddressInfo } from 'node:net';
import type { TFormEmailSent } from '@teamline/shared';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { formCalls, newForm, newResponse } from '../../../test/forms.js';
import { buildTestApp } from '../../../test/harness.js';
import { mediaSamples } from '../../../test/media-files.js';
import { buildMemoCompany } from '../../../test/memos.js';

const S = await mediaSamples();

/** A response with a photo and a signature, by North1 of a fresh company in `app`. */
async function scene(built: Awaited<ReturnType<typeof buildTestApp>>) {
  const C = await buildMemoCompany(built.db);
  const F = formCalls(built.app, C.companyId);
  const form = await newForm(built.app, C.companyId, C.adminToken, {
    name: 'Incident report',
    location_ids: [C.north.id],
  });
  const photo = (await F.upload(C.north1.token, form.id, { name: 'scene.jpg', content: S.jpg })).body.data
    .content;
  const sign = (await F.upload(C.north1.token, form.id, { name: 'sign.png', content: S.png })).body.data
    .content;
  const response = await newResponse(built.app, C.companyId, C.north1.token, form.id, {
    what: 'Wet floor by the door',
    phone: '5551234567',
    photos: [photo.id],
    sign: [sign.id],
  });
  return { C, F, form, response };
}

describe('forms/emailResponse through the outbox (no SMTP configured)', async () => {
  const built = await buildTestApp();
  const { C, F, response } = await scene(built);

  it('puts the mail in the outbox with the response attached as a PDF', async () => {
    const res = await F.post<TFormEmailSent>('emailResponse', C.manager.token, {
      form_response_id: response.id,
      email: 'Safety@Example.test',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.content).toEqual({
      form_response_id: response.id,
      email: 'safety@example.test',
      filename: `Incident-report-response-${response.id}.pdf`,
    });
    const mail = built.deps.outbox.lastTo('safety@example.test');
    expect(mail?.subject).toBe(`Incident report: response from ${C.north1.employee.name}`);
    expect(mail?.text).toContain('What happened: Wet floor by the door');
    expect(mail?.text).toContain('Phone: (555) 123-4567');
    expect(mail?.html).toContain('<h1 style="font-size:20px">Incident report</h1>');
    const [pdf] = mail?.attachments ?? [];
    expect(pdf?.filename).toBe(`Incident-report-response-${response.id}.pdf`);
    expect(pdf?.content_type).toBe('application/pdf');
    const bytes = Buffer.from(pdf?.content_base64 ?? '', 'base64');
    expect(bytes.length).toBe(pdf?.size);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The photo and the signature are drawn in: two image XObjects.
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('is management’s: an employee, even the author, gets 403; a bad address 422; another company 404', async () => {
    expect(
      (await F.post('emailResponse', C.north1.token, { form_response_id: response.id, email: 'a@b.co' }))
        .status,
    ).toBe(403);
    const bad = await F.post('emailResponse', C.adminToken, { form_response_id: response.id, email: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['Please use a valid e-mail address'] });
    const other = await buildMemoCompany(built.db);
    const elsewhere = await formCalls(built.app, other.companyId).post('emailResponse', other.adminToken, {
      form_response_id: response.id,
      email: 'a@b.co',
    });
    expect(elsewhere.status).toBe(404);
    expect(built.deps.outbox.lastTo('a@b.co')).toBeUndefined();
  });
});

describe('forms/emailResponse through SMTP', async () => {
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
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
  const built = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    MAIL_FROM: 'Teamline <no-reply@teamline.test>',
  });
  const { C, F, response } = await scene(built);

  it('delivers the mail with the PDF attached to a real SMTP server', async () => {
    const res = await F.post('emailResponse', C.adminToken, {
      form_response_id: response.id,
      email: 'hr@example.test',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(received).toHaveLength(1);
    const mail = received[0] as { to: string[]; raw: string };
    expect(mail.to).toEqual(['hr@example.test']);
    expect(mail.raw).toMatch(/^Subject: Incident report: response from /m);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=Incident-report-response-\d+\.pdf/);
    expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=Incident-report-response-\d+\.pdf/);
    // The PDF part: its headers, a blank line, base64 lines up to the next boundary.
    const lines = mail.raw.split(/\r?\n/);
    const at = lines.findIndex((l) => l.startsWith('Content-Type: application/pdf'));
    const body = lines.slice(at).indexOf('');
    const end = lines.slice(at + body + 1).findIndex((l) => l.startsWith('--'));
    const base64 = lines.slice(at + body + 1, at + body + 1 + end).join('');
    expect(Buffer.from(base64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(built.deps.outbox.messages).toEqual([]);
  });
});
