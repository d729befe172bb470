import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { MEMO_SORTS, TMemo } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortHeader } from '../../components/SortHeader';
import { useDates } from '../../i18n/dates';
import { wholePercent } from './format';
import { fromQuery } from './from';
import { KIND_COLORS, StatusBadge } from './StatusBadge';

type Sort = (typeof MEMO_SORTS)[number];

interface MemoTableProps {
  memos: TMemo[];
  sort: { by: Sort; direction: 'asc' | 'desc' };
  onSort: (by: Sort) => void;
  zone: string | undefined;
  from: string;
}

/** Each row: title, kind, status, display start, due, recipients, response rate (whole percent). */
export function MemoTable({ memos, sort, onSort, zone, from }: MemoTableProps) {
  const { t, i18n } = useTranslation();
  const when = useDates().dateTime;
  const header = (column: Sort) => {
    const label = t(`memos.list.columns.${column}`);
    return (
      <SortHeader
        column={column}
        label={label}
        ariaLabel={t('memos.list.sortBy', { column: label })}
        sort={sort}
        onSort={onSort}
      />
    );
  };
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {header('title')}
            <Table.Th>{t('memos.list.columns.kind')}</Table.Th>
            {header('status')}
            {header('start_at')}
            <Table.Th>{t('memos.list.columns.due')}</Table.Th>
            <Table.Th ta="right">{t('memos.list.columns.recipients')}</Table.Th>
            <Table.Th ta="right">{t('memos.list.columns.responseRate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {memos.map((memo) => (
            <Table.Tr key={memo.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`../memo/${memo.id}?from=${fromQuery(from)}`}
                  relative="path"
                  fw={600}
                >
                  {memo.title}
                </Anchor>
                {memo.category && (
                  <Text size="xs" c="gray.7">
                    {memo.category}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="filled" color={KIND_COLORS[memo.kind]} size="sm" miw="max-content">
                  {t(`memos.kind.${memo.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={memo.status} pastDue={memo.is_past_due} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(memo.display_start_at, zone)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(memo.due_at, zone)}</Text>
              </Table.Td>
              <Table.Td ta="right">{memo.recipient_count}</Table.Td>
              <Table.Td ta="right">{wholePercent(memo.response_rate, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
