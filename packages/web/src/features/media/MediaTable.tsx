import { ActionIcon, Anchor, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { MediaSort, TMediaFile } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { SortHeader, type SortState } from '../../components/SortHeader';
import { useDates } from '../../i18n/dates';
import { formatBytes } from '../memos/file-size';
import { MediaTargets, ViewableBadge } from './MediaTargets';
import { MediaThumb } from './MediaThumb';

export type MediaAction = 'open' | 'edit' | 'delete';

interface ListProps {
  files: TMediaFile[];
  onAction: (action: MediaAction, file: TMediaFile) => void;
}

/** "Image · PNG · 110 KB"; a PDF says PDF once. */
export const typeLine = (label: string, file: Pick<TMediaFile, 'type' | 'size'>, locale: string) =>
  [
    label,
    ...(file.type.toUpperCase() === label.toUpperCase() ? [] : [file.type.toUpperCase()]),
    formatBytes(file.size, locale),
  ].join(' · ');

/** A file's name (opens it) and what it is: type, size, its description. */
function NameCell({ file, onOpen }: { file: TMediaFile; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <MediaThumb file={file} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component="button" type="button" fw={600} ta="left" onClick={onOpen} lineClamp={2}>
          {file.name}
        </Anchor>
        <Text size="xs" c="gray.7">
          {typeLine(t(`media.type.${file.type_category}`), file, i18n.language)}
        </Text>
        {file.content && (
          <Text size="xs" c="gray.7" lineClamp={2}>
            {file.content}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function RowActions({ file, onAction }: { file: TMediaFile; onAction: ListProps['onAction'] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        aria-label={t('media.actions.open', { name: file.name })}
        onClick={() => onAction('open', file)}
      >
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('media.actions.edit', { name: file.name })}
        onClick={() => onAction('edit', file)}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red.8"
        aria-label={t('media.actions.delete', { name: file.name })}
        onClick={() => onAction('delete', file)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The library's rows at desktop width, sorted by their headers. */
export function MediaTable({
  files,
  onAction,
  sort,
  onSort,
}: ListProps & { sort: SortState<MediaSort>; onSort: (by: MediaSort) => void }) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const header = (column: MediaSort) => {
    const label = t(`media.columns.${column}`);
    return (
      <SortHeader
        column={column}
        label={label}
        ariaLabel={t('media.sortBy', { column: label })}
        sort={sort}
        onSort={onSort}
      />
    );
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {header('name')}
            {header('type_category')}
            <Table.Th scope="col">{t('media.columns.targets')}</Table.Th>
            {header('created_at')}
            <Table.Th scope="col">
              <VisuallyHidden>{t('media.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td maw={360}>
                <NameCell file={file} onOpen={() => onAction('open', file)} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Text size="sm">{t(`media.type.${file.type_category}`)}</Text>
                  <ViewableBadge file={file} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <MediaTargets file={file} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(file.created_at)}</Text>
                {file.creator && (
                  <Text size="xs" c="gray.7">
                    {file.creator.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <RowActions file={file} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The library on a phone: one card a file. */
export function MediaCards({ files, onAction }: ListProps) {
  const when = useDates().dateTime;
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <Card key={file.id} component="li" withBorder radius="md" padding="sm">
          <Stack gap="xs">
            <NameCell file={file} onOpen={() => onAction('open', file)} />
            <MediaTargets file={file} />
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs">
                <ViewableBadge file={file} />
                <Text size="xs" c="gray.7">
                  {when(file.created_at)}
                </Text>
              </Group>
              <RowActions file={file} onAction={onAction} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
