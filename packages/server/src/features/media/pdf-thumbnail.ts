import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { IMAGE_MAX_PIXELS, loadSharp } from '../../adapters/images.js';

/**
 * A PDF's first page drawn as WebP pictures (a medium one inside `minSide` and a thumbnail
 * `thumbWidth` wide), as images get. pdfjs-dist (its legacy build, for Node) draws page 1 onto an
 * @napi-rs/canvas (prebuilt Skia from the npm registry) in a worker thread, so a hostile PDF can
 * neither block the event loop nor grow the server's heap: the worker has its own memory limits
 * and is ended at `timeoutMs`. The worker stays up between PDFs (loading pdfjs is most of the
 * cost) and is let go after a minute idle; PDFs are drawn one at a time. The page is drawn inside `minSide` × `minSide` whatever size it
 * declares, fonts are never fetched, scripts never evaluated. Only files up to PDF_THUMBNAIL_MAX_BYTES
 * are tried. Null whenever anything fails: the library then shows the document icon, and the
 * upload itself never fails because of its thumbnail (docs/decisions.md, Media polish).
 */

export const PDF_THUMBNAIL_TIMEOUT_MS = 10_000;
export const PDF_THUMBNAIL_MAX_BYTES = 50 * 1024 * 1024;

const require = createRequire(import.meta.url);

/** Where the worker loads its libraries from; null when either is not installed. */
function libraries(): { pdfjs: string; canvas: string; fonts: string } | null {
  try {
    const pdfjsMain = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
    return {
      pdfjs: pathToFileURL(pdfjsMain).href,
      canvas: require.resolve('@napi-rs/canvas'),
      fonts: `${pdfjsMain.replace(/legacy[\\/]build[\\/]pdf\.mjs$/, '')}standard_fonts/`,
    };
  } catch {
    return null;
  }
}

/**
 * The worker: loads pdfjs and the canvas once, then for each request draws page 1 of the PDF at
 * `path`, fitted into `box` × `box`, on white, and answers its raw RGBA pixels.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
let libs = null;
async function load() {
  libs ??= { pdfjs: await import(workerData.pdfjs), canvas: require(workerData.canvas) };
  return libs;
}
async function draw(req) {
  const { pdfjs, canvas: napi } = await load();
  const data = new Uint8Array(fs.readFileSync(req.path));
  const doc = await pdfjs.getDocument({
    data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false,
    standardFontDataUrl: workerData.fonts, maxImageSize: workerData.maxImagePixels,
    isOffscreenCanvasSupported: false, verbosity: 0,
  }).promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    if (!(base.width > 0 && base.height > 0)) throw new Error('empty page');
    const scale = Math.min(req.box / base.width, req.box / base.height);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const canvas = napi.createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    await page.render({ canvasContext: ctx, canvas, viewport }).promise;
    const pixels = new Uint8Array(ctx.getImageData(0, 0, width, height).data);
    return { width, height, pixels };
  } finally {
    await doc.destroy();
  }
}
parentPort.on('message', (req) => {
  draw(req).then(
    (out) => parentPort.postMessage({ id: req.id, ...out }, [out.pixels.buffer]),
    (err) => parentPort.postMessage({ id: req.id, error: String((err && err.message) || err) }),
  );
});
`;

interface Drawn {
  width: number;
  height: number;
  pixels: Uint8Array;
}
type Answer = Partial<Drawn> & { id: number; error?: string };

/** A worker that is let go after this long without a PDF (it holds pdfjs, ~100 MB). */
const IDLE_MS = 60_000;
let worker: Worker | null = null;
let idle: NodeJS.Timeout | undefined;
let seq = 0;
let queue: Promise<unknown> = Promise.resolve();

function stop(w: Worker) {
  if (worker === w) worker = null;
  void w.terminate();
}

function started(libs: NonNullable<ReturnType<typeof libraries>>): Worker {
  clearTimeout(idle);
  if (worker) return worker;
  const w = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { ...libs, maxImagePixels: IMAGE_MAX_PIXELS },
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  });
  w.unref();
  w.on('error', () => stop(w));
  w.on('exit', () => {
    if (worker === w) worker = null;
  });
  worker = w;
  return w;
}

/** One request to the worker; a timeout ends the worker (the next request starts a new one). */
function drawOnce(path: string, box: number, timeoutMs: number): Promise<Drawn | null> {
  const libs = libraries();
  if (!libs) return Promise.resolve(null);
  const w = started(libs);
  const id = ++seq;
  return new Promise((resolve) => {
    const finish = (out: Drawn | null) => {
      clearTimeout(timer);
      w.off('message', onMessage);
      w.off('exit', onExit);
      idle = setTimeout(() => stop(w), IDLE_MS);
      idle.unref();
      resolve(out);
    };
    const onMessage = (m: Answer) => {
      if (m.id !== id) return;
      finish(m.pixels && m.width && m.height ? { width: m.width, height: m.height, pixels: m.pixels } : null);
    };
    const onExit = () => finish(null);
    const timer = setTimeout(() => {
      finish(null);
      stop(w);
    }, timeoutMs);
    w.on('message', onMessage);
    w.on('exit', onExit);
    w.postMessage({ id, path, box });
  });
}

/** Page 1's pixels, or null (not installed, failed, too slow); one PDF at a time. */
function drawFirstPage(path: string, box: number, timeoutMs: number): Promise<Drawn | null> {
  const run = queue.then(() => drawOnce(path, box, timeoutMs));
  queue = run.catch(() => null);
  return run;
}

export interface PdfThumbnails {
  min: Buffer;
  thumb: Buffer;
}

/** The first page of the PDF at `path` as a medium and a thumbnail WebP, or null (icon). */
export async function makePdfThumbnail(
  path: string,
  sizes: { minSide: number; thumbWidth: number },
  opts: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<PdfThumbnails | null> {
  try {
    const { size } = await fsp.stat(path);
    if (size > (opts.maxBytes ?? PDF_THUMBNAIL_MAX_BYTES)) return null;
    const sharp = await loadSharp();
    if (!sharp) return null;
    const drawn = await drawFirstPage(path, sizes.minSide, opts.timeoutMs ?? PDF_THUMBNAIL_TIMEOUT_MS);
    if (!drawn) return null;
    const raw = { width: drawn.width, height: drawn.height, channels: 4 as const };
    const page = () => sharp(Buffer.from(drawn.pixels.buffer), { raw, limitInputPixels: IMAGE_MAX_PIXELS });
    const min = await page().webp({ quality: 80 }).toBuffer();
    const thumb = await page()
      .resize({ width: sizes.thumbWidth, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { min, thumb };
  } catch {
    return null;
  }
}
