import './i18n';
import {
  Button,
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCake, IconChecklist, IconMessagePlus, IconSearch } from '@tabler/icons-react';
import {
  ALL_MEMO_KINDS,
  type AnyMemoKind,
  MEMO_SORTS,
  MEMO_STATUSES,
  type MemoStatus,
} from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type MemoListParams, useCompanyTimeZone, useMemoList } from '../../api/memos';
import { ListPagination } from '../../components/ListPagination';
import { useUrlState } from '../../hooks/use-url-state';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { SendsList } from '../memo-sends/SendsList';
import { ManagementOnly } from '../settings/AdminOnly';
import { composePath, sentPath } from './from';
import { MemoTable } from './MemoTable';
import { UpcomingCelebrations } from './UpcomingCelebrations';

type Sort = (typeof MEMO_SORTS)[number];
const ALL = 'all';
const isSort = (v: string | null): v is Sort => MEMO_SORTS.some((s) => s === v);
const isKind = (v: string | null): v is AnyMemoKind => ALL_MEMO_KINDS.some((k) => k === v);
const isStatus = (v: string | null): v is MemoStatus => MEMO_STATUSES.some((s) => s === v);

/** The list's state lives in the URL, so Back from a memo returns to the same page. */
export function readListParams(sp: URLSearchParams): MemoListParams {
  const sort = sp.get('sort');
  const kind = sp.get('kind');
  const status = sp.get('status');
  return {
    page: Math.max(1, Number(sp.get('page')) || 1),
    terms: sp.get('terms') ?? '',
    sort_by: isSort(sort) ? sort : 'created_at',
    sort_direction: sp.get('dir') === 'asc' ? 'asc' : 'desc',
    ...(isKind(kind) ? { kind } : {}),
    ...(isStatus(status) ? { status } : {}),
  };
}

/** The three ways to send something. */
function NewMemoButtons({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={composePath(companyId, 'kind=message')}
        leftSection={<IconMessagePlus size={16} aria-hidden />}
      >
        {t('memos.list.newMessage')}
      </Button>
      <Button
        component={Link}
        to={composePath(companyId, 'kind=survey')}
        variant="default"
        leftSection={<IconChecklist size={16} aria-hidden />}
      >
        {t('memos.list.newSurvey')}
      </Button>
      <Button
        component={Link}
        to={composePath(companyId, 'kind=celebration')}
        variant="default"
        leftSection={<IconCake size={16} aria-hidden />}
      >
        {t('memos.list.newCelebration')}
      </Button>
    </Group>
  );
}

/** Nothing sent yet (say how to start), or nothing matches (offer to clear the filters). */
function EmptyList({
  companyId,
  filtered,
  onClear,
}: {
  companyId: number;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="lg" ta="center">
      <Text fw={600}>{t(filtered ? 'memos.list.noMatch' : 'memos.list.noneYet')}</Text>
      <Text size="sm" c="gray.7" maw={480}>
        {t(filtered ? 'memos.list.noMatchHint' : 'memos.list.noneYetHint')}
      </Text>
      {filtered ? (
        <Button variant="default" size="xs" mt={4} onClick={onClear}>
          {t('memos.list.clearFilters')}
        </Button>
      ) : (
        <Button
          component={Link}
          to={composePath(companyId, 'kind=message')}
          mt={4}
          leftSection={<IconMessagePlus size={16} aria-hidden />}
        >
          {t('memos.list.writeFirst')}
        </Button>
      )}
    </Stack>
  );
}

