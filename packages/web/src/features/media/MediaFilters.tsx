import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MEDIA_TYPE_CATEGORIES, type TIdName } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaListParams } from '../../api/media-library';
import { usePicker } from '../../api/memos';
import type { UrlPatch } from '../../hooks/use-url-state';
import { ALL } from './list-params';

const options = (list: TIdName[] | undefined) =>
  (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));

/** The sorts a phone offers in a menu (the table sorts by its headers). */
const PHONE_SORTS = [
  'created_at:desc',
  'created_at:asc',
  'name:asc',
  'name:desc',
  'type_category:asc',
] as const;

/** Search, type, locations and audiences (spec §3 file filters), and on a phone the sort; all in the address. */
export function MediaFilters({
  companyId,
  params,
  update,
  phone,
}: {
  companyId: number;
  params: MediaListParams;
  update: (patch: UrlPatch) => void;
  phone: boolean;
}) {
  const { t } = useTranslation();
  const locations = usePicker(companyId, 'locations');
  const audiences = usePicker(companyId, 'audiences');
  const [search, setSearch] = useState(params.terms);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the address
  useEffect(() => {
    if (debounced !== params.terms) update({ terms: debounced, page: null });
  }, [debounced]);
  const filters = params.filters;
  const ids = (list: number[]) => list.map(String);
  const setIds = (key: 'loc' | 'aud') => (value: string[]) => update({ [key]: value.join(','), page: null });
  const searchLabel = t('media.search');
  const sortValue = `${params.sort_by}:${params.sort_direction}`;

  return (
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
        aria-label={t('media.filters.type')}
        data={[
          { value: ALL, label: t('media.filters.allTypes') },
          ...MEDIA_TYPE_CATEGORIES.map((c) => ({ value: c, label: t(`media.type.${c}`) })),
        ]}
        value={filters.type_category[0] ?? ALL}
        onChange={(v) => update({ type: v, page: null })}
        allowDeselect={false}
        style={{ flex: '1 1 150px' }}
      />
      <MultiSelect
        aria-label={t('media.filters.locations')}
        placeholder={ids(filters.locations).length ? undefined : t('media.filters.allLocations')}
        data={options(locations.data)}
        value={ids(filters.locations)}
        onChange={setIds('loc')}
        searchable
        clearable
        style={{ flex: '1 1 180px' }}
      />
      <MultiSelect
        aria-label={t('media.filters.audiences')}
        placeholder={ids(filters.audiences).length ? undefined : t('media.filters.allAudiences')}
        data={options(audiences.data)}
        value={ids(filters.audiences)}
        onChange={setIds('aud')}
        searchable
        clearable
        style={{ flex: '1 1 180px' }}
      />
      {phone && (
        <Select
          aria-label={t('media.filters.sort')}
          data={PHONE_SORTS.map((s) => ({ value: s, label: t(`media.sorts.${s.replace(':', '_')}`) }))}
          value={PHONE_SORTS.some((s) => s === sortValue) ? sortValue : null}
          onChange={(v) => {
            const [by, dir] = (v ?? 'created_at:desc').split(':');
            update({
              sort: by === 'created_at' ? null : (by ?? null),
              dir: dir === 'asc' ? 'asc' : null,
              page: null,
            });
          }}
          allowDeselect={false}
          style={{ flex: '1 1 180px' }}
        />
      )}
    </Group>
  );
}
