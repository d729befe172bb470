import { Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { TMemoDetail } from '@teamline/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendActions } from '../../api/memo-template-sends';
import { showToast } from '../../stores/toasts';
import { KindBadge } from '../memo-templates/shared';
import { MediaAttachments } from '../memos/compose/MediaAttachments';
import { RichTextField } from '../memos/compose/RichTextField';
import { ConfirmModal } from '../settings/ConfirmModal';
import { fieldErrors } from './NewSendModal';
import {
  DATE_FIELDS,
  memoToValues,
  type SendMemoValues,
  validateSendMemo,
  valuesToBody,
} from './send-memo-form';
import { useSendMemoMedia } from './use-send-memo-media';

interface SendMemoEditorProps {
  companyId: number;
  sendId: number;
  memo: TMemoDetail;
  position: number;
  count: number;
  zone: string;
  /** The server's texts for this memo from a refused publish (memos.{i}.field → field). */
  serverErrors: Record<string, string>;
  onDirty: (memoId: number, dirty: boolean) => void;
}

/** One memo of a draft send: title, content, dates, Spanish, files; saved on its own, or removed. */
export function SendMemoEditor({
  companyId,
  sendId,
  memo,
  position,
  count,
  zone,
  serverErrors,
  onDirty,
}: SendMemoEditorProps) {
  const { t } = useTranslation();
  const { saveMemo, removeMemo } = useSendActions(companyId);
  const media = useSendMemoMedia(companyId, sendId, memo);
  const [confirming, confirm] = useDisclosure(false);
  const form = useForm<SendMemoValues>({ initialValues: memoToValues(memo, zone) });
  const dirty = form.isDirty();
  const headingId = `send-memo-${memo.id}`;

  // The form follows the memo as saved, unless the manager is changing it (saving the send's
  // recipients touches every memo; unsaved words are not thrown away).
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the saved memo only
  useEffect(() => {
    if (form.isDirty()) return;
    const values = memoToValues(memo, zone);
    form.setInitialValues(values);
    form.setValues(values);
  }, [memo.updated_at, zone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports only changes of the flag
  useEffect(() => onDirty(memo.id, dirty), [dirty]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a refused publish marks the fields
  useEffect(() => {
    if (Object.keys(serverErrors).length) form.setErrors(serverErrors);
  }, [serverErrors]);

  const save = () => {
    const body = valuesToBody(form.values, memo, sendId, zone);
    const errors = validateSendMemo(body);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    saveMemo.mutate(body, {
      onSuccess: (saved) => {
        // What was saved is the form's new starting point (the server's words for it follow).
        const next = saved.memos.find((m) => m.id === memo.id);
        const values = next ? memoToValues(next, zone) : form.values;
        form.setInitialValues(values);
        form.setValues(values);
        showToast({ variant: 'success', messages: t('sends.memo.saved', { title: values.title }) });
      },
      onError: (error) => {
        const { fields, message } = fieldErrors(error);
        form.setErrors(
          Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [k.replace(/^translations\.\d+\./, 'translation.'), v]),
          ),
        );
        if (message) showToast({ variant: 'error', title: 'Error', messages: message });
      },
    });
  };
  const remove = () =>
    removeMemo.mutate(
      { id: sendId, memoId: memo.id },
      {
        onSuccess: () => {
          confirm.close();
          onDirty(memo.id, false);
          showToast({ variant: 'success', messages: t('sends.memo.removed', { title: memo.title }) });
        },
        onError: (error) =>
          showToast({
            variant: 'error',
            title: 'Error',
            messages: fieldErrors(error).message ?? error.message,
          }),
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text size="xs" c="gray.7">
              {t('sends.page.memoPosition', { n: position, count })}
            </Text>
            <Group gap="xs">
              <Title order={3} size="h4" id={headingId}>
                {memo.title}
              </Title>
              <KindBadge kind={memo.kind === 'survey' ? 'survey' : 'message'} />
              {dirty && (
                <Badge variant="light" color="orange.9" size="sm">
                  {t('sends.memo.unsaved')}
                </Badge>
              )}
            </Group>
          </div>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('sends.memo.removeLabel', { title: memo.title })}
            onClick={confirm.open}
          >
            {t('sends.memo.remove')}
          </Button>
        </Group>
        <Tabs defaultValue="en" keepMounted={false}>
          <Tabs.List aria-label={t('sends.memo.languages', { title: memo.title })}>
            <Tabs.Tab value="en">{t('sends.memo.english')}</Tabs.Tab>
            <Tabs.Tab value="es">{t('sends.memo.spanish')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="en" pt="md">
            <Stack gap="sm">
              <TextInput label={t('memos.compose.title')} required {...form.getInputProps('title')} />
              <RichTextField
                label={t('memos.compose.content')}
                value={form.values.content}
                onChange={(html) => form.setFieldValue('content', html)}
                error={form.errors.content as string | undefined}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="es" pt="md">
            <Stack gap="sm">
              <TextInput label={t('memos.compose.titleEs')} {...form.getInputProps('translation.title')} />
              <RichTextField
                label={t('memos.compose.contentEs')}
                value={form.values.translation.content}
                onChange={(html) => form.setFieldValue('translation.content', html)}
                error={form.errors['translation.content'] as string | undefined}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <div>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {DATE_FIELDS.map((field) => (
              <TextInput
                key={field}
                type="datetime-local"
                label={t(`memos.compose.dates.${field}`)}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </div>
        <MediaAttachments media={media} editable />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" disabled={!dirty} onClick={() => form.reset()}>
            {t('sends.memo.undo')}
          </Button>
          <Button onClick={save} loading={saveMemo.isPending} disabled={!dirty}>
            {t('sends.memo.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('sends.memo.removeTitle', { title: memo.title })}
        message={t('sends.memo.removeMessage')}
        confirmLabel={t('sends.memo.remove')}
        loading={removeMemo.isPending}
        onConfirm={remove}
        onClose={confirm.close}
      />
    </Card>
  );
}