/** The Memos view: every message, survey and celebration the caller manages, paged, with kind/status filters, search and sort. */
function MemoListView() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const zone = useCompanyTimeZone(company.id);
  const [sp, update] = useUrlState([ALL]);
  const params = readListParams(sp);
  const [search, setSearch] = useState(params.terms ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useMemoList(company.id, params);
  const filtered = Boolean(params.terms || params.kind || params.status);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL
  useEffect(() => {
    if (debounced !== (sp.get('terms') ?? '')) update({ terms: debounced, page: null });
  }, [debounced]);
  const clearFilters = () => {
    setSearch('');
    update({ terms: null, kind: null, status: null, page: null });
  };

  const sort = { by: params.sort_by ?? 'created_at', direction: params.sort_direction ?? 'desc' } as const;
  const handleSort = (by: Sort) =>
    update({ sort: by, dir: sort.by === by && sort.direction === 'asc' ? 'desc' : 'asc', page: null });
  const searchLabel = t('memos.list.search');
  const from = `${sentPath(company.id)}${sp.toString() ? `?${sp.toString()}` : ''}`;

  return (
    <>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="search"
              aria-label={searchLabel}
              placeholder={searchLabel}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '2 1 220px' }}
            />
            <Select
              aria-label={t('memos.list.columns.kind')}
              data={[
                { value: ALL, label: t('memos.list.allKinds') },
                ...ALL_MEMO_KINDS.map((k) => ({ value: k, label: t(`memos.kind.${k}`) })),
              ]}
              value={params.kind ?? ALL}
              onChange={(v) => update({ kind: v, page: null })}
              allowDeselect={false}
              style={{ flex: '1 1 160px' }}
            />
            <Select
              aria-label={t('memos.list.columns.status')}
              data={[
                { value: ALL, label: t('memos.list.allStatuses') },
                ...MEMO_STATUSES.map((s) => ({ value: s, label: t(`memos.status.${s}`) })),
              ]}
              value={params.status ?? ALL}
              onChange={(v) => update({ status: v, page: null })}
              allowDeselect={false}
              style={{ flex: '1 1 160px' }}
            />
          </Group>
          {list.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('memos.list.total', { count: list.data.total })}
            </Text>
          )}
          {list.isPending ? (
            <Center py="xl" role="status" aria-label={t('common.loading')}>
              <Loader size="sm" />
            </Center>
          ) : list.isError ? (
            <Text c="red.8">{t('memos.list.loadFailed')}</Text>
          ) : !list.data ? null : list.data.memos.length === 0 ? (
            <EmptyList companyId={company.id} filtered={filtered} onClear={clearFilters} />
          ) : (
            <MemoTable memos={list.data.memos} sort={sort} onSort={handleSort} zone={zone} from={from} />
          )}
          <ListPagination
            paging={list.data}
            label={t('memos.list.pagination')}
            onPage={(page) => update({ page })}
          />
        </Stack>
      </Card>
      {params.kind === 'celebration' && <UpcomingCelebrations companyId={company.id} />}
    </>
  );
}

/**
 * Memos › Sent (spec §2 MemoSendsList, route memo-sends): the memos the caller manages, or
 * (`?view=sends`) the template sends (docs/decisions.md, Template sends (web)).
 */
function MemosListPageContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const [sp, setSp] = useSearchParams();
  const view = sp.get('view') === 'sends' ? 'sends' : 'memos';
  // Each view keeps its own filters: switching starts the other afresh.
  const switchView = (next: string) => setSp(next === 'sends' ? { view: 'sends' } : {}, { replace: true });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('memos.list.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('memos.list.intro')}
          </Text>
        </div>
        <NewMemoButtons companyId={company.id} />
      </Group>
      <SegmentedControl
        aria-label={t('sends.views.label')}
        value={view}
        onChange={switchView}
        data={[
          { value: 'memos', label: t('sends.views.memos') },
          { value: 'sends', label: t('sends.views.sends') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'sends' ? <SendsList companyId={company.id} /> : <MemoListView />}
    </Stack>
  );
}

/** Management only, as the server answers (memos.manage); others get a clear note. */
export default function MemosListPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('memos.list.title')} ability="memos.manage" publishes>
      <MemosListPageContent />
    </ManagementOnly>
  );
}
