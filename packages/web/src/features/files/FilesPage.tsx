import './i18n';
import {
  Button,
  Card,
  Center,
  Chip,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPhotoVideo, IconSearch } from '@tabler/icons-react';
import { MEDIA_TYPE_CATEGORIES, type TIdName, type TMediaFile } from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFile, useFileList, useRecordView } from '../../api/files';
import { ApiError } from '../../api/http';
import { ListPagination } from '../../components/ListPagination';
import { useUrlState } from '../../hooks/use-url-state';
import { can } from '../../layouts/company/abilities';
import { isFlagEnabled } from '../../layouts/company/nav-items';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { FileCard } from './FileCard';
import classes from './Files.module.css';
import { FilesOff } from './FilesOff';
import { FileViewer } from './FileViewer';
import { FILE_SORTS, type FileSort, listParams, readFileView } from './list-params';

const ALL = 'all';

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Management's filter by one location or audience ('All …' when none is chosen). */
function PlaceFilter(props: {
  label: string;
  all: string;
  places: TIdName[];
  value: number | null;
  onChange: (id: string | null) => void;
}) {
  return (
    <Select
      aria-label={props.label}
      placeholder={props.all}
      data={props.places.map((p) => ({ value: String(p.id), label: p.name }))}
      value={props.value === null ? null : String(props.value)}
      onChange={props.onChange}
      clearable
      searchable
      w={{ base: '100%', sm: 200 }}
    />
  );
}

/** The grid of files, the search, type and order, the pages, and the viewer the address names. */
function FilesContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const managing = can(company, 'media.manage');
  const [sp, update] = useUrlState([ALL]);
  const view = readFileView(sp);
  const list = useFileList(company.id, listParams(view));
  const [search, setSearch] = useState(view.terms);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL
  useEffect(() => {
    if (debounced !== (sp.get('terms') ?? '')) update({ terms: debounced, page: null });
  }, [debounced]);

  // The file open: from the page shown, else asked for (an address opened from a link or Back).
  const listed = list.data?.media.find((f) => f.id === view.file);
  const fetched = useFile(company.id, view.file !== null && !listed && !list.isPending ? view.file : null);
  const open = listed ?? fetched.data;
  // Not there, or not the caller's (the server says 404 for both); or it could not be loaded.
  const failure = open || !fetched.isError ? null : isMissing(fetched.error) ? 'missing' : 'failed';

  // Opening a file records the view, once per person, whoever opens it (as the server counts the
  // file's bytes served): skipped when the caller's viewed_at is already there.
  const record = useRecordView(company.id);
  const recorded = useRef(new Set<number>());
  const noteView = (file: TMediaFile) => {
    if (file.viewed_at !== null || recorded.current.has(file.id)) return;
    recorded.current.add(file.id);
    record.mutate(file.id);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one record per file opened
  useEffect(() => {
    if (open) noteView(open);
  }, [open?.id]);

  const files = list.data?.media ?? [];
  const filtered =
    view.terms !== '' || view.type !== null || view.location !== null || view.audience !== null;
  const body = list.isPending ? (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <Loader size="sm" />
    </Center>
  ) : list.isError ? (
    <Stack align="center" gap="xs" py="lg">
      <Text c="red.8" role="alert">
        {t('files.loadFailed')}
      </Text>
      <Button variant="default" onClick={() => list.refetch()}>
        {t('files.retry')}
      </Button>
    </Stack>
  ) : files.length === 0 ? (
    filtered ? (
      <Text c="gray.7" py="lg" ta="center">
        {t('files.empty')}
      </Text>
    ) : (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Title order={2} size="h4">
          {managing ? t('files.emptyTitleManager') : t('files.emptyTitleEmployee')}
        </Title>
        <Text c="gray.7" maw={520}>
          {managing ? t('files.emptyTextManager') : t('files.emptyTextEmployee')}
        </Text>
      </Stack>
    )
  ) : (
    <SimpleGrid
      component="ul"
      aria-label={t('files.list')}
      className={classes.grid}
      cols={{ base: 2, sm: 3, lg: 4 }}
      spacing={{ base: 'sm', sm: 'md' }}
    >
      {files.map((file) => (
        <FileCard
          key={file.id}
          file={file}
          managing={managing}
          onOpen={(f) => update({ file: String(f.id) })}
          onDownload={noteView}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('files.title')}</Title>
          <Text c="gray.7" mt={4} maw={640}>
            {managing ? t('files.introManager') : t('files.introEmployee')}
          </Text>
        </div>
        {managing && (
          <Button
            component={Link}
            to={`/${company.id}/media`}
            variant="default"
            leftSection={<IconPhotoVideo size={16} aria-hidden />}
          >
            {t('files.library')}
          </Button>
        )}
      </Group>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              type="search"
              aria-label={t('files.search')}
              placeholder={t('files.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
              maw={420}
            />
            {managing && (
              <>
                <PlaceFilter
                  label={t('files.location')}
                  all={t('files.allLocations')}
                  places={company.locations}
                  value={view.location}
                  onChange={(location) => update({ location, page: null })}
                />
                <PlaceFilter
                  label={t('files.audience')}
                  all={t('files.allAudiences')}
                  places={company.audiences}
                  value={view.audience}
                  onChange={(audience) => update({ audience, page: null })}
                />
              </>
            )}
            <Select
              aria-label={t('files.sort.label')}
              data={FILE_SORTS.map((s) => ({ value: s, label: t(`files.sort.${s}`) }))}
              value={view.sort}
              allowDeselect={false}
              onChange={(value) =>
                update({ sort: value === 'newest' ? null : (value as FileSort), page: null })
              }
              w={{ base: '100%', sm: 220 }}
            />
          </Group>
          <Chip.Group
            value={view.type ?? ALL}
            onChange={(value) => update({ type: value as string, page: null })}
          >
            <Group gap="xs" role="radiogroup" aria-label={t('files.type.label')}>
              {[ALL, ...MEDIA_TYPE_CATEGORIES].map((c) => (
                <Chip key={c} value={c} size="sm">
                  {t(`files.type.${c}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {list.data && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('files.total', { count: list.data.total })}
            </Text>
          )}
          {body}
          <ListPagination
            paging={list.data}
            label={t('files.pagination')}
            onPage={(page) => update({ page })}
          />
        </Stack>
      </Card>
      {view.file !== null && (
        <FileViewer
          companyId={company.id}
          file={open}
          failure={failure}
          managing={managing}
          onClose={() => update({ file: null })}
          onDownload={noteView}
        />
      )}
    </Stack>
  );
}

/** Files (spec §2): everyone's, while the company's 'files' flag is on; else a plain note. */
export default function FilesPage() {
  const company = useCurrentCompany();
  if (!isFlagEnabled(company.flags, 'files')) return <FilesOff company={company} />;
  return <FilesContent />;
}
