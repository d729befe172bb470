import { MEDIA_MAX_PER_MEMO, MEDIA_TEXT, type TMediaFile, type TMemoMedia } from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { showErrorToast, showToast } from '../../../stores/toasts';

/**
 * A file chosen for a record that does not exist yet: it attaches once the record is saved. A file
 * of the computer (`file`), or one of the company's media library (`library`).
 */
export type FileSource = { file: File; library?: undefined } | { file?: undefined; library: TMediaFile };
export type QueuedFile = FileSource & { id: string };

/** A waiting file's name and size, wherever it comes from. */
export const queuedName = (q: FileSource) => (q.file ? q.file.name : q.library.name);
export const queuedSize = (q: FileSource) => (q.file ? q.file.size : q.library.size);

const failureText = (name: string, error: unknown) =>
  `${name}: ${error instanceof ApiError ? error.messages.join(' ') : error instanceof Error ? error.message : String(error)}`;

/**
 * The files of a record being written (a memo, a template) as compose's Attachments section
 * shows them (MediaAttachments). On a saved record (`ownerId`) a chosen file is uploaded at
 * once; on a new one it waits in `queued` until `uploadQueued` is called with the new id.
 * `media` is the server's list (a refetched record is the truth about what is attached).
 */
export function useAttachments(opts: {
  ownerId: number | null;
  media: TMemoMedia[] | null;
  /** Uploads one file; answers the record's files after it. */
  attach: (ownerId: number, file: File) => Promise<TMemoMedia[]>;
  /** Attaches a file of the media library by its id (media_id); answers the record's files after it. */
  attachLibrary?: (ownerId: number, mediaId: number) => Promise<TMemoMedia[]>;
  /** Detaches one file; answers the record's files after it. */
  detach: (ownerId: number, mediaId: number) => Promise<TMemoMedia[]>;
  isDetaching: boolean;
  /** i18n keys of the toasts ({{name}}: the file). */
  texts: { added: string; removed: string };
}) {
  const { t } = useTranslation();
  const { ownerId } = opts;
  const [attached, setAttached] = useState<TMemoMedia[]>(opts.media ?? []);
  const [queued, setQueued] = useState<QueuedFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const nextId = useRef(0);

  useEffect(() => {
    if (opts.media) setAttached(opts.media);
  }, [opts.media]);

  /** Attaches one file (of the computer or the library) to the saved record; answers the refusal. */
  const upload = async (id: number, q: FileSource): Promise<string | null> => {
    const name = queuedName(q);
    setUploading(name);
    try {
      if (q.file) setAttached(await opts.attach(id, q.file));
      else if (opts.attachLibrary) setAttached(await opts.attachLibrary(id, q.library.id));
      return null;
    } catch (error) {
      return failureText(name, error);
    } finally {
      setUploading(null);
    }
  };

  /** Room for this many more files (a record takes MEDIA_MAX_PER_MEMO). */
  const room = () => Math.max(0, MEDIA_MAX_PER_MEMO - attached.length - queued.length);

  /** Files chosen (or dropped); those beyond the 10 a record takes are refused with the server's text. */
  const add = async (files: File[], refused: string[] = []) => {
    await take(
      files.map((file) => ({ file })),
      refused,
    );
  };

  /** Files of the media library chosen in the picker: attached at once, or waiting like chosen files. */
  const addFromLibrary = async (files: TMediaFile[]) => {
    await take(files.map((library) => ({ library })));
  };

  const take = async (sources: Array<FileSource>, refused: string[] = []) => {
    const free = room();
    const problems = [...refused, ...(sources.length > free ? [MEDIA_TEXT.tooMany] : [])];
    const taking = sources.slice(0, free);
    if (ownerId === null) {
      setQueued((q) => [...q, ...taking.map((src) => ({ ...src, id: `q${nextId.current++}` }))]);
    } else {
      for (const src of taking) {
        const problem = await upload(ownerId, src);
        if (problem) problems.push(problem);
        else showToast({ variant: 'success', messages: t(opts.texts.added, { name: queuedName(src) }) });
      }
    }
    setErrors(problems);
  };

  const removeQueued = (id: string) => setQueued((q) => q.filter((f) => f.id !== id));

  const detach = (media: TMemoMedia) => {
    if (ownerId === null) return;
    opts.detach(ownerId, media.id).then(
      (after) => {
        setAttached(after);
        showToast({ variant: 'success', messages: t(opts.texts.removed, { name: media.name }) });
      },
      (error: unknown) => showErrorToast(error),
    );
  };

  /** Once the record exists: its waiting files, uploaded; answers the refusals. */
  const uploadQueued = async (id: number): Promise<string[]> => {
    const problems: string[] = [];
    for (const q of queued) {
      const problem = await upload(id, q);
      if (problem) problems.push(problem);
    }
    setQueued([]);
    return problems;
  };

  return {
    attached,
    queued,
    errors,
    uploading,
    add,
    /** Present when the record takes files of the media library (media_id). */
    addFromLibrary: opts.attachLibrary ? addFromLibrary : undefined,
    room: room(),
    removeQueued,
    detach,
    uploadQueued,
    isDetaching: opts.isDetaching,
  };
}

/** What the Attachments section reads and calls. */
export type AttachmentsState = ReturnType<typeof useAttachments>;
