import { Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileViewers } from '../../api/files';
import { PageControls } from '../../components/ListPagination';
import { useDates } from '../../i18n/dates';

/**
 * "Viewed by" (management): who opened a file and when, the latest first, in the company's zone
 * through the one date formatter; 20 a page.
 */
export function FileViewers({ companyId, fileId }: { companyId: number; fileId: number }) {
  const { t } = useTranslation();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const viewers = useFileViewers(companyId, fileId, page);
  const titleId = useId();

  const body = viewers.isPending ? (
    <Group justify="center" py="sm" role="status" aria-label={t('common.loading')}>
      <Loader size="sm" />
    </Group>
  ) : viewers.isError ? (
    <Text c="red.8" role="alert" size="sm">
      {t('files.viewers.loadFailed')}
    </Text>
  ) : viewers.data.total === 0 ? (
    <Text c="gray.7" size="sm">
      {t('files.viewers.none')}
    </Text>
  ) : (
    <>
      <Text c="gray.7" size="sm">
        {t('files.viewers.count', { count: viewers.data.total })}
      </Text>
      <Table verticalSpacing={6} striped aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('files.viewers.name')}</Table.Th>
            <Table.Th>{t('files.viewers.when')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {viewers.data.viewers.map((v) => (
            <Table.Tr key={v.employee.id}>
              <Table.Td>{v.employee.name}</Table.Td>
              <Table.Td>{dates.dateTime(v.viewed_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {viewers.data.total_pages > 1 && (
        <Group justify="center">
          <PageControls
            size="sm"
            total={viewers.data.total_pages}
            value={viewers.data.current_page}
            onChange={setPage}
            aria-label={t('files.viewers.pagination')}
          />
        </Group>
      )}
    </>
  );

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('files.viewers.title')}
      </Title>
      {body}
    </Stack>
  );
}
