import type { MediaTypeCategory } from '@teamline/shared';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** What a file is, told by its bytes (file-type), never by the name or type the client sent. */
export interface MediaKind {
  mime: string;
  /** The extension the server stores it with; also the Memo media `type`. */
  ext: string;
  category: MediaTypeCategory;
}

/**
 * The kinds a memo takes, by the extension file-type answers: images (JPEG, PNG, WebP, GIF),
 * video (MP4, WebM, QuickTime), audio (MP3, MP4/M4A, Ogg, WAV) and PDF. Some are stored under
 * a plainer name (an M4V is an MP4 video, an Opus file is Ogg audio).
 */
const ALLOWED: Record<string, MediaKind> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg', category: 'image' },
  png: { mime: 'image/png', ext: 'png', category: 'image' },
  webp: { mime: 'image/webp', ext: 'webp', category: 'image' },
  gif: { mime: 'image/gif', ext: 'gif', category: 'image' },
  mp4: { mime: 'video/mp4', ext: 'mp4', category: 'video' },
  m4v: { mime: 'video/mp4', ext: 'mp4', category: 'video' },
  webm: { mime: 'video/webm', ext: 'webm', category: 'video' },
  mov: { mime: 'video/quicktime', ext: 'mov', category: 'video' },
  mp3: { mime: 'audio/mpeg', ext: 'mp3', category: 'audio' },
  m4a: { mime: 'audio/mp4', ext: 'm4a', category: 'audio' },
  ogg: { mime: 'audio/ogg', ext: 'ogg', category: 'audio' },
  oga: { mime: 'audio/ogg', ext: 'ogg', category: 'audio' },
  opus: { mime: 'audio/ogg', ext: 'ogg', category: 'audio' },
  wav: { mime: 'audio/wav', ext: 'wav', category: 'audio' },
  pdf: { mime: 'application/pdf', ext: 'pdf', category: 'document' },
};

/** The file's kind, or null when it is none a memo takes. */
export async function detectMediaKind(bytes: Buffer): Promise<MediaKind | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found ? (ALLOWED[found.ext] ?? null) : null;
}

/** The kind of a file on disk (a spooled upload), by its first bytes; null when none a memo takes. */
export async function detectMediaKindOfFile(path: string): Promise<MediaKind | null> {
  const found = await fileTypeFromFile(path);
  return found ? (ALLOWED[found.ext] ?? null) : null;
}
