import { Anchor, Box, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { TMediaFile } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { MediaTargets, ViewableBadge } from './MediaTargets';

/** The file itself, as the browser shows its type: an image, a PDF, a video or audio with controls. */
function Viewer({ file }: { file: TMediaFile }) {
  const { t } = useTranslation();
  switch (file.type_category) {
    case 'image':
      return (
        <img
          src={file.filepath_min ?? file.filepath}
          alt={file.content ?? file.name}
          style={{
            maxWidth: '100%',
            maxHeight: '70vh',
            objectFit: 'contain',
            display: 'block',
            margin: '0 auto',
          }}
        />
      );
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: the library's videos come without caption tracks
        <video
          src={file.filepath}
          controls
          preload="metadata"
          poster={file.filepath_thumb ?? undefined}
          style={{ width: '100%', maxHeight: '70vh' }}
        />
      );
    case 'audio':
      // biome-ignore lint/a11y/useMediaCaption: the library's audio comes without a transcript track
      return <audio src={file.filepath} controls preload="metadata" style={{ width: '100%' }} />;
    default:
      return (
        <Box
          component="iframe"
          src={file.filepath}
          title={t('media.preview.document', { name: file.name })}
          w="100%"
          h="70vh"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
        />
      );
  }
}

/** One file opened: it, its description and who it is for, and a link that opens it in a tab of its own. */
export function MediaPreviewModal({ file, onClose }: { file: TMediaFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file?.name ?? ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {file && (
        <Stack gap="md">
          <Viewer file={file} />
          {file.content && <Text size="sm">{file.content}</Text>}
          <MediaTargets file={file} />
          <Group justify="space-between">
            <ViewableBadge file={file} />
            <Anchor href={file.filepath} target="_blank" rel="noopener" size="sm">
              <Group gap={4} component="span">
                {t('media.preview.newTab')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
