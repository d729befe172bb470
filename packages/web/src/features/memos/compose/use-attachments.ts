import { MEDIA_MAX_PER_MEMO, MEDIA_TEXT, type TMemoMedia } from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { showErrorToast, showToast } from '../../../stores/toasts';

/** A file chosen for a record that does not exist yet: it attaches once the record is saved. */
export interface QueuedFile {
  id: string;
  file: File;
}

const failureText = (file: File, error: unknown) =>
  `${file.name}: ${error instanceof ApiError ? error.messages.join(' ') : error instanceof Error ? error.message : String(error)}`;

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

  const upload = async (id: number, file: File): Promise<string | null> => {
    setUploading(file.name);
    try {
      setAttached(await opts.attach(id, file));
      return null;
    } catch (error) {
      return failureText(file, error);
    } finally {
      setUploading(null);
    }
  };

  /** Files chosen (or dropped); those beyond the 10 a record takes are refused with the server's text. */
  const add = async (files: File[], refused: string[] = []) => {
    const room = Math.max(0, MEDIA_MAX_PER_MEMO - attached.length - queued.length);
    const problems = [...refused, ...(files.length > room ? [MEDIA_TEXT.tooMany] : [])];
    const taking = files.slice(0, room);
    if (ownerId === null) {
      setQueued((q) => [...q, ...taking.map((file) => ({ id: `q${nextId.current++}`, file }))]);
    } else {
      for (const file of taking) {
        const problem = await upload(ownerId, file);
        if (problem) problems.push(problem);
        else showToast({ variant: 'success', messages: t(opts.texts.added, { name: file.name }) });
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
    for (const { file } of queued) {
      const problem = await upload(id, file);
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
    removeQueued,
    detach,
    uploadQueued,
    isDetaching: opts.isDetaching,
  };
}

/** What the Attachments section reads and calls. */
export type AttachmentsState = ReturnType<typeof useAttachments>;
