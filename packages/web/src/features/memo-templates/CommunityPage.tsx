import './i18n';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { knownLocale, LOCALES, MEMO_KINDS, type MemoKind, type TCommunityTemplate } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type TemplateListParams, useCommunityCategories, useTemplateList } from '../../api/memo-templates';
import { ListPagination } from '../../components/ListPagination';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { ManagementOnly } from '../settings/AdminOnly';
import { ALL, EmptyState, KindBadge, Loading, useUrlState } from './shared';

const isKind = (v: string | null): v is MemoKind => MEMO_KINDS.some((k) => k === v);

export function readCommunityParams(sp: URLSearchParams): TemplateListParams {
  const kind = sp.get('kind');
  const language = knownLocale(sp.get('language'));
  return {
    scope: 'community',
    page: Math.max(1, Number(sp.get('page')) || 1),
    terms: sp.get('terms') ?? '',
    sort_by: sp.get('sort') === 'newest' ? 'published_at' : 'use_count',
    sort_direction: 'desc',
    ...(isKind(kind) ? { kind } : {}),
    ...(language ? { language } : {}),
    ...(sp.get('category') ? { category: sp.get('category') ?? '' } : {}),
  };
}

function CommunityCard({ item }: { item: TCommunityTemplate }) {
  const { t } = useTranslation();
  const dates = useDates();
  const company = useCurrentCompany();
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap={6} h="100%">
        <Group gap={6}>
          <KindBadge kind={item.kind} />
          <Badge variant="light" color="gray" c="gray.9" size="sm">
            {t(`templates.share.languages.${item.language}`)}
          </Badge>
          {item.category && (
            <Badge variant="outline" color="gray.7" size="sm">
              {item.category}
            </Badge>
          )}
        </Group>
        <Anchor
          component={Link}
          to={`/${company.id}/community/${item.id}`}
          fw={700}
          aria-label={t('templates.community.open', { title: item.title })}
        >
          {item.title}
        </Anchor>
        <Text size="sm" c="gray.7">
          {item.mine
            ? t('templates.community.yours')
            : t('templates.community.sharedBy', { company: item.company_name })}
        </Text>
        {item.description && (
          <Text size="sm" lineClamp={3}>
            {item.description}
          </Text>
        )}
        <Text size="xs" c="gray.7" mt="auto">
          {[
            t('templates.uses', { count: item.use_count }),
            item.published_at
              ? t('templates.community.publishedOn', { date: dates.date(item.published_at) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}

/** Community: the templates every company shared (search, kind, category, language; most used or newest). */
function CommunityContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const [sp, update] = useUrlState();
  const params = readCommunityParams(sp);
  const list = useTemplateList(company.id, params);
  const [search, setSearch] = useState(params.terms ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL
  useEffect(() => {
    if (debounced !== (sp.get('terms') ?? '')) update({ terms: debounced, page: null });
  }, [debounced]);
  const filtered = Boolean(params.terms || params.kind || params.category || params.language);
  const items =
    list.data?.memo_templates.filter((x): x is TCommunityTemplate => x.source === 'community') ?? [];
  const searchLabel = t('templates.community.search');
  // The categories the community has (with how many templates each), and the one in the URL.
  const categories = useCommunityCategories(company.id).data?.categories ?? [];
  const categoryOptions = [
    ...categories.map((c) => ({
      value: c.name,
      label: t('templates.community.categoryCount', { name: c.name, count: c.count }),
    })),
    ...(params.category && !categories.some((c) => c.name === params.category)
      ? [{ value: params.category, label: params.category }]
      : []),
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('templates.community.title')}</Title>
        <Text c="gray.7" mt={4}>
          {t('templates.community.intro')}
        </Text>
      </div>
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
              style={{ flex: '1 1 180px' }}
            />
            <Select
              aria-label={t('templates.columns.category')}
              data={[{ value: ALL, label: t('templates.allCategories') }, ...categoryOptions]}
              value={params.category ?? ALL}
              onChange={(v) => update({ category: v, page: null })}
              allowDeselect={false}
              searchable
              style={{ flex: '1 1 180px' }}
            />
            <Select
              aria-label={t('templates.share.language')}
              data={[
                { value: ALL, label: t('templates.community.allLanguages') },
                ...LOCALES.map((l) => ({ value: l, label: t(`templates.share.languages.${l}`) })),
              ]}
              value={params.language ?? ALL}
              onChange={(v) => update({ language: v, page: null })}
              allowDeselect={false}
              style={{ flex: '1 1 180px' }}
            />
            <SegmentedControl
              aria-label={t('templates.community.sort')}
              value={params.sort_by === 'published_at' ? 'newest' : 'most'}
              onChange={(v) => update({ sort: v === 'newest' ? 'newest' : null, page: null })}
              data={[
                { value: 'most', label: t('templates.community.mostUsed') },
                { value: 'newest', label: t('templates.community.newest') },
              ]}
            />
          </Group>
          {list.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('templates.community.total', { count: list.data.total })}
            </Text>
          )}
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <Text c="red.8" role="alert">
              {t('templates.community.loadFailed')}
            </Text>
          ) : items.length === 0 ? (
            filtered ? (
              <Text c="gray.7" py="lg" ta="center">
                {t('templates.community.empty')}
              </Text>
            ) : (
              <EmptyState
                title={t('templates.community.emptyAllTitle')}
                text={t('templates.community.emptyAll')}
                action={
                  <Button component={Link} to={`/${company.id}/memo-templates`}>
                    {t('templates.community.goToTemplates')}
                  </Button>
                }
              />
            )
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {items.map((item) => (
                <CommunityCard key={item.id} item={item} />
              ))}
            </SimpleGrid>
          )}
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
export default function CommunityPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('templates.community.title')} ability="memo_templates.manage">
      <CommunityContent />
    </ManagementOnly>
  );
}
