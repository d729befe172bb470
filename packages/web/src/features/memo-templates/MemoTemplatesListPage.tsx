import './i18n';
import { Button, Card, Group, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { MEMO_KINDS, type MemoKind, type TMemoTemplate } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type TemplateListParams, useTemplateList } from '../../api/memo-templates';
import { ListPagination } from '../../components/ListPagination';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { SendTemplatesBar } from '../memo-sends/SendTemplatesBar';
import { ManagementOnly } from '../settings/AdminOnly';
import { ALL, companyCategories, EmptyState, Loading, useUrlState } from './shared';
import { TEMPLATE_SORTS, type TemplateSort, TemplateTable } from './TemplateTable';

export { useStartMemo } from './TemplateTable';

type Sort = TemplateSort;
const isSort = (v: string | null): v is Sort => TEMPLATE_SORTS.some((s) => s === v);
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
  // Templates chosen for a send, kept across pages and searches, in the order chosen.
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const onSelect = (ids: number[], on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      for (const id of ids) {
        const title = list.data?.memo_templates.find((x) => x.id === id)?.title ?? '';
        if (on) next.set(id, title);
        else next.delete(id);
      }
      return next;
    });

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
      selected={new Set(chosen.keys())}
      onSelect={onSelect}
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
          {chosen.size > 0 && (
            <SendTemplatesBar
              companyId={company.id}
              templates={[...chosen].map(([id, title]) => ({ id, title }))}
              onClear={() => setChosen(new Map())}
            />
          )}
          {body}
          <ListPagination
            paging={list.data}
            label={t('templates.pagination')}
            onPage={(page) => update({ page })}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

/** Management only, as the server answers (memo_templates.manage); others get a clear note. */
export default function MemoTemplatesListPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('templates.title')} ability="memo_templates.manage" publishes>
      <TemplatesListContent />
    </ManagementOnly>
  );
}
