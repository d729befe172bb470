import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import type { TEMPLATE_SEND_SORTS, TTemplateSend } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortHeader, type SortState } from '../../components/SortHeader';
import { useDates } from '../../i18n/dates';
import { wholePercent } from '../memos/format';
import { SendStatusBadge } from './SendStatusBadge';

export type SendSort = (typeof TEMPLATE_SEND_SORTS)[number];

interface SendsTableProps {
  companyId: number;
  sends: TTemplateSend[];
  sort: SortState<SendSort>;
  onSort: (by: SendSort) => void;
  selected: Set<number>;
  onSelect: (ids: number[], on: boolean) => void;
}

/** The Sends view's rows: name, status, memos, reach, response rate, dates; a send the caller may change can be selected. */
export function SendsTable({ companyId, sends, sort, onSort, selected, onSelect }: SendsTableProps) {
  const { t, i18n } = useTranslation();
  const when = useDates().dateTime;
  const selectable = sends.filter((s) => s.can_edit).map((s) => s.id);
  const all = selectable.length > 0 && selectable.every((id) => selected.has(id));
  const some = selectable.some((id) => selected.has(id));
  const header = (column: SendSort, ta?: 'right') => {
    const label = t(`sends.list.columns.${column}`);
    return (
      <SortHeader
        column={column}
        label={label}
        ariaLabel={t('sends.list.sortBy', { column: label })}
        sort={sort}
        onSort={onSort}
        ta={ta}
      />
    );
  };
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('sends.list.selectAll')}
                checked={all}
                indeterminate={some && !all}
                disabled={selectable.length === 0}
                onChange={(e) => onSelect(selectable, e.currentTarget.checked)}
              />
            </Table.Th>
            {header('name')}
            <Table.Th scope="col">{t('sends.list.columns.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('sends.list.columns.memo_count')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('sends.list.columns.reach')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('sends.list.columns.response_rate')}
            </Table.Th>
            {header('published_at')}
            {header('updated_at')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sends.map((send) => (
            <Table.Tr key={send.id}>
              <Table.Td>
                {send.can_edit && (
                  <Checkbox
                    aria-label={t('sends.list.selectOne', { name: send.name })}
                    checked={selected.has(send.id)}
                    onChange={(e) => onSelect([send.id], e.currentTarget.checked)}
                  />
                )}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/${companyId}/memo-send/${send.id}`} fw={600}>
                  {send.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <SendStatusBadge status={send.status} />
              </Table.Td>
              <Table.Td ta="right">{send.memo_count}</Table.Td>
              <Table.Td ta="right">{send.reach}</Table.Td>
              <Table.Td ta="right">
                {send.status === 'draft' ? '—' : wholePercent(send.response_rate, i18n.language)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{send.published_at ? when(send.published_at) : t('sends.list.notSent')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(send.updated_at)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
