import './i18n';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { GifItem } from '@teamline/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GifError, useGifCategories, useGifPages } from '../../api/gifs';
import { GifGrid } from './GifGrid';
import classes from './GifGrid.module.css';

/** Whether the picker may show (a GIF key is configured on the server); chat imports it from here. */
export { useGifStatus, useGifsAvailable } from '../../api/gifs';

/** How long typing rests before a search is sent. */
export const GIF_SEARCH_DEBOUNCE_MS = 400;

export interface GifPickerProps {
  companyId: number;
  /** A GIF was chosen (click, Enter or Space on it). Its `url` is on GIPHY's media host (isGifUrl). */
  onPick: (gif: GifItem) => void;
}

const failureText = (error: unknown) =>
  error instanceof GifError ? `${error.message} (${error.status})` : 'Error fetching';

/**
 * The GIF picker (decisions.md, GIFs): trending GIFs on open, a search box (debounced), the
 * categories as quick searches, a grid of previews with their titles as alt text (arrow keys move
 * between them), and GIPHY's attribution. Only shown when useGifsAvailable says a key is configured.
 */
export function GifPicker({ companyId, onPick }: GifPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), GIF_SEARCH_DEBOUNCE_MS);
  const pages = useGifPages(companyId, q);
  const categories = useGifCategories(companyId, !q);
  const headingId = useId();
  const items = dedupe(pages.data?.pages.flatMap((p) => p.items) ?? []);
  const label = t('gifs.search');

  return (
    <Stack gap="sm" data-testid="gif-picker">
      <TextInput
        type="search"
        aria-label={label}
        placeholder={label}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={50}
        data-autofocus
      />
      {!q && (categories.data?.length ?? 0) > 0 && (
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
          <Group
            gap={6}
            wrap="nowrap"
            preventGrowOverflow={false}
            role="group"
            aria-label={t('gifs.categories')}
          >
            {categories.data?.map((c) => (
              <Button
                key={c.name_encoded || c.name}
                size="compact-sm"
                variant="light"
                radius="xl"
                style={{ flexShrink: 0 }}
                onClick={() => setText(c.name)}
              >
                {c.name}
              </Button>
            ))}
          </Group>
        </ScrollArea>
      )}
      <Title order={3} size="h5" id={headingId}>
        {q ? t('gifs.resultsFor', { q }) : t('gifs.trending')}
      </Title>
      <ScrollArea.Autosize className={classes.results} type="auto" offsetScrollbars>
        {pages.isPending ? (
          <Center py="lg" role="status" aria-label={t('common.loading')}>
            <Loader size="sm" />
          </Center>
        ) : pages.isError ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('gifs.loadFailed', { message: failureText(pages.error) })}</Text>
              <Button size="compact-sm" variant="default" onClick={() => void pages.refetch()}>
                {t('gifs.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm" py="md">
            {t('gifs.none')}
          </Text>
        ) : (
          <GifGrid items={items} labelledBy={headingId} onPick={onPick} />
        )}
        {pages.hasNextPage && !pages.isError && (
          <Button
            variant="default"
            size="compact-sm"
            fullWidth
            mt="sm"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('gifs.more')}
          </Button>
        )}
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed" ta="right" fw={600}>
        {t('gifs.poweredBy')}
      </Text>
    </Stack>
  );
}

/** Pages of trending may repeat an item as the list moves; one cell per id. */
function dedupe(items: GifItem[]): GifItem[] {
  const seen = new Set<string>();
  return items.filter((g) => {
    if (seen.has(g.id)) return false;
    seen.add(g.id);
    return true;
  });
}
