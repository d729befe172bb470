import {
  ActionIcon,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { requiredString, type TTag } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useTagActions, useTags } from '../../api/places';
import { zodValidate } from '../../components/form/zod-validate';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ManagementOnly } from './AdminOnly';
import { ConfirmModal } from './ConfirmModal';
import { PageHeader } from './PageHeader';

const ZTagForm = z.object({ title: requiredString(80) });

interface TagRowProps {
  tag: TTag;
  isSaving: boolean;
  onRename: (tag: TTag, title: string) => Promise<unknown>;
  onDelete: (tag: TTag) => void;
}

/** One tag: its title is edited in place and saved with the check button (or Enter). */
function TagRow({ tag, isSaving, onRename, onDelete }: TagRowProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { title: tag.title }, validate: zodValidate(ZTagForm) });
  const handleSubmit = form.onSubmit(async ({ title }) => {
    try {
      await onRename(tag, title.trim());
      form.resetDirty({ title: title.trim() });
    } catch (error) {
      showErrorToast(error);
    }
  });
  return (
    <li>
      <form onSubmit={handleSubmit} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('places.tags.titleLabel', { name: tag.title })}
            maxLength={80}
            style={{ flex: 1 }}
            {...form.getInputProps('title')}
          />
          <Tooltip label={t('places.rename')}>
            <ActionIcon
              type="submit"
              size="lg"
              variant="light"
              disabled={!form.isDirty()}
              loading={isSaving}
              aria-label={t('places.tags.renameLabel', { name: tag.title })}
            >
              <IconCheck size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('places.delete')}>
            <ActionIcon
              size="lg"
              variant="subtle"
              color="red"
              onClick={() => onDelete(tag)}
              aria-label={t('places.tags.deleteLabel', { name: tag.title })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </form>
    </li>
  );
}

/** Settings › Tags: add, rename and delete in one list. */
export default function TagsPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const tags = useTags(company.id);
  const { create, update, remove } = useTagActions(company.id);
  const [toDelete, setToDelete] = useState<TTag | null>(null);
  const form = useForm({ initialValues: { title: '' }, validate: zodValidate(ZTagForm) });

  const handleAdd = form.onSubmit(({ title }) =>
    create.mutate(title.trim(), {
      onSuccess: (tag) => {
        form.reset();
        showToast({ variant: 'success', messages: t('places.tags.added', { name: tag.title }) });
      },
      onError: (error) => showErrorToast(error),
    }),
  );
  const handleRename = (tag: TTag, title: string) => update.mutateAsync({ id: tag.id, title });
  const handleConfirmDelete = () => {
    if (!toDelete) return;
    const name = toDelete.title;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        showToast({ variant: 'success', messages: t('places.deleted', { name }) });
      },
      onError: (error) => showErrorToast(error),
    });
  };

  return (
    <ManagementOnly title={t('places.tags.title')} ability="tags.manage">
      <Stack gap="lg" maw={720}>
        <PageHeader
          title={t('places.tags.title')}
          intro={t('places.tags.intro')}
          back={{ to: `/${company.id}/settings`, label: t('places.back', { name: t('places.index.title') }) }}
        />
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <form onSubmit={handleAdd} noValidate>
              <Group align="flex-end" gap="xs">
                <TextInput
                  label={t('places.tags.newLabel')}
                  maxLength={80}
                  style={{ flex: 1 }}
                  {...form.getInputProps('title')}
                />
                <Button
                  type="submit"
                  loading={create.isPending}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {t('places.tags.add')}
                </Button>
              </Group>
            </form>
            {tags.isPending ? (
              <Center py="lg" role="status" aria-label={t('common.loading')}>
                <Loader size="sm" />
              </Center>
            ) : tags.isError ? (
              <Text c="red.8">{t('places.loadFailed')}</Text>
            ) : tags.data.length === 0 ? (
              <Text c="gray.7">{t('places.tags.empty')}</Text>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {tags.data.map((tag) => (
                  <TagRow
                    key={`${tag.id}:${tag.title}`}
                    tag={tag}
                    isSaving={update.isPending && update.variables?.id === tag.id}
                    onRename={handleRename}
                    onDelete={setToDelete}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
        <ConfirmModal
          opened={toDelete !== null}
          title={t('places.tags.deleteTitle')}
          message={t('places.tags.deleteConfirm', { name: toDelete?.title ?? '' })}
          confirmLabel={t('places.delete')}
          loading={remove.isPending}
          onConfirm={handleConfirmDelete}
          onClose={() => setToDelete(null)}
        />
      </Stack>
    </ManagementOnly>
  );
}
