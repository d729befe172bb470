import './i18n';
import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MEDIA_TYPE_CATEGORIES, type MediaTypeCategory, type TMediaFile } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaPicker } from '../../api/media-library';
import { PageControls } from '../../components/ListPagination';
import { Loading } from '../memo-templates/shared';
import { typeLine } from './MediaTable';
import { MediaThumb } from './MediaThumb';

const ALL = 'all';

interface PickerProps {
  companyId: number;
  opened: boolean;
  /** How many files the record still takes. */
  room: number;
  onClose: () => void;
  onPick: (files: TMediaFile[]) => void;
}

/** The library's pages to choose from: search, type, and a box a file (GET company/media). */
function PickerBody({ companyId, room, onClose, onPick }: Omit<PickerProps, 'opened'>) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [terms] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState<MediaTypeCategory | null>(null);
  const [page, setPage] = useState(1);
  const list = useMediaPicker(companyId, { page, terms, ...(type ? { type_category: type } : {}) }, true);
  // Chosen files, kept across pages and searches, in the order chosen.
  const [chosen, setChosen] = useState<Map<number, TMediaFile>>(new Map());
  const toggle = (file: TMediaFile, on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      if (on) next.set(file.id, file);
      else next.delete(file.id);
      return next;
    });
  const full = chosen.size >= room;
  const files = list.data?.media ?? [];
  const searchLabel = t('media.search');

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '2 1 200px' }}
          data-autofocus
        />
        <Select
          aria-label={t('media.filters.type')}
          data={[
            { value: ALL, label: t('media.filters.allTypes') },
            ...MEDIA_TYPE_CATEGORIES.map((c) => ({ value: c, label: t(`media.type.${c}`) })),
          ]}
          value={type ?? ALL}
          onChange={(v) => {
            setType(MEDIA_TYPE_CATEGORIES.find((c) => c === v) ?? null);
            setPage(1);
          }}
          allowDeselect={false}
          style={{ flex: '1 1 140px' }}
        />
      </Group>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Text c="red.8" role="alert">
          {t('media.loadFailed')}
        </Text>
      ) : files.length === 0 ? (
        <Text c="gray.7" ta="center" py="md">
          {terms || type ? t('media.emptyFiltered') : t('media.picker.empty')}
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('media.picker.files')}
        >
          {files.map((file) => {
            const on = chosen.has(file.id);
            return (
              <li key={file.id}>
                <Group
                  component="label"
                  gap="sm"
                  wrap="nowrap"
                  style={{ cursor: full && !on ? 'default' : 'pointer' }}
                >
                  <Checkbox
                    aria-label={t('media.picker.choose', { name: file.name })}
                    checked={on}
                    disabled={!on && full}
                    onChange={(e) => toggle(file, e.currentTarget.checked)}
                  />
                  <MediaThumb file={file} size={40} />
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={600} truncate="end">
                      {file.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {typeLine(t(`media.type.${file.type_category}`), file, i18n.language)}
                    </Text>
                  </Stack>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      {list.data && list.data.total_pages > 1 && (
        <Group justify="center">
          <PageControls
            total={list.data.total_pages}
            value={list.data.current_page}
            onChange={setPage}
            aria-label={t('media.pagination')}
            size="sm"
          />
        </Group>
      )}
      {full && (
        <Text size="sm" c="gray.7">
          {t('media.picker.full', { count: room })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button disabled={chosen.size === 0} onClick={() => onPick([...chosen.values()])}>
          {t('media.picker.attach', { count: chosen.size })}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Choose from library": a modal of the company's media library; the files chosen attach by their id. */
export function LibraryPicker({ opened, onClose, ...rest }: PickerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('media.picker.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <PickerBody onClose={onClose} {...rest} />}
    </Modal>
  );
}
