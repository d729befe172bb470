import { Anchor, Badge, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconFlag, IconHandStop, IconMessageCircleCheck } from '@tabler/icons-react';
import type { EmployeeSort, TEmployeeDetail } from '@teamline/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type SortState as GenericSortState, SortHeader } from '../../components/SortHeader';

export type SortState = GenericSortState<EmployeeSort>;

interface EmployeeTableProps {
  employees: TEmployeeDetail[];
  sort: SortState;
  onSort: (by: EmployeeSort) => void;
  /** Null when the viewer may not select (not management). */
  selected: Set<number> | null;
  onToggle: (employee: TEmployeeDetail) => void;
  onToggleAll: (checked: boolean) => void;
  /** Whether rows open the employee (management only; the detail is a management page). */
  canOpen: boolean;
}

/** The follow-up markers of spec §3 as icons with names. */
export function FollowUpMarkers({ employee }: { employee: TEmployeeDetail }) {
  const { t } = useTranslation();
  const markers = [
    { on: employee.has_flag, Icon: IconFlag, label: t('employees.list.markers.flag'), color: 'red.8' },
    {
      on: employee.has_checkin,
      Icon: IconMessageCircleCheck,
      label: t('employees.list.markers.checkin'),
      color: 'blue.8',
    },
    {
      on: employee.has_raised_hand,
      Icon: IconHandStop,
      label: t('employees.list.markers.raisedHand'),
      color: 'orange.9',
    },
  ].filter((m) => m.on);
  return (
    <Group gap={6} wrap="nowrap">
      {markers.map(({ Icon, label, color }) => (
        <Tooltip key={label} label={label}>
          <Text component="span" c={color} lh={0} role="img" aria-label={label}>
            <Icon size={18} aria-hidden />
          </Text>
        </Tooltip>
      ))}
    </Group>
  );
}

const names = (list: { name: string }[]) => list.map((x) => x.name).join(', ');

/** The Team table: sortable by name and role, rows open the employee; scrolls sideways on phones. */
export function EmployeeTable({
  employees,
  sort,
  onSort,
  selected,
  onToggle,
  onToggleAll,
  canOpen,
}: EmployeeTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allChecked = selected !== null && employees.length > 0 && employees.every((e) => selected.has(e.id));
  const someChecked = selected !== null && employees.some((e) => selected.has(e.id));
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {selected && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('employees.list.selectAll')}
                  checked={allChecked}
                  indeterminate={someChecked && !allChecked}
                  onChange={(event) => onToggleAll(event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            {(['name', 'role'] as const).map((column) => {
              const label = t(`employees.list.columns.${column}`);
              return (
                <SortHeader
                  key={column}
                  column={column}
                  label={label}
                  ariaLabel={t('employees.list.sortBy', { column: label })}
                  sort={sort}
                  onSort={onSort}
                />
              );
            })}
            <Table.Th>{t('employees.list.columns.locations')}</Table.Th>
            <Table.Th>{t('employees.list.columns.managers')}</Table.Th>
            <Table.Th>{t('employees.list.columns.followUps')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((employee) => (
            <Table.Tr
              key={employee.id}
              onClick={
                canOpen ? () => navigate(`../employee/${employee.id}`, { relative: 'path' }) : undefined
              }
              style={canOpen ? { cursor: 'pointer' } : undefined}
            >
              {selected && (
                <Table.Td onClick={stop}>
                  <Checkbox
                    aria-label={t('employees.list.selectOne', { name: employee.name })}
                    checked={selected.has(employee.id)}
                    onChange={() => onToggle(employee)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                {canOpen ? (
                  <Anchor
                    component={Link}
                    to={`../employee/${employee.id}`}
                    relative="path"
                    fw={600}
                    onClick={stop}
                  >
                    {employee.name}
                  </Anchor>
                ) : (
                  <Text component="span" fw={600}>
                    {employee.name}
                  </Text>
                )}
                {!employee.is_active && (
                  <Badge ml={8} size="xs" color="gray" variant="light">
                    {t('employees.detail.inactive')}
                  </Badge>
                )}
                {employee.type && (
                  <Text size="xs" c="gray.7">
                    {employee.type}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={employee.role === 'employee' ? 'gray' : 'grape'}>
                  {t(`employees.roles.${employee.role}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{names(employee.locations)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{names(employee.managers)}</Text>
              </Table.Td>
              <Table.Td>
                <FollowUpMarkers employee={employee} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
