import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TForm, TFormResponse } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formsApi, type ResponseListParams, useFormResponses } from '../../api/forms';
import { usePicker } from '../../api/memos';
import { ListPagination } from '../../components/ListPagination';
import { useDates } from '../../i18n/dates';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ALL, Loading, useUrlState } from '../memo-templates/shared';
import { AnswerText } from './AnswerText';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The responses' filters and page from the address (rpage, location, from, to). */
export function readResponseParams(sp: URLSearchParams): ResponseListParams {
  const location = Number(sp.get('location'));
  const from = sp.get('from') ?? '';
  const to = sp.get('to') ?? '';
  return {
    page: Math.max(1, Number(sp.get('rpage')) || 1),
    ...(location > 0 ? { location_id: location } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
}

/** A form's responses (management): by location and day, paged; exported as CSV or XLSX; opened one by one. */
export function ResponsesTable({
  companyId,
  form,
  onOpen,
}: {
  companyId: number;
  form: TForm;
  onOpen: (response: TFormResponse) => void;
}) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const [sp, update] = useUrlState();
  const params = readResponseParams(sp);
  const list = useFormResponses(companyId, form.id, params);
  const locations = usePicker(companyId, 'locations');
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const fields = [...form.fields].sort((a, b) => a.order - b.order).slice(0, 3);
  const filtered = Boolean(params.location_id || params.from || params.to);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const { page: _page, ...filters } = params;
      const name = await formsApi.exportResponses(companyId, form.id, { ...filters, format });
      showToast({ variant: 'success', messages: t('forms.responses.exported', { name }) });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('forms.responses.location')}
          data={[
            { value: ALL, label: t('forms.responses.allLocations') },
            ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name })),
          ]}
          value={params.location_id ? String(params.location_id) : ALL}
          onChange={(v) => update({ location: v, rpage: null })}
          allowDeselect={false}
          searchable
          style={{ flex: '1 1 180px' }}
        />
        <TextInput
          type="date"
          label={t('forms.responses.from')}
          value={params.from ?? ''}
          onChange={(e) => update({ from: e.currentTarget.value, rpage: null })}
          style={{ flex: '1 1 150px' }}
        />
        <TextInput
          type="date"
          label={t('forms.responses.to')}
          value={params.to ?? ''}
          onChange={(e) => update({ to: e.currentTarget.value, rpage: null })}
          style={{ flex: '1 1 150px' }}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting === 'csv'}
            onClick={() => void exportAs('csv')}
          >
            {t('forms.responses.exportCsv')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting === 'xlsx'}
            onClick={() => void exportAs('xlsx')}
          >
            {t('forms.responses.exportXlsx')}
          </Button>
        </Group>
      </Group>
      {list.data && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t('forms.responses.total', { count: list.data.total })}
        </Text>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Text c="red.9" role="alert">
          {t('forms.responses.loadFailed')}
        </Text>
      ) : list.data.form_responses.length === 0 ? (
        <Text c="gray.7" py="md" ta="center">
          {filtered ? t('forms.responses.noneFiltered') : t('forms.responses.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('forms.responses.employee')}</Table.Th>
                <Table.Th>{t('forms.responses.location')}</Table.Th>
                <Table.Th>{t('forms.responses.submitted')}</Table.Th>
                {fields.map((f) => (
                  <Table.Th key={f.key}>{f.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.form_responses.map((r) => {
                const name = r.employee?.name ?? '—';
                return (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        fw={600}
                        aria-label={t('forms.responses.open', { name })}
                        onClick={() => onOpen(r)}
                      >
                        {name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.locations.map((l) => l.name).join(', ') || '—'}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{when(r.created_at)}</Text>
                    </Table.Td>
                    {fields.map((f) => (
                      <Table.Td key={f.key}>
                        <Text size="sm" lineClamp={2}>
                          <AnswerText field={f} response={r} compact />
                        </Text>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        paging={list.data}
        label={t('forms.responses.pagination')}
        onPage={(page) => update({ rpage: page })}
      />
    </Stack>
  );
}
