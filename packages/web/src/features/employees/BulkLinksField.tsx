import { MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TIdName } from '@teamline/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_MODES, type LinkChoice, type LinkKind, type LinkMode } from './bulk-changes';

interface BulkLinksFieldProps {
  kind: LinkKind;
  options: TIdName[];
  value: LinkChoice;
  onChange: (value: LinkChoice) => void;
}

/** One kind of link in a bulk edit: keep, add, remove (or replace), and which ones. */
export function BulkLinksField({ kind, options, value, onChange }: BulkLinksFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const handleMode = (mode: string) =>
    onChange({ mode: mode as LinkMode, ids: mode === 'keep' ? [] : value.ids });
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={600}>
        {t(`employees.bulk.kinds.${kind}`)}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value.mode}
        onChange={handleMode}
        data={LINK_MODES[kind].map((mode) => ({ value: mode, label: t(`employees.bulk.modes.${mode}`) }))}
        fullWidth
      />
      {value.mode !== 'keep' && (
        <MultiSelect
          label={t(`employees.bulk.pick.${value.mode}.${kind}`)}
          data={options.map((x) => ({ value: String(x.id), label: x.name }))}
          value={value.ids}
          onChange={(ids) => onChange({ ...value, ids })}
          searchable
          clearable
          description={
            value.mode === 'replace' && value.ids.length === 0
              ? t(`employees.bulk.clearHint.${kind}`)
              : undefined
          }
        />
      )}
    </Stack>
  );
}
