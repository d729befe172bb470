import {
  ActionIcon,
  AspectRatio,
  Badge,
  Box,
  Card,
  Center,
  Group,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TMediaFile } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../i18n/dates';
import { formatBytes } from '../memos/file-size';
import classes from './Files.module.css';
import { FileTypeIcon } from './FileTypeIcon';

export interface FileCardProps {
  file: TMediaFile;
  /** Management sees whether a file is shared yet, whom it is for and how many opened it. */
  managing: boolean;
  onOpen: (file: TMediaFile) => void;
  /** A download counts as opening the file. */
  onDownload: (file: TMediaFile) => void;
}

/** Where a file goes: its locations, audiences and people by name. */
export function targetNames(file: TMediaFile): string[] {
  return [...file.locations, ...file.audiences, ...file.recipients].map((t) => t.name);
}

/** "PDF · 244 KB": the stored type and the size, in the UI language's numbers. */
export function useFileMeta() {
  const { t, i18n } = useTranslation();
  return (file: TMediaFile, long = false) => {
    const values = {
      kind: t(`files.kind.${file.type_category}`),
      type: file.type.toUpperCase(),
      size: formatBytes(file.size, i18n.language),
    };
    return long ? t('files.metaLong', values) : t('files.meta', values);
  };
}

/** One file of the grid: its thumbnail (or type icon) and name open the viewer; Download saves it. */
export function FileCard({ file, managing, onOpen, onDownload }: FileCardProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const meta = useFileMeta();
  const targets = targetNames(file);
  return (
    <Card component="li" withBorder radius="md" padding={0} className={classes.card}>
      <UnstyledButton
        className={classes.open}
        onClick={() => onOpen(file)}
        aria-label={t('files.open', { name: file.name })}
      >
        <AspectRatio ratio={4 / 3} bg="gray.1">
          {file.filepath_thumb ? (
            <img
              src={file.filepath_thumb}
              alt=""
              loading="lazy"
              className={
                file.type_category === 'document' ? `${classes.thumb} ${classes.page}` : classes.thumb
              }
            />
          ) : (
            <Center>
              <FileTypeIcon file={file} size={64} />
            </Center>
          )}
        </AspectRatio>
        <Text fw={600} size="sm" lineClamp={2} px="sm" pt="sm" className={classes.name}>
          {file.name}
        </Text>
      </UnstyledButton>
      <Stack gap={6} px="sm" pb="sm" pt={4} style={{ flex: 1 }}>
        <Group gap={4} justify="space-between" wrap="nowrap" align="flex-start">
          <Box miw={0}>
            <Text size="xs" c="gray.7">
              {meta(file)}
            </Text>
            <Text size="xs" c="gray.7">
              {t('files.added', { date: dates.date(file.created_at) })}
            </Text>
          </Box>
          <ActionIcon
            component="a"
            href={file.filepath}
            download={file.original_filename}
            variant="subtle"
            color="gray.8"
            size="lg"
            aria-label={t('files.downloadNamed', { name: file.name })}
            onClick={() => onDownload(file)}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {managing ? (
          <Stack gap={4} mt="auto">
            {file.marked_viewable_at === null && (
              <Badge color="gray.8" variant="outline" size="sm" tt="none">
                {t('files.notShared')}
              </Badge>
            )}
            <Text size="xs" c="gray.7" lineClamp={1}>
              {targets.length
                ? t('files.forTargets', { targets: targets.join(', ') })
                : t('files.forEveryone')}
            </Text>
            <Text size="xs" c="gray.7">
              {t('files.viewCount', { count: file.view_count ?? 0 })}
            </Text>
          </Stack>
        ) : (
          file.viewed_at === null && (
            <Badge color="blue.8" variant="filled" size="sm" tt="none" mt="auto">
              {t('files.new')}
            </Badge>
          )
        )}
      </Stack>
    </Card>
  );
}
