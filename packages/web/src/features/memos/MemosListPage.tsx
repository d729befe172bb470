import './i18n';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCake, IconChecklist, IconMessagePlus, IconSearch } from '@tabler/icons-react';
import {
  ALL_MEMO_KINDS,
  MEMO_KINDS,
  MEMO_SORTS,
  MEMO_STATUSES,
  type MemoKind,
  type MemoStatus,
  type TMemo,
} from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCelebrationList } from '../../api/celebrations';
import { type MemoListParams, useCompanyTimeZone, useMemoList } from '../../api/memos';
import { SortHeader } from '../../components/SortHeader';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { ManagementOnly } from '../settings/AdminOnly';
import { wholePercent } from './format';
import { fromQuery } from './from';
import { KIND_COLORS, StatusBadge } from './StatusBadge';
import { UpcomingCelebrations } from './UpcomingCelebrations';

type Sort = (typeof MEMO_SORTS)[number];
const ALL = 'all';
const isSort = (v: string | null): v is Sort => MEMO_SORTS.some((s) => s === v);
const isKind = (v: string | null): v is MemoKind => MEMO_KINDS.some((k) => k === v);
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

interface MemoTableProps {
  memos: TMemo[];
  sort: { by: Sort; direction: 'asc' | 'desc' };
  onSort: (by: Sort) => void;
  zone: string | undefined;
  from: string;
}

/** Each row: title, kind, status, display start, due, recipients, response rate (whole percent). */
export function MemoTable({ memos, sort, onSort, zone, from }: MemoTableProps) {
  const { t, i18n } = useTranslation();
  const when = useDates().dateTime;
  const header = (column: Sort) => {
    const label = t(`memos.list.columns.${column}`);
    return (
      <SortHeader
        column={column}
        label={label}
        ariaLabel={t('memos.list.sortBy', { column: label })}
        sort={sort}
        onSort={onSort}
      />
    );
  };
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {header('title')}
            <Table.Th>{t('memos.list.columns.kind')}</Table.Th>
            {header('status')}
            {header('start_at')}
            <Table.Th>{t('memos.list.columns.due')}</Table.Th>
            <Table.Th ta="right">{t('memos.list.columns.recipients')}</Table.Th>
            <Table.Th ta="right">{t('memos.list.columns.responseRate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {memos.map((memo) => (
            <Table.Tr key={memo.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`../memo/${memo.id}?from=${fromQuery(from)}`}
                  relative="path"
                  fw={600}
                >
                  {memo.title}
                </Anchor>
                {memo.category && (
                  <Text size="xs" c="gray.7">
                    {memo.category}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="filled" color={KIND_COLORS[memo.kind]} size="sm">
                  {t(`memos.kind.${memo.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={memo.status} pastDue={memo.is_past_due} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(memo.display_start_at, zone)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(memo.due_at, zone)}</Text>
              </Table.Td>
              <Table.Td ta="right">{memo.recipient_count}</Table.Td>
              <Table.Td ta="right">{wholePercent(memo.response_rate, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Memos › Sent: messages and surveys, paged, with kind/status filters, search and sort. */
function MemosListPageContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const zone = useCompanyTimeZone(company.id);
  const [sp, setSp] = useSearchParams();
  const params = readListParams(sp);
  const [search, setSearch] = useState(params.terms ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // kind=celebration lists celebrations (company/celebrations); the other kinds are memos (memos/list).
  const celebrationsOnly = sp.get('kind') === 'celebration';
  const { kind: _kind, ...celebrationParams } = params;
  const memoList = useMemoList(company.id, params, !celebrationsOnly);
  const celebrationList = useCelebrationList(company.id, celebrationParams, celebrationsOnly);
  const list = celebrationsOnly ? celebrationList : memoList;

  const update = (patch: Record<string, string | null>) =>
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '' || value === ALL) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL
  useEffect(() => {
    if (debounced !== (sp.get('terms') ?? '')) update({ terms: debounced, page: null });
  }, [debounced]);

  const sort = { by: params.sort_by ?? 'created_at', direction: params.sort_direction ?? 'desc' } as const;
  const handleSort = (by: Sort) =>
    update({ sort: by, dir: sort.by === by && sort.direction === 'asc' ? 'desc' : 'asc', page: null });
  const searchLabel = t('memos.list.search');
  const from = `/${company.id}/memos${sp.toString() ? `?${sp.toString()}` : ''}`;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('memos.list.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('memos.list.intro')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component={Link}
            to="new?kind=message"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
          >
            {t('memos.list.newMessage')}
          </Button>
          <Button
            component={Link}
            to="new?kind=survey"
            variant="default"
            leftSection={<IconChecklist size={16} aria-hidden />}
          >
            {t('memos.list.newSurvey')}
          </Button>
          <Button
            component={Link}
            to="new?kind=celebration"
            variant="default"
            leftSection={<IconCake size={16} aria-hidden />}
          >
            {t('memos.list.newCelebration')}
          </Button>
        </Group>
      </Group>
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
              value={celebrationsOnly ? 'celebration' : (params.kind ?? ALL)}
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
            <Text c="gray.7" py="lg" ta="center">
              {t('memos.list.empty')}
            </Text>
          ) : (
            <MemoTable memos={list.data.memos} sort={sort} onSort={handleSort} zone={zone} from={from} />
          )}
          {list.data && list.data.total_pages > 1 && (
            <Group justify="center">
              <Pagination
                total={list.data.total_pages}
                value={list.data.current_page}
                onChange={(page) => update({ page: page === 1 ? null : String(page) })}
                aria-label={t('memos.list.pagination')}
              />
            </Group>
          )}
        </Stack>
      </Card>
      {celebrationsOnly && <UpcomingCelebrations companyId={company.id} />}
    </Stack>
  );
}

/** Management only, as the server answers (memos.manage); others get a clear note. */
export default function MemosListPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('memos.list.title')} ability="memos.manage">
      <MemosListPageContent />
    </ManagementOnly>
  );
}
