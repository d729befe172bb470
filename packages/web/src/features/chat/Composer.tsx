import {
  ActionIcon,
  Alert,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { CHAT_LIMITS, type GifItem, type TChatMessage } from '@teamline/shared';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatApi } from '../../api/chat';
import { showErrorToast } from '../../stores/toasts';
import { GifPickerButton } from '../gifs/GifPickerButton';
import { enqueue } from './outbox';
import { useOnline } from './use-online';

interface ComposerProps {
  companyId: number;
  groupId: number;
  replyTo: TChatMessage | null;
  onCancelReply: () => void;
  editing: TChatMessage | null;
  onCancelEdit: () => void;
  /** Saves an edit of my message (online only; the outbox carries new messages). */
  onSaveEdit: (message: TChatMessage, content: string) => Promise<void>;
}

const primaryOf = (m: TChatMessage | null) => {
  if (!m) return null;
  const { reactions: _r, receipts: _c, receipt_count: _n, primary: _p, ...fields } = m;
  return fields;
};

/**
 * Writes a message: text (Enter sends, Shift+Enter breaks the line), an image, a GIF, a reply to
 * a quoted message. A new message goes into the outbox and shows pending at once; it is sent from
 * there (offline-first for the text).
 */
export function Composer(props: ComposerProps) {
  const { t } = useTranslation();
  const { companyId, groupId, replyTo, editing } = props;
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const online = useOnline();

  useEffect(() => {
    setText(editing?.content ?? '');
  }, [editing]);

  const queue = (extra: {
    content?: string | null;
    image_id?: number;
    image_url?: string;
    gif?: GifItem;
  }) => {
    const { gif, ...rest } = extra;
    enqueue({
      company_id: companyId,
      group_id: groupId,
      content: rest.content ?? null,
      ...(rest.image_id ? { image_id: rest.image_id, image_url: rest.image_url } : {}),
      ...(gif
        ? { gif: { id: gif.id, url: gif.url, width: gif.width, height: gif.height, title: gif.title } }
        : {}),
      ...(replyTo ? { chat_message_id: replyTo.id, primary: primaryOf(replyTo) } : {}),
    });
    props.onCancelReply();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (editing) {
      await props.onSaveEdit(editing, content);
      setText('');
      return;
    }
    if (!content) return;
    queue({ content });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await chatApi.uploadImage(companyId, groupId, file);
      queue({ image_id: image.id, image_url: image.thumb_url ?? image.url });
    } catch (err) {
      showErrorToast(err);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack
      gap={6}
      p="sm"
      component="form"
      onSubmit={submit}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      {!online && (
        <Alert color="orange" p="xs" data-testid="chat-offline">
          <Text size="xs">{t('chat.composer.offline')}</Text>
        </Alert>
      )}
      {(replyTo || editing) && (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="gray.8" truncate>
            {editing
              ? t('chat.composer.editing')
              : t('chat.composer.replyingTo', { name: replyTo?.employee?.name ?? '' })}
            {replyTo?.content ? ` — ${replyTo.content}` : ''}
          </Text>
          <CloseButton
            size="sm"
            aria-label={editing ? t('chat.composer.cancelEdit') : t('chat.composer.cancelReply')}
            onClick={editing ? props.onCancelEdit : props.onCancelReply}
          />
        </Group>
      )}
      <Group gap={4} wrap="nowrap" align="flex-end">
        {!editing && (
          <>
            <FileButton onChange={(f) => void upload(f)} accept="image/jpeg,image/png,image/gif,image/webp">
              {(fileProps) => (
                <ActionIcon
                  {...fileProps}
                  variant="subtle"
                  size="lg"
                  aria-label={t('chat.composer.attachImage')}
                  disabled={uploading || !online}
                >
                  {uploading ? (
                    <Loader size="xs" aria-label={t('chat.composer.uploading')} />
                  ) : (
                    <IconPhoto size={22} aria-hidden />
                  )}
                </ActionIcon>
              )}
            </FileButton>
            {/* GIFs (branch chat-gif): the picker's button shows only when the server has a GIF key. */}
            <GifPickerButton companyId={companyId} onPick={(gif) => queue({ gif })} disabled={!online} />
          </>
        )}
        <Textarea
          aria-label={t('chat.composer.label')}
          placeholder={t('chat.composer.placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_LIMITS.content}
          style={{ flex: 1 }}
          data-testid="chat-input"
        />
        <ActionIcon
          type="submit"
          size="lg"
          aria-label={editing ? t('chat.composer.save') : t('chat.composer.send')}
          disabled={!text.trim() && !editing}
        >
          <IconSend size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
