import './i18n';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCloudUpload } from '@tabler/icons-react';
import type { MediaSort, TMediaFile } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaLibraryActions, useMediaList } from '../../api/media-library';
import { ListPagination } from '../../components/ListPagination';
import { nextSort } from '../../components/SortHeader';
import { useUrlState } from '../../hooks/use-url-state';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { EmptyState, Loading } from '../memo-templates/shared';
import { ManagementOnly } from '../settings/AdminOnly';
import { ConfirmModal } from '../settings/ConfirmModal';
import { ALL, readMediaParams } from './list-params';
import { MediaEditModal } from './MediaEditModal';
import { MediaFilters } from './MediaFilters';
import { MediaPreviewModal } from './MediaPreviewModal';
import { type MediaAction, MediaCards, MediaTable } from './MediaTable';
import { UploadModal } from './UploadModal';
import { useUploads } from './use-uploads';

/** The file a dialog is open for. */
type Open = { action: MediaAction; file: TMediaFile } | null;

/** Media (manager): the company's library — list, search, filters, sort, pages, upload, edit, delete. */
function MediaLibraryContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [sp, update] = useUrlState([ALL]);
  const params = readMediaParams(sp);
  const list = useMediaList(company.id, params);
  const uploads = useUploads(company.id);
  const { remove } = useMediaLibraryActions(company.id);
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const fileFor = (action: MediaAction) => (open?.action === action ? open.file : null);
  const filtered = Boolean(
    params.terms ||
      params.filters.locations.length ||
      params.filters.audiences.length ||
      params.filters.type_category.length,
  );
  const sort = { by: params.sort_by, direction: params.sort_direction };
  const onSort = (by: MediaSort) => {
    const next = nextSort(sort, by);
    update({ sort: by, dir: next.direction, page: null });
  };
  const onAction = (action: MediaAction, file: TMediaFile) => setOpen({ action, file });
  const closeUpload = () => {
    setUploading(false);
    uploads.clearDone();
  };
  const running = uploads.items.filter((it) => it.status === 'uploading' || it.status === 'retrying').length;

  const confirmDelete = () => {
    const file = fileFor('delete');
    if (!file) return;
    remove.mutate(file, {
      onSuccess: () => {
        showToast({ variant: 'success', messages: t('media.delete.done', { name: file.name }) });
        close();
      },
      onError: (error) => showErrorToast(error),
    });
  };

  const uploadButton = (
    <Button leftSection={<IconCloudUpload size={16} aria-hidden />} onClick={() => setUploading(true)}>
      {t('media.upload.open')}
    </Button>
  );

  const body = list.isPending ? (
    <Loading />
  ) : list.isError ? (
    <Text c="red.8" role="alert">
      {t('media.loadFailed')}
    </Text>
  ) : list.data.media.length === 0 ? (
    filtered ? (
      <Text c="gray.7" py="lg" ta="center">
        {t('media.emptyFiltered')}
      </Text>
    ) : (
      <EmptyState title={t('media.emptyTitle')} text={t('media.empty')} action={uploadButton} />
    )
  ) : phone ? (
    <MediaCards files={list.data.media} onAction={onAction} />
  ) : (
    <MediaTable files={list.data.media} onAction={onAction} sort={sort} onSort={onSort} />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('media.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('media.intro')}
          </Text>
        </div>
        {uploadButton}
      </Group>
      {running > 0 && !uploading && (
        <Group gap="sm" role="status">
          <Text size="sm">{t('media.upload.running', { count: running })}</Text>
          <Button size="xs" variant="light" onClick={() => setUploading(true)}>
            {t('media.upload.show')}
          </Button>
        </Group>
      )}
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <MediaFilters companyId={company.id} params={params} update={update} phone={phone} />
          {list.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('media.total', { count: list.data.total })}
            </Text>
          )}
          {body}
          <ListPagination
            paging={list.data}
            label={t('media.pagination')}
            onPage={(page) => update({ page })}
          />
        </Stack>
      </Card>
      <UploadModal companyId={company.id} uploads={uploads} opened={uploading} onClose={closeUpload} />
      <MediaEditModal companyId={company.id} file={fileFor('edit')} onClose={close} />
      <MediaPreviewModal file={fileFor('open')} onClose={close} />
      <ConfirmModal
        opened={open?.action === 'delete'}
        title={t('media.delete.title')}
        message={t('media.delete.message', { name: open?.file.name ?? '' })}
        confirmLabel={t('media.delete.confirm')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={close}
      />
    </Stack>
  );
}

/** Management only, as the server answers (media.manage); others get a clear note. */
export default function MediaLibraryPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('media.title')} ability="media.manage">
      <MediaLibraryContent />
    </ManagementOnly>
  );
}
