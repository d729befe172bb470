import { Button, Center, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import type { TMediaFile } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../i18n/dates';
import { useFileMeta } from './FileCard';
import classes from './Files.module.css';
import { FileTypeIcon } from './FileTypeIcon';
import { FileViewers } from './FileViewers';

/**
 * The file itself, as the browser shows it: an image (its medium size when there is one), a PDF
 * in a frame (on a phone, whose browser cannot frame one, its first page and the phone's own
 * viewer), video and audio with the browser's controls (they seek with range requests).
 */
function FilePreview({ file, phone }: { file: TMediaFile; phone: boolean }) {
  const { t } = useTranslation();
  switch (file.type_category) {
    case 'image':
      return <img src={file.filepath_min ?? file.filepath} alt={file.name} className={classes.preview} />;
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: library videos are uploaded without captions
        <video
          src={file.filepath}
          poster={file.filepath_min ?? file.filepath_thumb ?? undefined}
          controls
          preload="metadata"
          aria-label={file.name}
          className={classes.preview}
          style={{ width: '100%' }}
        />
      );
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: library audio is uploaded without captions
        <audio
          src={file.filepath}
          controls
          preload="metadata"
          aria-label={file.name}
          style={{ width: '100%' }}
        />
      );
    default:
      if (file.type === 'pdf' && !phone)
        return (
          <iframe
            src={file.filepath}
            title={t('files.viewer.pdfTitle', { name: file.name })}
            className={classes.pdf}
          />
        );
      return (
        <Stack align="center" gap="sm" py="md">
          {file.filepath_min || file.filepath_thumb ? (
            <img
              src={file.filepath_min ?? file.filepath_thumb ?? ''}
              alt={file.name}
              className={`${classes.preview} ${classes.pagePreview}`}
              style={{ maxHeight: '50vh' }}
            />
          ) : (
            <FileTypeIcon file={file} size={96} />
          )}
          {file.type === 'pdf' && (
            <Text size="sm" c="gray.7" ta="center">
              {t('files.viewer.pdfPhone')}
            </Text>
          )}
        </Stack>
      );
  }
}

export interface FileViewerProps {
  companyId: number;
  /** The file open; undefined while it loads or when it failed. */
  file: TMediaFile | undefined;
  /** Why there is no file: not there or not the caller's (404), or it could not be loaded. */
  failure: 'missing' | 'failed' | null;
  managing: boolean;
  onClose: () => void;
  onDownload: (file: TMediaFile) => void;
}

/** The viewer: the file, its description, Download and a new tab; for management, who opened it. */
export function FileViewer({ companyId, file, failure, managing, onClose, onDownload }: FileViewerProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const meta = useFileMeta();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const opensOutside = phone && file?.type === 'pdf';
  const newTab = (variant: 'filled' | 'default') =>
    file && (
      <Button
        component="a"
        href={file.filepath}
        target="_blank"
        rel="noopener"
        variant={variant}
        leftSection={<IconExternalLink size={16} aria-hidden />}
        onClick={() => onDownload(file)}
      >
        {t('files.viewer.openTab')}
      </Button>
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={file ? file.name : failure ? t('files.title') : t('files.viewer.loading')}
      size="xl"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {failure ? (
        <Text role="alert">{t(`files.viewer.${failure}`)}</Text>
      ) : !file ? (
        <Center py="xl" role="status" aria-label={t('files.viewer.loading')}>
          <Loader size="sm" />
        </Center>
      ) : (
        <Stack gap="md">
          <FilePreview file={file} phone={phone} />
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {meta(file, true)} · {t('files.added', { date: dates.dateTime(file.created_at) })}
            </Text>
            {file.title && <Text fw={600}>{file.title}</Text>}
            {file.content && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {file.content}
              </Text>
            )}
          </Stack>
          <Group gap="sm">
            {/* A phone opens a PDF in its own viewer: that comes first there. */}
            {opensOutside && newTab('filled')}
            <Button
              component="a"
              href={file.filepath}
              download={file.original_filename}
              variant={opensOutside ? 'default' : 'filled'}
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => onDownload(file)}
            >
              {t('files.download')}
            </Button>
            {!opensOutside && file.type_category !== 'audio' && newTab('default')}
          </Group>
          {managing && (
            <>
              <Divider />
              <FileViewers companyId={companyId} fileId={file.id} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
