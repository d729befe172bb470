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

/** The sharp output format of each image kind the media library takes. */
const SAME_FORMAT = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' } as const;
export type LibraryImageExt = keyof typeof SAME_FORMAT;

/**
 * A media library image decoded once (bounded by IMAGE_MAX_PIXELS) and written three ways: the
 * file itself re-encoded in its own format (upright, no metadata; a GIF keeps its frames), a
 * medium WebP inside `minSide` and a thumbnail WebP `thumbWidth` wide. Null when the bytes do not
 * decode; throws when sharp is unavailable (an image that was not decoded is never stored).
 */
export async function libraryImageVariants(
  bytes: Buffer,
  ext: LibraryImageExt,
  sizes: { minSide: number; thumbWidth: number },
): Promise<{ original: Buffer; min: Buffer; thumb: Buffer } | null> {
  const sharp = await loadSharp();
  if (!sharp) throw new Error('sharp could not be loaded: images cannot be decoded');
  const animated = ext === 'gif';
  try {
    const source = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated });
    const upright = (s: ReturnType<typeof source>) => (animated ? s : s.rotate());
    const format = SAME_FORMAT[ext];
    const original = await upright(source())
      .toFormat(format, format === 'jpeg' || format === 'webp' ? { quality: 90 } : {})
      .toBuffer();
    const still = () => upright(sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }));
    const min = await still()
      .resize({ width: sizes.minSide, height: sizes.minSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const thumb = await still()
      .resize({ width: sizes.thumbWidth, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { original, min, thumb };
  } catch {
    return null;
  }
}
