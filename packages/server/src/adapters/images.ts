/**
 * Decoding images with sharp, shared by memo attachments (thumbnails) and acknowledgement photos.
 * Every decode is bounded by IMAGE_MAX_PIXELS: an image may declare dimensions far larger than
 * its bytes (a "decompression bomb"), and sharp refuses it before allocating the pixels.
 */

/** The most pixels an uploaded image may declare (60 megapixels: a 48 MP phone photo fits). */
export const IMAGE_MAX_PIXELS = 60_000_000;

type SharpFn = typeof import('sharp')['default'];
let sharpLoading: Promise<SharpFn | null> | null = null;

/** sharp, when its native binary loads on this platform (null otherwise). */
export function loadSharp(): Promise<SharpFn | null> {
  sharpLoading ??= import('sharp').then(
    (m) => m.default,
    () => null,
  );
  return sharpLoading;
}

/** A WebP at most `width` px wide (first frame of an animation), or null when sharp cannot read it. */
export async function makeThumbnail(bytes: Buffer, width: number): Promise<Buffer | null> {
  const sharp = await loadSharp();
  if (!sharp) return null;
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The image decoded and encoded again as a WebP fitting inside `maxSide` × `maxSide` (never
 * enlarged), turned upright by its EXIF orientation, with no metadata at all: sharp writes none
 * unless asked, so EXIF (GPS, camera, dates), XMP and ICC profiles are dropped. Only the first
 * frame of an animation is kept. Null when the bytes do not decode or declare more than
 * IMAGE_MAX_PIXELS. Throws when sharp is unavailable: an image that was not decoded is never
 * stored in its place.
 */
export async function reencodeImage(bytes: Buffer, maxSide: number): Promise<Buffer | null> {
  const sharp = await loadSharp();
  if (!sharp) throw new Error('sharp could not be loaded: images cannot be decoded');
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
