import { Group, SegmentedControl, Select, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TIdName } from '@teamline/shared';
import { useTranslation } from 'react-i18next';

/** The sentinel of a filter's empty option ('All {x}s'). */
export const ALL = 'all';

export interface FilterValues {
  search: string;
  location: string;
  audience: string;
  active: 'yes' | 'no';
  seeAll: boolean;
}

interface EmployeeFiltersProps {
  values: FilterValues;
  locations: TIdName[];
  audiences: TIdName[];
  showStatus: boolean;
  showSeeAll: boolean;
  onChange: (patch: Partial<FilterValues>) => void;
}

/** Search and filters of the Team list, labelled 'Search for {x}' and 'All {x}s' (spec §2). */
export function EmployeeFilters({
  values,
  locations,
  audiences,
  showStatus,
  showSeeAll,
  onChange,
}: EmployeeFiltersProps) {
  const { t } = useTranslation();
  const searchLabel = t('employees.searchFor', { x: t('employees.noun.employee') });
  const options = (noun: 'location' | 'audience', list: TIdName[]) => [
    { value: ALL, label: t('employees.allOf', { x: t(`employees.noun.${noun}`) }) },
    ...list.map((item) => ({ value: String(item.id), label: item.name })),
  ];

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        style={{ flex: '2 1 220px' }}
      />
      <Select
        aria-label={t('employees.list.columns.locations')}
        data={options('location', locations)}
        value={values.location}
        onChange={(value) => onChange({ location: value ?? ALL })}
        allowDeselect={false}
        searchable={locations.length > 8}
        style={{ flex: '1 1 170px' }}
      />
      <Select
        aria-label={t('employees.detail.audiences')}
        data={options('audience', audiences)}
        value={values.audience}
        onChange={(value) => onChange({ audience: value ?? ALL })}
        allowDeselect={false}
        searchable={audiences.length > 8}
        style={{ flex: '1 1 170px' }}
      />
      {showStatus && (
        <SegmentedControl
          aria-label={t('employees.list.status')}
          value={values.active}
          onChange={(value) => onChange({ active: value === 'no' ? 'no' : 'yes' })}
          data={[
            { value: 'yes', label: t('employees.list.active') },
            { value: 'no', label: t('employees.list.inactive') },
          ]}
        />
      )}
      {showSeeAll && (
        <Switch
          label={t('employees.list.seeAll')}
          checked={values.seeAll}
          onChange={(event) => onChange({ seeAll: event.currentTarget.checked })}
          mb={8}
        />
      )}
    </Group>
  );
}
