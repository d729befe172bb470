import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCloudUpload, IconRefresh, IconTrash } from '@tabler/icons-react';
import { MEDIA_LIBRARY_TEXT } from '@teamline/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_ACCEPT } from '../../api/media';
import { LIBRARY_MAX_BYTES } from '../../api/media-library';
import { localText } from '../../i18n/server-texts';
import { RecipientsField, type TargetValues } from '../memos/compose/RecipientsField';
import { formatBytes } from '../memos/file-size';
import { TYPE_ICONS } from './MediaThumb';
import type { UploadItem, UploadsState } from './use-uploads';

/** The type icon of a file not in the library yet, by its browser type. */
const iconOf = (file: File) =>
  TYPE_ICONS[
    file.type.startsWith('image/')
      ? 'image'
      : file.type.startsWith('video/')
        ? 'video'
        : file.type.startsWith('audio/')
          ? 'audio'
          : 'document'
  ];

/** Where one file is: a bar while it goes up, a word once it is in, the reason and Retry if it failed. */
function ItemStatus({ item, onRetry }: { item: UploadItem; onRetry: () => void }) {
  const { t } = useTranslation();
  if (item.status === 'ready') return null;
  if (item.status === 'done')
    return (
      <Group gap={4} c="teal.9">
        <IconCheck size={16} aria-hidden />
        <Text size="sm">{t('media.upload.done')}</Text>
      </Group>
    );
  if (item.status === 'failed')
    return (
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="red.8" role="alert" style={{ flex: 1 }}>
          {item.error}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          style={{ flexShrink: 0 }}
        >
          {t('media.upload.retry')}
        </Button>
      </Group>
    );
  const label = t('media.upload.progress', { name: item.file.name });
  return (
    <Stack gap={4}>
      <Progress value={item.progress} aria-label={label} size="md" animated={item.status === 'retrying'} />
      <Text size="xs" c="gray.7">
        {item.status === 'retrying'
          ? t('media.upload.retrying')
          : t('media.upload.percent', { percent: item.progress })}
      </Text>
    </Stack>
  );
}

/** One file of the upload: its name and description (while not sent yet) and where it is. */
function ItemRow({ item, uploads }: { item: UploadItem; uploads: UploadsState }) {
  const { t, i18n } = useTranslation();
  const Icon = iconOf(item.file);
  const editable = item.status === 'ready' || (item.status === 'failed' && !item.sent);
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Icon size={28} stroke={1.4} aria-hidden />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {item.file.name}
            </Text>
            <Text size="xs" c="gray.7">
              {formatBytes(item.file.size, i18n.language)}
            </Text>
          </Stack>
          {editable && (
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={t('media.upload.remove', { name: item.file.name })}
              onClick={() => uploads.remove(item.id)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {item.status !== 'done' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label={t('media.fields.name')}
              aria-label={t('media.upload.nameOf', { name: item.file.name })}
              value={item.name}
              onChange={(e) => uploads.setText(item.id, 'name', e.currentTarget.value)}
              disabled={!editable}
              maxLength={200}
              size="sm"
            />
            <TextInput
              label={t('media.fields.content')}
              aria-label={t('media.upload.contentOf', { name: item.file.name })}
              value={item.content}
              onChange={(e) => uploads.setText(item.id, 'content', e.currentTarget.value)}
              disabled={!editable}
              maxLength={5000}
              size="sm"
            />
          </SimpleGrid>
        )}
        <ItemStatus item={item} onRetry={() => uploads.retry(item.id)} />
      </Stack>
    </Card>
  );
}

const asValues = (ids: number[]) => ids.map(String);

/**
 * Upload files: drop or choose several, name and describe each, choose whom they are for and
 * whether they may open them, then send them with a bar each. Closing leaves uploads running.
 */
export function UploadModal({
  companyId,
  uploads,
  opened,
  onClose,
}: {
  companyId: number;
  uploads: UploadsState;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const targetsId = useId();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { items, targets } = uploads;
  const waiting = items.filter((it) => it.status === 'ready' || it.status === 'failed').length;
  const values: TargetValues = {
    location_ids: asValues(targets.location_ids),
    audience_ids: asValues(targets.audience_ids),
    recipient_ids: asValues(targets.recipient_ids),
  };
  const refusal = (r: FileRejection) =>
    `${r.file.name}: ${localText(r.errors.some((e) => e.code === 'file-too-large') ? MEDIA_LIBRARY_TEXT.fileTooLarge : MEDIA_LIBRARY_TEXT.fileType)}`;
  const { refused, setRefused } = uploads;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('media.upload.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Dropzone
          onDrop={(files) => {
            setRefused([]);
            uploads.add(files);
          }}
          onReject={(rejected) => setRefused(rejected.map(refusal))}
          accept={MEDIA_ACCEPT}
          maxSize={LIBRARY_MAX_BYTES}
          multiple
          inputProps={{ 'aria-label': t('media.upload.choose') }}
        >
          <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
            <IconCloudUpload size={36} stroke={1.4} aria-hidden />
            <div>
              <Text>{t('media.upload.drop')}</Text>
              <Text size="sm" c="gray.7">
                {t('media.upload.hint', { size: formatBytes(LIBRARY_MAX_BYTES, i18n.language) })}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {refused.length > 0 && (
          <Stack gap={2} role="alert">
            {refused.map((r) => (
              <Text key={r} size="sm" c="red.8">
                {r}
              </Text>
            ))}
          </Stack>
        )}
        {items.length > 0 && (
          <Stack
            gap="xs"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('media.upload.files')}
          >
            {items.map((item) => (
              <ItemRow key={item.id} item={item} uploads={uploads} />
            ))}
          </Stack>
        )}
        <Stack gap="sm" component="section" aria-labelledby={targetsId}>
          <div>
            <Title order={2} size="h5" id={targetsId}>
              {t('media.upload.forWhom')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('media.upload.forWhomHint')}
            </Text>
          </div>
          <RecipientsField
            companyId={companyId}
            values={values}
            onChange={(field, ids) => uploads.setTargets({ ...targets, [field]: ids.map(Number) })}
            showCount={false}
          />
          <Checkbox
            label={t('media.fields.viewable')}
            description={t('media.fields.viewableHint')}
            checked={targets.viewable}
            onChange={(e) => uploads.setTargets({ ...targets, viewable: e.currentTarget.checked })}
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button
            leftSection={<IconCloudUpload size={16} aria-hidden />}
            disabled={waiting === 0}
            loading={uploads.busy}
            onClick={() => void uploads.start()}
          >
            {t('media.upload.submit', { count: waiting })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
