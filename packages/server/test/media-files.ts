import sharp from 'sharp';

/**
 * Small real files of each kind a memo takes, made in the test (no fixtures on disk): images
 * drawn by sharp; the container headers of video, audio and PDF as their formats define them.
 */

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** An ISO base media file (MP4, QuickTime, M4A) with its brand in the ftyp box and an empty mdat. */
const isoMedia = (brand: string) =>
  Buffer.concat([
    box(
      'ftyp',
      Buffer.concat([
        Buffer.from(brand, 'latin1'),
        Buffer.from([0, 0, 2, 0]),
        Buffer.from(`${brand}mp41`, 'latin1'),
      ]),
    ),
    box('free', Buffer.alloc(8)),
    box('mdat', Buffer.alloc(64)),
  ]);

/** An EBML header with DocType webm, then padding. */
const webm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]),
    Buffer.from([
      0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08,
    ]),
    Buffer.from([0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    Buffer.alloc(64),
  ]);

/** An Ogg page carrying a Vorbis identification header. */
const ogg = () => {
  const page = Buffer.alloc(28);
  page.write('OggS', 0, 'latin1');
  page[5] = 0x02;
  page[26] = 1;
  page[27] = 30;
  return Buffer.concat([page, Buffer.from('\x01vorbis', 'latin1'), Buffer.alloc(23)]);
};

/** A RIFF/WAVE file of a short silence (PCM, mono, 8 kHz). */
const wav = () => {
  const data = Buffer.alloc(800);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(8000, 24);
  h.writeUInt32LE(8000, 28);
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
};

/** MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) after an ID3v2 tag. */
const mp3 = () => {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, frame, frame, frame]);
};

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

/** A one-page PDF (US Letter) that draws a dark band and says `text`, with a correct xref table. */
export function onePagePdf(text: string): Buffer {
  const stream = `0.2 0.4 0.8 rg 72 600 468 80 re f BT /F1 24 Tf 72 700 Td (${text.replace(/[\\()]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const picture = (width: number) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#3366cc' } });

export async function mediaSamples() {
  return {
    jpg: await picture(1200).jpeg().toBuffer(),
    png: await picture(300).png().toBuffer(),
    webp: await picture(640).webp().toBuffer(),
    gif: await picture(100).gif().toBuffer(),
    mp4: isoMedia('isom'),
    mov: isoMedia('qt  '),
    m4a: isoMedia('M4A '),
    webm: webm(),
    ogg: ogg(),
    wav: wav(),
    mp3: mp3(),
    pdf: pdf(),
    pagePdf: onePagePdf('Safety sheet'),
  };
}
