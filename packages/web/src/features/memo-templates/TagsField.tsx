import { MultiSelect } from '@mantine/core';
import type { TTag } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useTags } from '../../api/places';

/**
 * The template's tags, chosen from the company's (Settings › Tags, the same list and call);
 * tags the template has that the list does not (yet) hold still show by name.
 */
export function TagsField({
  companyId,
  value,
  onChange,
  current,
}: {
  companyId: number;
  value: number[];
  onChange: (ids: number[]) => void;
  current: TTag[];
}) {
  const { t } = useTranslation();
  const tags = useTags(companyId);
  const known = new Map([...current, ...(tags.data ?? [])].map((tag) => [tag.id, tag.title]));
  const data = [...known]
    .map(([id, title]) => ({ value: String(id), label: title }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <MultiSelect
      mt="md"
      label={t('templates.form.tags')}
      description={t('templates.form.tagsHint')}
      placeholder={value.length ? undefined : t('templates.form.noTags')}
      data={data}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      clearable
      nothingFoundMessage={t('templates.form.noTagsFound')}
    />
  );
}
