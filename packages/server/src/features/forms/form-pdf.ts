import type { Readable } from 'node:stream';
import type { TForm, TFormField, TFormResponse } from '@teamline/shared';
import PDFDocument from 'pdfkit';
import { IMAGE_MAX_PIXELS, loadSharp } from '../../adapters/images.js';
import type { Storage } from '../../adapters/storage.js';
import type { FormFileRow } from '../../db/schema-forms.js';
import { answerText } from './form-response-lists.js';

/**
 * A response as a clean PDF (forms/emailResponse's attachment) and as HTML (the mail's body):
 * the form's name, who sent it and when (the company's zone), then each field's label and answer
 * in order; photos and the signature drawn in (PNG made by sharp from the stored WebP), other
 * files named.
 */

/** Images drawn into one PDF at most (the rest are named, like documents). */
const MAX_IMAGES = 12;
/** Bytes of one stored image read for drawing at most. */
const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

export interface ResponseDocument {
  companyName: string;
  form: Pick<TForm, 'name' | 'description' | 'fields'>;
  response: TFormResponse;
  /** When it was sent, written in the company's zone. */
  sentAt: string;
}

async function readAll(body: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > max) {
      body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The response's images as PNG, by file id (what sharp cannot read is left out). */
export async function imagesOf(storage: Storage, files: FormFileRow[]): Promise<Map<number, Buffer>> {
  const out = new Map<number, Buffer>();
  const sharp = await loadSharp();
  if (!sharp) return out;
  for (const f of files.filter((x) => x.type_category === 'image').slice(0, MAX_IMAGES)) {
    const stored = await storage.get(f.storage_key);
    const bytes = stored ? await readAll(stored.body, MAX_IMAGE_BYTES) : null;
    if (!bytes) continue;
    try {
      out.set(
        f.id,
        await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
          .resize({ width: 1000, height: 1000, fit: 'inside', withoutEnlargement: true })
          .png()
          .toBuffer(),
      );
    } catch {
      // Named in the text instead.
    }
  }
  return out;
}

const fileIdsOf = (field: TFormField, r: TFormResponse): number[] => {
  const v = r.response[field.key];
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
};

export function responsePdf(doc: ResponseDocument, images: Map<number, Buffer>): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `${doc.form.name} — ${doc.response.employee?.name ?? ''}`, Producer: 'Teamline' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 108;
  pdf.font('Helvetica').fontSize(10).fillColor('#555555').text(doc.companyName);
  pdf.moveDown(0.3).font('Helvetica-Bold').fontSize(18).fillColor('#111111').text(doc.form.name);
  if (doc.form.description)
    pdf.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#444444').text(doc.form.description);
  const r = doc.response;
  pdf.moveDown(0.8).font('Helvetica').fontSize(10).fillColor('#333333');
  pdf.text(`Sent by: ${r.employee?.name ?? '—'}`);
  if (r.locations.length) pdf.text(`Locations: ${r.locations.map((l) => l.name).join(', ')}`);
  pdf.text(`Sent at: ${doc.sentAt}`);
  pdf.text(`Response #${r.id}`);
  pdf
    .moveDown(0.5)
    .moveTo(54, pdf.y)
    .lineTo(54 + width, pdf.y)
    .strokeColor('#cccccc')
    .stroke();
  for (const field of [...doc.form.fields].sort((a, b) => a.order - b.order)) {
    pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor('#111111').text(field.label, { width });
    const drawn = fileIdsOf(field, r).filter((id) => images.has(id));
    const text = String(answerText(field, r) ?? '');
    if (!drawn.length || field.type === 'file')
      pdf
        .moveDown(0.2)
        .font('Helvetica')
        .fontSize(11)
        .fillColor('#222222')
        .text(text || '—', { width });
    for (const id of drawn) {
      const image = images.get(id) as Buffer;
      const box: [number, number] = field.type === 'signature' ? [240, 100] : [width, 260];
      if (pdf.y + box[1] > pdf.page.height - 54) pdf.addPage();
      pdf.moveDown(0.3);
      pdf.image(image, 54, pdf.y, { fit: box });
      pdf.y += box[1] + 4;
    }
  }
  pdf.end();
  return done;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The mail's HTML body: the same as the PDF, as a plain table (files named, not drawn). */
export function responseHtml(doc: ResponseDocument): string {
  const r = doc.response;
  const rows = [...doc.form.fields]
    .sort((a, b) => a.order - b.order)
    .map(
      (f) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(f.label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(String(answerText(f, r) ?? '')) || '—'}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#222">',
    `<p style="color:#555">${escapeHtml(doc.companyName)}</p>`,
    `<h1 style="font-size:20px">${escapeHtml(doc.form.name)}</h1>`,
    `<p>Sent by ${escapeHtml(r.employee?.name ?? '—')} at ${escapeHtml(doc.sentAt)}</p>`,
    `<table style="border-collapse:collapse">${rows}</table>`,
    '<p style="color:#777;font-size:12px">The response is attached as a PDF.</p>',
    '</body></html>',
  ].join('');
}

/** The mail's text body. */
export function responseText(doc: ResponseDocument): string {
  const r = doc.response;
  const lines = [...doc.form.fields]
    .sort((a, b) => a.order - b.order)
    .map((f) => `${f.label}: ${String(answerText(f, r) ?? '') || '—'}`);
  return [
    `${doc.form.name} (${doc.companyName})`,
    `Sent by ${r.employee?.name ?? '—'} at ${doc.sentAt}`,
    '',
    ...lines,
    '',
    'The response is attached as a PDF.',
  ].join('\n');
}
