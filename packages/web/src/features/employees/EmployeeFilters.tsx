import { Group, MultiSelect, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TIdName } from '@teamline/shared';
import { useTranslation } from 'react-i18next';

export interface FilterValues {
  search: string;
  /** Ids as MultiSelect holds them; none chosen means all ('All {x}s'). */
  locations: string[];
  audiences: string[];
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
  const options = (list: TIdName[]) => list.map((item) => ({ value: String(item.id), label: item.name }));
  const allOf = (noun: 'location' | 'audience') => t('employees.allOf', { x: t(`employees.noun.${noun}`) });

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
      <MultiSelect
        aria-label={t('employees.list.columns.locations')}
        placeholder={values.locations.length === 0 ? allOf('location') : undefined}
        data={options(locations)}
        value={values.locations}
        onChange={(value) => onChange({ locations: value })}
        searchable
        clearable
        style={{ flex: '1 1 200px' }}
      />
      <MultiSelect
        aria-label={t('employees.detail.audiences')}
        placeholder={values.audiences.length === 0 ? allOf('audience') : undefined}
        data={options(audiences)}
        value={values.audiences}
        onChange={(value) => onChange({ audiences: value })}
        searchable
        clearable
        style={{ flex: '1 1 200px' }}
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
