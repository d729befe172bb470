import './i18n';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { FORM_STATUSES, type TForm } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FormListParams, useFormList } from '../../api/forms';
import { ListPagination } from '../../components/ListPagination';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { ALL, EmptyState, Loading, NO_CLIP, useUrlState } from '../memo-templates/shared';
import { ManagementOnly } from '../settings/AdminOnly';

const isStatus = (v: string | null): v is (typeof FORM_STATUSES)[number] =>
  FORM_STATUSES.some((s) => s === v);

export function readFormListParams(sp: URLSearchParams): FormListParams {
  const status = sp.get('status');
  return {
    page: Math.max(1, Number(sp.get('page')) || 1),
    terms: sp.get('terms') ?? '',
    ...(isStatus(status) ? { status } : {}),
  };
}

export function FormStatusBadge({ form }: { form: Pick<TForm, 'closed_at'> }) {
  const { t } = useTranslation();
  return form.closed_at ? (
    <Badge color="gray.7" variant="filled" size="sm" styles={NO_CLIP}>
      {t('forms.closed')}
    </Badge>
  ) : (
    <Badge color="teal.9" variant="filled" size="sm" styles={NO_CLIP}>
      {t('forms.open')}
    </Badge>
  );
}

function FormsTable({ forms, companyId }: { forms: TForm[]; companyId: number }) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('forms.columns.name')}</Table.Th>
            <Table.Th>{t('forms.columns.status')}</Table.Th>
            <Table.Th>{t('forms.columns.fields')}</Table.Th>
            <Table.Th>{t('forms.columns.responses')}</Table.Th>
            <Table.Th>{t('forms.columns.updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forms.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>
                <Anchor component={Link} to={`/${companyId}/form/${f.id}`} fw={600}>
                  {f.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <FormStatusBadge form={f} />
              </Table.Td>
              <Table.Td>{f.fields.length}</Table.Td>
              <Table.Td>{f.response_count}</Table.Td>
              <Table.Td>
                <Text size="sm">{when(f.updated_at)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Forms (managers): the company's forms, searched and paged, with a way to make a new one. */
function FormsListContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const [sp, update] = useUrlState();
  const params = readFormListParams(sp);
  const list = useFormList(company.id, params);
  const [search, setSearch] = useState(params.terms ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL
  useEffect(() => {
    if (debounced !== (sp.get('terms') ?? '')) update({ terms: debounced, page: null });
  }, [debounced]);
  const filtered = Boolean(params.terms || params.status);
  const newLink = (
    <Button component={Link} to={`/${company.id}/forms/new`} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('forms.newForm')}
    </Button>
  );
  const body = list.isPending ? (
    <Loading />
  ) : list.isError ? (
    <Text c="red.9" role="alert">
      {t('forms.loadFailed')}
    </Text>
  ) : list.data.forms.length === 0 ? (
    filtered ? (
      <Text c="gray.7" py="lg" ta="center">
        {t('forms.empty')}
      </Text>
    ) : (
      <EmptyState title={t('forms.emptyTitle')} text={t('forms.emptyText')} action={newLink} />
    )
  ) : (
    <FormsTable forms={list.data.forms} companyId={company.id} />
  );
  const searchLabel = t('forms.search');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('forms.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('forms.intro')}
          </Text>
        </div>
        {newLink}
      </Group>
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
              aria-label={t('forms.columns.status')}
              data={[
                { value: ALL, label: t('forms.allStatuses') },
                ...FORM_STATUSES.map((s) => ({ value: s, label: t(`forms.${s}`) })),
              ]}
              value={params.status ?? ALL}
              onChange={(v) => update({ status: v, page: null })}
              allowDeselect={false}
              style={{ flex: '1 1 160px' }}
            />
          </Group>
          {list.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('forms.total', { count: list.data.total })}
            </Text>
          )}
          {body}
          <ListPagination
            paging={list.data}
            label={t('forms.pagination')}
            onPage={(page) => update({ page })}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

export default function FormsListPage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('forms.title')} ability="forms.manage">
      <FormsListContent />
    </ManagementOnly>
  );
}
