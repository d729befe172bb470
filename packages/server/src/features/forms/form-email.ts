import type { Mailer } from '../../adapters/mail.js';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { Member } from '../../policies/member.js';
import { companyTimezone } from '../reports/reports.service.js';
import { responseFiles } from './form-files.js';
import { parseFields } from './form-page.js';
import { imagesOf, responseHtml, responsePdf, responseText } from './form-pdf.js';
import { findResponse, presentOneResponse } from './form-responses.service.js';

/**
 * forms/emailResponse (spec §7: form_response_id, email): management sends one response to an
 * address, as a PDF attachment with the answers in the mail's text and HTML too, through the
 * mail adapter (the outbox by default, SMTP when SMTP_URL is set).
 */

const fileNameOf = (name: string, id: number) =>
  `${
    name
      .replace(/[^\w\- ]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'form'
  }-response-${id}.pdf`;

export async function emailResponse(opts: {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  member: Member;
  responseId: number;
  email: string;
}): Promise<{ filename: string }> {
  const { db, member } = opts;
  const { response, form } = await findResponse({ db, member, id: opts.responseId });
  const [presented, company, zone, files] = await Promise.all([
    presentOneResponse(db, member, form, response),
    db.selectFrom('companies').select('name').where('id', '=', member.companyId).executeTakeFirstOrThrow(),
    companyTimezone({ db, companyId: member.companyId }),
    responseFiles(db, [response.id]),
  ]);
  const sentAt = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(response.created_at));
  const doc = {
    companyName: company.name,
    form: { name: form.name, description: form.description, fields: parseFields(form.fields) },
    response: presented,
    sentAt,
  };
  const pdf = await responsePdf(doc, await imagesOf(opts.storage, files.get(response.id) ?? []));
  const filename = fileNameOf(form.name, response.id);
  await opts.mailer.send({
    to: opts.email,
    subject: `${form.name}: response from ${presented.employee?.name ?? 'an employee'}`,
    text: responseText(doc),
    html: responseHtml(doc),
    attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
  });
  return { filename };
}
