import '../i18n';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  IconFileTypePdf,
  IconLibraryPhoto,
  IconMovie,
  IconMusic,
  IconPaperclip,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { MEDIA_MAX_PER_MEMO, MEDIA_TEXT, type MediaTypeCategory, type TMemoMedia } from '@teamline/shared';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '../../../api/media';
import { LibraryPicker } from '../../media/LibraryPicker';
import { formatBytes } from '../file-size';
import { type AttachmentsState, queuedName, queuedSize } from './use-attachments';

const ICONS: Record<MediaTypeCategory, typeof IconPhoto> = {
  image: IconPhoto,
  video: IconMovie,
  audio: IconMusic,
  document: IconFileTypePdf,
};

/** Why the picker refused a file, in the server's words. */
const refusal = (r: FileRejection) =>
  `${r.file.name}: ${r.errors.some((e) => e.code === 'file-too-large') ? MEDIA_TEXT.fileTooLarge : MEDIA_TEXT.fileType}`;

function Preview({ media }: { media: TMemoMedia }) {
  if (media.type_category === 'image')
    return (
      <img
        src={media.thumb_url ?? media.url}
        alt=""
        width={48}
        height={48}
        style={{ objectFit: 'cover', borderRadius: 4 }}
      />
    );
  const Icon = ICONS[media.type_category];
  return (
    <Center w={48} h={48}>
      <Icon size={32} stroke={1.4} aria-hidden />
    </Center>
  );
}

interface MediaAttachmentsProps {
  media: AttachmentsState;
  /** false only lists the files. */
  editable: boolean;
  /** The drop area; the detail shows it only once the manager asks to add files. */
  dropzone?: boolean;
  /** Beside the title (the detail's 'Add files'). */
  action?: ReactNode;
  /**
   * The company whose media library may be picked from ("Choose from library"), when the caller
   * may read it (media.manage) and the record takes library files.
   */
  libraryOf?: number;
}

/**
 * The Attachments section of compose and of the memo detail: drop or choose files (images,
 * video, audio, PDF), see what is attached, remove a file.
 */
export function MediaAttachments({
  media,
  editable,
  dropzone = true,
  action,
  libraryOf,
}: MediaAttachmentsProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [picking, setPicking] = useState(false);
  const addFromLibrary = media.addFromLibrary;
  const full = media.attached.length + media.queued.length >= MEDIA_MAX_PER_MEMO;
  const empty = media.attached.length + media.queued.length === 0;
  const dropping = editable && dropzone && !full;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('memos.media.title')}
        </Title>
        {action}
      </Group>
      <Stack gap="sm">
        {dropping && (
          <Dropzone
            onDrop={(files) => void media.add(files)}
            onReject={(rejected) => void media.add([], rejected.map(refusal))}
            accept={MEDIA_ACCEPT}
            maxSize={MEDIA_MAX_BYTES}
            loading={media.uploading !== null}
            inputProps={{ 'aria-label': t('memos.media.choose') }}
          >
            <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
              <IconPaperclip size={32} stroke={1.4} aria-hidden />
              <div>
                <Text>{t('memos.media.drop')}</Text>
                <Text size="sm" c="gray.7">
                  {t('memos.media.hint', {
                    count: MEDIA_MAX_PER_MEMO,
                    size: formatBytes(MEDIA_MAX_BYTES, i18n.language),
                  })}
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
        {dropping && libraryOf !== undefined && addFromLibrary && (
          <>
            <Group justify="center">
              <Button
                variant="default"
                leftSection={<IconLibraryPhoto size={16} aria-hidden />}
                onClick={() => setPicking(true)}
              >
                {t('memos.media.fromLibrary')}
              </Button>
            </Group>
            <LibraryPicker
              companyId={libraryOf}
              opened={picking}
              room={media.room}
              onClose={() => setPicking(false)}
              onPick={(files) => {
                setPicking(false);
                void addFromLibrary(files);
              }}
            />
          </>
        )}
        {media.uploading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('memos.media.uploading', { name: media.uploading })}</Text>
          </Group>
        )}
        {media.errors.length > 0 && (
          <Alert color="red" role="alert">
            {media.errors.map((e) => (
              <Text key={e} size="sm">
                {e}
              </Text>
            ))}
          </Alert>
        )}
        {empty && !dropping && (
          <Text size="sm" c="gray.7">
            {t('memos.media.none')}
          </Text>
        )}
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {media.attached.map((m) => (
            <Group key={m.id} component="li" gap="sm" wrap="nowrap">
              <Preview media={m} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Anchor href={m.url} target="_blank" rel="noopener" truncate="end">
                  {m.name}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {`${m.type.toUpperCase()} · ${formatBytes(m.size, i18n.language)}`}
                </Text>
              </Stack>
              {editable && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('memos.media.remove', { name: m.name })}
                  loading={media.isDetaching}
                  onClick={() => media.detach(m)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          {media.queued.map((q) => (
            <Group key={q.id} component="li" gap="sm" wrap="nowrap">
              <Center w={48} h={48}>
                <IconPaperclip size={32} stroke={1.4} aria-hidden />
              </Center>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text truncate="end">{queuedName(q)}</Text>
                <Group gap="xs">
                  <Text size="xs" c="gray.7">
                    {formatBytes(queuedSize(q), i18n.language)}
                  </Text>
                  <Badge size="xs" variant="light">
                    {t('memos.media.queued')}
                  </Badge>
                </Group>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('memos.media.remove', { name: queuedName(q) })}
                onClick={() => media.removeQueued(q.id)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
