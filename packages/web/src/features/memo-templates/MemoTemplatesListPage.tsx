import './i18n';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { MEMO_KINDS, type MemoKind, type TMemoTemplate } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type TemplateListParams, useTemplateActions, useTemplateList } from '../../api/memo-templates';
import { SortHeader } from '../../components/SortHeader';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ManagementOnly } from '../settings/AdminOnly';
import {
  ALL,
  companyCategories,
  EmptyState,
  KindBadge,
  Loading,
  NO_CLIP,
  TagBadges,
  useUrlState,
} from './shared';

const SORTS = ['title', 'category', 'use_count', 'updated_at'] as const;
type Sort = (typeof SORTS)[number];
const isSort = (v: string | null): v is Sort => SORTS.some((s) => s === v);
const isKind = (v: string | null): v is MemoKind => MEMO_KINDS.some((k) => k === v);

export function readTemplateParams(sp: URLSearchParams): TemplateListParams {
  const sort = sp.get('sort');
  const kind = sp.get('kind');
  return {
    page: Math.max(1, Number(sp.get('page')) || 1),
    terms: sp.get('terms') ?? '',
    sort_by: isSort(sort) ? sort : 'updated_at',
    sort_direction: sp.get('dir') === 'asc' ? 'asc' : 'desc',
    archived: sp.get('tab') === 'archived' ? 'yes' : 'no',
    ...(isKind(kind) ? { kind } : {}),
    ...(sp.get('category') ? { category: sp.get('category') ?? '' } : {}),
  };
}

/** "Use": a new draft memo from the template, opened in compose to target and send. */
export function useStartMemo(companyId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { start: startMemo } = useTemplateActions(companyId);
  const start = (template: Pick<TMemoTemplate, 'id' | 'title'>) =>
    startMemo.mutate(template.id, {
      onSuccess: (memo) => {
        showToast({ variant: 'success', messages: t('templates.used', { title: template.title }) });
        navigate(`/${companyId}/memo/${memo.id}/edit`);
      },
      onError: (error) => showErrorToast(error),
    });
  return { start, pending: startMemo.isPending ? startMemo.variables : undefined };
}

