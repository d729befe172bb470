import './i18n';
import { Button, Card, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconArchive, IconArchiveOff, IconSearch, IconTrash } from '@tabler/icons-react';
import { TEMPLATE_SEND_SORTS, TEMPLATE_SEND_STATUSES, type TemplateSendStatus } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SendListParams, useSendActions, useSendList } from '../../api/memo-template-sends';
import { ListPagination } from '../../components/ListPagination';
import { showErrorToast, showToast } from '../../stores/toasts';
import { EmptyState, Loading, useUrlState } from '../memo-templates/shared';
import { ConfirmModal } from '../settings/ConfirmModal';
import { type SendSort, SendsTable } from './SendsTable';

const isSort = (v: string | null): v is SendSort => TEMPLATE_SEND_SORTS.some((s) => s === v);
const isStatus = (v: string | null): v is TemplateSendStatus => TEMPLATE_SEND_STATUSES.some((s) => s === v);

/** The Sends view's state in the address (`?view=sends&status=…&terms=…&sort=…&dir=…&page=…`). */
export function readSendParams(sp: URLSearchParams): SendListParams {
  const sort = sp.get('sort');
  const status = sp.get('status');
  return {
    page: Math.max(1, Number(sp.get('page')) || 1),
    terms: sp.get('terms') ?? '',
    sort_by: isSort(sort) ? sort : 'updated_at',
    sort_direction: sp.get('dir') === 'asc' ? 'asc' : 'desc',
    ...(isStatus(status) ? { status } : {}),
  };
}

/** The selected sends: delete them (delete/list), or archive / unarchive them when they all can be. */
function SelectionBar({
  companyId,
  ids,
  status,
  onDone,
}: {
  companyId: number;
  ids: number[];
  status: TemplateSendStatus | 'mixed';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const actions = useSendActions(companyId);
  const [confirming, confirm] = useDisclosure(false);
  const [archiving, setArchiving] = useState(false);
  const count = ids.length;
  const remove = () =>
    actions.remove.mutate(ids, {
      onSuccess: () => {
        confirm.close();
        onDone();
        showToast({ variant: 'success', messages: t('sends.list.deleted', { count }) });
      },
      onError: (error) => showErrorToast(error),
    });
  const setArchived = async (archived: boolean) => {
    setArchiving(true);
    try {
      for (const id of ids) await actions.archive.mutateAsync({ id, archived });
      onDone();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setArchiving(false);
    }
  };
  return (
    <Group gap="sm" justify="space-between" bg="gray.0" p="xs" style={{ borderRadius: 8 }}>
      <Text size="sm" fw={600} aria-live="polite">
        {t('sends.list.selected', { count })}
      </Text>
      <Group gap="xs">
        {status === 'published' && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArchive size={14} aria-hidden />}
            loading={archiving}
            onClick={() => void setArchived(true)}
          >
            {t('sends.page.archive')}
          </Button>
        )}
        {status === 'archived' && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArchiveOff size={14} aria-hidden />}
            loading={archiving}
            onClick={() => void setArchived(false)}
          >
            {t('sends.page.unarchive')}
          </Button>
        )}
        <Button
          size="xs"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={confirm.open}
        >
          {t('sends.list.deleteSelected')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('sends.list.deleteTitle', { count })}
        message={t('sends.list.deleteMessage')}
        confirmLabel={t('sends.list.deleteSelected')}
        loading={actions.remove.isPending}
        onConfirm={remove}
        onClose={confirm.close}
      />
    </Group>
  );
}

/** Sent › Sends (spec's MemoSendsList, `?view=sends`): template sends by status, searched, sorted, paged. */
export function SendsList({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [sp, update] = useUrlState();
  const params = readSendParams(sp);
  const list = useSendList(companyId, params);
  const [search, setSearch] = useState(params.terms ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL
  useEffect(() => {
    if (debounced !== (sp.get('terms') ?? '')) update({ terms: debounced, page: null });
  }, [debounced]);
  const sends = list.data?.memo_template_sends ?? [];
  // What is selected stays among the rows shown.
  const shown = sends.filter((s) => selected.has(s.id));
  const statuses = new Set(shown.map((s) => s.status));
  const selectedStatus = statuses.size === 1 ? [...statuses][0] : 'mixed';
  const onSelect = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const sort = { by: params.sort_by ?? 'updated_at', direction: params.sort_direction ?? 'desc' } as const;
  const onSort = (by: SendSort) =>
    update({ sort: by, dir: sort.by === by && sort.direction === 'asc' ? 'desc' : 'asc', page: null });
  const tab = params.status ?? 'all';
  const searchLabel = t('sends.list.search');

  const body = list.isPending ? (
    <Loading />
  ) : list.isError ? (
    <Text c="red.8" role="alert">
      {t('sends.list.loadFailed')}
    </Text>
  ) : sends.length === 0 ? (
    params.terms ? (
      <Text c="gray.7" py="lg" ta="center">
        {t('sends.list.noMatch')}
      </Text>
    ) : tab === 'archived' ? (
      <Text c="gray.7" py="lg" ta="center">
        {t('sends.list.emptyArchived')}
      </Text>
    ) : (
      <EmptyState
        title={t('sends.list.noneYet')}
        text={t('sends.list.noneYetHint')}
        action={
          <Button component={Link} to={`/${companyId}/memo-templates`}>
            {t('sends.list.fromTemplates')}
          </Button>
        }
      />
    )
  ) : (
    <SendsTable
      companyId={companyId}
      sends={sends}
      sort={sort}
      onSort={onSort}
      selected={selected}
      onSelect={onSelect}
    />
  );

  return (
    <Stack gap="md">
      <Text c="gray.7">{t('sends.list.intro')}</Text>
      <Tabs
        value={tab}
        onChange={(v) => {
          setSelected(new Set());
          update({ status: v === 'all' ? null : v, page: null });
        }}
      >
        <Tabs.List aria-label={t('sends.list.tabsLabel')}>
          {(['all', ...TEMPLATE_SEND_STATUSES] as const).map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`sends.list.tabs.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <TextInput
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={480}
          />
          {list.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('sends.list.total', { count: list.data.total })}
            </Text>
          )}
          {shown.length > 0 && (
            <SelectionBar
              companyId={companyId}
              ids={shown.map((s) => s.id)}
              status={selectedStatus ?? 'mixed'}
              onDone={() => setSelected(new Set())}
            />
          )}
          {body}
          <ListPagination
            paging={list.data}
            label={t('sends.list.pagination')}
            onPage={(page) => update({ page })}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
