import { Group, MultiSelect, Radio, Stack } from '@mantine/core';
import type { TIdName } from '@teamline/shared';
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
  const handleMode = (mode: string) =>
    onChange({ mode: mode as LinkMode, ids: mode === 'keep' ? [] : value.ids });
  return (
    <Stack gap={8}>
      <Radio.Group label={t(`employees.bulk.kinds.${kind}`)} value={value.mode} onChange={handleMode}>
        <Group gap="lg" mt={6} wrap="wrap">
          {LINK_MODES[kind].map((mode) => (
            <Radio key={mode} value={mode} label={t(`employees.bulk.modes.${mode}`)} />
          ))}
        </Group>
      </Radio.Group>
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
