import { ActionIcon, Anchor, Box, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCamera, IconPaperclip, IconX } from '@tabler/icons-react';
import type { TFormFile } from '@teamline/shared';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Forms.module.css';

interface FileAnswerProps {
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
  files: TFormFile[];
  uploading: string[];
  onFiles: (files: File[]) => void;
  onRemove: (id: number) => void;
}

/**
 * A photo or file field: "Take a photo" opens the phone's camera (accept image/*, capture), "Choose
 * a file" the files; each goes up through forms/uploadFile as it is picked.
 */
export function FileAnswer({
  label,
  description,
  required,
  error,
  files,
  uploading,
  onFiles,
  onRemove,
}: FileAnswerProps) {
  const { t } = useTranslation();
  const id = useId();
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const list = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    if (list.length) onFiles(list);
  };
  const errorId = `${id}-error`;
  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`}>
      <Text component="span" id={`${id}-label`} size="sm" fw={600}>
        {label}
        {required && (
          <Text component="span" c="red.9" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      {description && (
        <Text size="xs" c="gray.7">
          {description}
        </Text>
      )}
      <Group gap="xs">
        <Box component="label" className={classes.fileButton}>
          <IconCamera size={16} aria-hidden />
          <span>{t('forms.fill.takePhoto')}</span>
          <VisuallyHidden>{` — ${label}`}</VisuallyHidden>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className={classes.fileInput}
            onChange={pick}
            aria-describedby={error ? errorId : undefined}
          />
        </Box>
        <Box component="label" className={classes.fileButton}>
          <IconPaperclip size={16} aria-hidden />
          <span>{t('forms.fill.chooseFile')}</span>
          <VisuallyHidden>{` — ${label}`}</VisuallyHidden>
          <input
            type="file"
            multiple
            accept="image/*,application/pdf,.doc,.docx,.xls,.xlsx,.txt,.csv"
            className={classes.fileInput}
            onChange={pick}
            aria-describedby={error ? errorId : undefined}
          />
        </Box>
      </Group>
      {(files.length > 0 || uploading.length > 0) && (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
          {files.map((f) => (
            <Group component="li" key={f.id} gap="xs" wrap="nowrap">
              {f.thumb_url && (
                <img src={f.thumb_url} alt="" width={40} height={40} className={classes.thumb} />
              )}
              <Anchor
                href={f.url}
                target="_blank"
                rel="noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
              >
                {t('forms.fill.uploaded', { name: f.original_filename })}
              </Anchor>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                aria-label={t('forms.fill.removeFile', { name: f.original_filename })}
                onClick={() => onRemove(f.id)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {uploading.map((name) => (
            <Group component="li" key={name} gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('forms.fill.uploading', { name })}</Text>
            </Group>
          ))}
        </Stack>
      )}
      {error && (
        <Text id={errorId} size="xs" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
