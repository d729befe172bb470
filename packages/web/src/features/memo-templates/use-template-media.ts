import { MEDIA_MAX_PER_MEMO, MEDIA_TEXT, type TMemoMedia, type TMemoTemplate } from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useTemplateActions } from '../../api/memo-templates';
import { showErrorToast, showToast } from '../../stores/toasts';
import type { MemoMediaState, QueuedFile } from '../memos/compose/use-memo-media';

const failureText = (file: File, error: unknown) =>
  `${file.name}: ${error instanceof ApiError ? error.messages.join(' ') : error instanceof Error ? error.message : String(error)}`;

/**
 * A template's files in compose's Attachments section (MediaAttachments): uploaded at once on a
 * saved template; on a new one they wait and `attachQueued` sends them once it is created.
 */
export function useTemplateMedia(companyId: number, template: TMemoTemplate | null) {
  const { t } = useTranslation();
  const actions = useTemplateActions(companyId);
  const [attached, setAttached] = useState<TMemoMedia[]>([]);
  const [queued, setQueued] = useState<QueuedFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const nextId = useRef(0);

  useEffect(() => {
    if (template) setAttached(template.media.map((m) => ({ ...m, creator: null })));
  }, [template]);

  const upload = async (id: number, file: File): Promise<string | null> => {
    setUploading(file.name);
    try {
      await actions.attach.mutateAsync({ id, file });
      return null;
    } catch (error) {
      return failureText(file, error);
    } finally {
      setUploading(null);
    }
  };

  const add = async (files: File[], refused: string[] = []) => {
    const room = Math.max(0, MEDIA_MAX_PER_MEMO - attached.length - queued.length);
    const problems = [...refused, ...(files.length > room ? [MEDIA_TEXT.tooMany] : [])];
    const taking = files.slice(0, room);
    if (!template) {
      setQueued((q) => [...q, ...taking.map((file) => ({ id: `q${nextId.current++}`, file }))]);
    } else {
      for (const file of taking) {
        const problem = await upload(template.id, file);
        if (problem) problems.push(problem);
        else showToast({ variant: 'success', messages: t('templates.media.added', { name: file.name }) });
      }
    }
    setErrors(problems);
  };

  /** After a new template is created: its waiting files; answers the refusals. */
  const attachQueued = async (id: number): Promise<string[]> => {
    const problems: string[] = [];
    for (const { file } of queued) {
      const problem = await upload(id, file);
      if (problem) problems.push(problem);
    }
    setQueued([]);
    return problems;
  };

  const state: MemoMediaState = {
    attached,
    queued,
    errors,
    uploading,
    add,
    removeQueued: (id: string) => setQueued((q) => q.filter((f) => f.id !== id)),
    detach: (media: TMemoMedia) => {
      if (!template) return;
      actions.detach.mutate(
        { id: template.id, mediaId: media.id },
        {
          onSuccess: () =>
            showToast({ variant: 'success', messages: t('templates.media.removed', { name: media.name }) }),
          onError: (error) => showErrorToast(error),
        },
      );
    },
    // Templates are created by the page, not by the Attachments section.
    saveNew: async () => undefined,
    isDetaching: actions.detach.isPending,
  };
  return { state, attachQueued };
}
