import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { TEMPLATE_SEND_MEMOS_MAX } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendActions } from '../../api/memo-template-sends';
import { useTemplateList } from '../../api/memo-templates';
import { showToast } from '../../stores/toasts';
import { fieldErrors } from './NewSendModal';

/** A draft's "Add memo": one more memo from an active template (PUT memo with template_id). */
export function AddSendMemo({
  companyId,
  sendId,
  count,
}: {
  companyId: number;
  sendId: number;
  count: number;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [terms] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const templates = useTemplateList(companyId, {
    terms,
    archived: 'no',
    sort_by: 'title',
    sort_direction: 'asc',
  });
  const { saveMemo } = useSendActions(companyId);
  const options = (templates.data?.memo_templates ?? []).map((x) => ({
    value: String(x.id),
    label: x.title,
  }));
  const full = count >= TEMPLATE_SEND_MEMOS_MAX;

  const add = () => {
    if (!chosen) return;
    const title = options.find((o) => o.value === chosen)?.label ?? '';
    saveMemo.mutate(
      { id: sendId, template_id: Number(chosen) },
      {
        onSuccess: () => {
          setChosen(null);
          setSearch('');
          showToast({ variant: 'success', messages: t('sends.page.added', { title }) });
        },
        onError: (error) =>
          showToast({
            variant: 'error',
            title: 'Error',
            messages: Object.values(fieldErrors(error).fields).concat(fieldErrors(error).message ?? []),
          }),
      },
    );
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('sends.page.addFrom')}
        placeholder={t('sends.page.addPlaceholder')}
        data={options}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        value={chosen}
        onChange={setChosen}
        nothingFoundMessage={t('templates.empty')}
        disabled={full}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={add}
        disabled={!chosen || full}
        loading={saveMemo.isPending}
      >
        {t('sends.page.addMemo')}
      </Button>
    </Group>
  );
}