function TemplateTable({
  templates,
  sort,
  onSort,
}: {
  templates: TMemoTemplate[];
  sort: { by: Sort; direction: 'asc' | 'desc' };
  onSort: (by: Sort) => void;
}) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const company = useCurrentCompany();
  const { start, pending } = useStartMemo(company.id);
  const header = (column: Sort) => {
    const label = t(`templates.columns.${column}`);
    return (
      <SortHeader
        column={column}
        label={label}
        ariaLabel={t('templates.sortBy', { column: label })}
        sort={sort}
        onSort={onSort}
      />
    );
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {header('title')}
            <Table.Th>{t('templates.columns.kind')}</Table.Th>
            {header('category')}
            {header('use_count')}
            {header('updated_at')}
            <Table.Th>
              <VisuallyHidden>{t('templates.use')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {templates.map((tpl) => (
            <Table.Tr key={tpl.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/${company.id}/memo-template/${tpl.id}`} fw={600}>
                    {tpl.title}
                  </Anchor>
                  {tpl.share?.published && !tpl.share.hidden && (
                    <Badge size="xs" variant="filled" color="teal.9" styles={NO_CLIP}>
                      {t('templates.shared')}
                    </Badge>
                  )}
                </Group>
                <TagBadges tags={tpl.tags} mt={4} />
              </Table.Td>
              <Table.Td>
                <KindBadge kind={tpl.kind} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{tpl.category ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{tpl.use_count}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(tpl.updated_at)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                {!tpl.archived_at && (
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('templates.useLabel', { title: tpl.title })}
                    loading={pending === tpl.id}
                    onClick={() => start(tpl)}
                  >
                    {t('templates.use')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Memos › Templates (memo-templates): Active and Archived tabs, search, kind and category, sort, pages. */
function TemplatesListContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const [sp, update] = useUrlState();
  const params = readTemplateParams(sp);
  const list = useTemplateList(company.id, params);
  const [search, setSearch] = useState(params.terms ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL
  useEffect(() => {
    if (debounced !== (sp.get('terms') ?? '')) update({ terms: debounced, page: null });
  }, [debounced]);
  const tab = params.archived === 'yes' ? 'archived' : 'active';
  const filtered = Boolean(params.terms || params.kind || params.category);
  const sort = { by: (params.sort_by ?? 'updated_at') as Sort, direction: params.sort_direction ?? 'desc' };
  const onSort = (by: Sort) =>
    update({ sort: by, dir: sort.by === by && sort.direction === 'asc' ? 'desc' : 'asc', page: null });
  const searchLabel = t('templates.search');

  const body = list.isPending ? (
    <Loading />
  ) : list.isError ? (
    <Text c="red.8" role="alert">
      {t('templates.loadFailed')}
    </Text>
  ) : list.data.memo_templates.length === 0 ? (
    filtered ? (
      <Text c="gray.7" py="lg" ta="center">
        {t('templates.empty')}
      </Text>
    ) : tab === 'archived' ? (
      <Text c="gray.7" py="lg" ta="center">
        {t('templates.emptyArchived')}
      </Text>
    ) : (
      <EmptyState
        title={t('templates.emptyActiveTitle')}
        text={t('templates.emptyActive')}
        action={
          <>
            <Button component={Link} to={`/${company.id}/memo-template/new`}>
              {t('templates.newTemplate')}
            </Button>
            <Button component={Link} to={`/${company.id}/community`} variant="default">
              {t('templates.browseCommunity')}
            </Button>
          </>
        }
      />
    )
  ) : (
    <TemplateTable
      templates={list.data.memo_templates.filter((x): x is TMemoTemplate => x.source === 'company')}
      sort={sort}
      onSort={onSort}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('templates.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('templates.intro')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component={Link}
            to="../memo-template/new"
            relative="path"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('templates.newTemplate')}
          </Button>
          <Button
            component={Link}
            to="../community"
            relative="path"
            variant="default"
            leftSection={<IconUsersGroup size={16} aria-hidden />}
          >
            {t('templates.browseCommunity')}
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(v) => update({ tab: v === 'archived' ? 'archived' : null, page: null })}>
        <Tabs.List>
          <Tabs.Tab value="active">{t('templates.tabs.active')}</Tabs.Tab>
          <Tabs.Tab value="archived">{t('templates.tabs.archived')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
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
              aria-label={t('templates.columns.kind')}
              data={[
                { value: ALL, label: t('templates.allKinds') },
                ...MEMO_KINDS.map((k) => ({ value: k, label: t(`memos.kind.${k}`) })),
              ]}
              value={params.kind ?? ALL}
              onChange={(v) => update({ kind: v, page: null })}
              allowDeselect={false}
              style={{ flex: '1 1 160px' }}
            />
            <Select
              aria-label={t('templates.columns.category')}
              data={[
                { value: ALL, label: t('templates.allCategories') },
                ...companyCategories(company, params.category).map((c) => ({ value: c, label: c })),
              ]}
              value={params.category ?? ALL}
              onChange={(v) => update({ category: v, page: null })}
              allowDeselect={false}
              searchable
              style={{ flex: '1 1 160px' }}
            />
          </Group>
          {list.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('templates.total', { count: list.data.total })}
            </Text>
          )}
          {body}
          {list.data && list.data.total_pages > 1 && (
            <Group justify="center">
              <Pagination
                total={list.data.total_pages}
                value={list.data.current_page}
                onChange={(page) => update({ page: page === 1 ? null : String(page) })}
                aria-label={t('templates.pagination')}
              />
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/** Management only, as the server answers (memo_templates.manage); others get a clear note. */
export default function MemoTemplatesListPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('templates.title')} ability="memo_templates.manage">
      <TemplatesListContent />
    </ManagementOnly>
  );
}
