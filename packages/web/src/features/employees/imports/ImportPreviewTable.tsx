import { Badge, Group, List, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatPhone, type ImportOutcome, type TImportCounts, type TImportRow } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageControls } from '../../../components/ListPagination';

const PER_PAGE = 50;
// Filled, dark shades: white text on them passes WCAG AA contrast (axe checks it in the e2e).
const COLORS: Record<ImportOutcome, string> = {
  create: 'teal.9',
  update: 'blue.8',
  unchanged: 'gray.7',
  reject: 'red.9',
};
type Filter = 'all' | ImportOutcome;

/** Phones come as stored digits; they read as (xxx) xxx-xxxx like everywhere else. */
const shown = (field: string, value: string | null) =>
  value && field === 'phone' ? formatPhone(value) : value;

/** The preview, row by row: what each row creates or changes (field: from → to), or why it is rejected. */
export function ImportPreviewTable({ rows, counts }: { rows: TImportRow[]; counts: TImportCounts }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const visible = filter === 'all' ? rows : rows.filter((r) => r.outcome === filter);
  const pages = Math.max(1, Math.ceil(visible.length / PER_PAGE));
  const current = visible.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const field = (name: string) => t(`imports.fields.${name}`, { defaultValue: name });
  const filters: Filter[] = ['all', 'create', 'update', 'unchanged', 'reject'];
  // Five counted choices do not fit a phone's width side by side: there they stack.
  const phone = useMediaQuery('(max-width: 40em)') ?? false;

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('imports.filters.label')}
        value={filter}
        onChange={(v) => {
          setFilter(v as Filter);
          setPage(1);
        }}
        data={filters.map((f) => ({
          value: f,
          label: t(`imports.filters.${f}`, { count: f === 'all' ? rows.length : counts[f] }),
        }))}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        style={phone ? undefined : { alignSelf: 'flex-start' }}
      />
      {/* Narrow screens scroll the table sideways: its viewport takes focus, so keys scroll it too. */}
      <Table.ScrollContainer
        minWidth={640}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t('imports.table.caption') } }}
      >
        <Table striped verticalSpacing="xs">
          <Table.Caption>{t('imports.table.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('imports.table.row')}</Table.Th>
              <Table.Th w={150}>{t('imports.table.outcome')}</Table.Th>
              <Table.Th>{t('imports.table.name')}</Table.Th>
              <Table.Th>{t('imports.table.details')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.map((row) => (
              <Table.Tr key={row.row} data-outcome={row.outcome}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  <Badge color={COLORS[row.outcome]} variant="filled" style={{ overflow: 'visible' }}>
                    {t(`imports.outcome.${row.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.label || t('imports.empty')}</Table.Td>
                <Table.Td>
                  {row.errors.length > 0 ? (
                    <List size="sm" c="red.9" spacing={2}>
                      {row.errors.map((e) => (
                        <List.Item key={e}>{e}</List.Item>
                      ))}
                    </List>
                  ) : row.changes.length === 0 ? (
                    <Text size="sm" c="gray.7">
                      {t('imports.noChanges')}
                    </Text>
                  ) : (
                    <List size="sm" spacing={2} listStyleType="none">
                      {row.changes.map((c) => (
                        <List.Item key={c.field}>
                          <Text span fw={600} size="sm">
                            {field(c.field)}:
                          </Text>{' '}
                          {c.from !== null && (
                            <>
                              <Text span td="line-through" c="gray.7" size="sm">
                                {shown(c.field, c.from)}
                              </Text>{' '}
                              →{' '}
                            </>
                          )}
                          {shown(c.field, c.to) ?? t('imports.empty')}
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {current.length === 0 && <Text c="gray.7">{t('imports.noRows')}</Text>}
      {pages > 1 && (
        <Group justify="center">
          <PageControls total={pages} value={page} onChange={setPage} aria-label={t('imports.pages')} />
        </Group>
      )}
    </Stack>
  );
}
