import { Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MemoKind, TCompany, TTag } from '@teamline/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlState as useAddressState } from '../../hooks/use-url-state';
import { KIND_COLORS } from '../memos/StatusBadge';

export const ALL = 'all';

/** A badge in a narrow table cell keeps its whole word (its min-content is the word, not the ellipsis). */
export const NO_CLIP = { root: { flexShrink: 0 }, label: { overflow: 'visible' } } as const;

/** The company's categories of both kinds, for the filters and the forms. */
export function companyCategories(company: TCompany, extra?: string | null): string[] {
  return [
    ...new Set([...company.message_categories, ...company.survey_categories, ...(extra ? [extra] : [])]),
  ].sort((a, b) => a.localeCompare(b));
}

export function KindBadge({ kind }: { kind: MemoKind }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={KIND_COLORS[kind]} size="sm" styles={NO_CLIP}>
      {t(`memos.kind.${kind}`)}
    </Badge>
  );
}

/** A template's tags, as small outlined badges (the template page and the Templates rows). */
export function TagBadges({ tags, mt }: { tags: TTag[]; mt?: number }) {
  const { t } = useTranslation();
  if (!tags.length) return null;
  return (
    <Group gap={4} mt={mt} aria-label={t('templates.form.tags')} role="list">
      {tags.map((tag) => (
        <Badge
          key={tag.id}
          role="listitem"
          variant="outline"
          color="gray.7"
          size="sm"
          tt="none"
          styles={NO_CLIP}
        >
          {tag.title}
        </Badge>
      ))}
    </Group>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <Loader size="sm" />
    </Center>
  );
}

/** An empty list that says what to do next. */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="xl" bg="gray.0">
      <Stack align="center" gap="xs" ta="center">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="gray.7" maw={520}>
          {text}
        </Text>
        {action && <Group mt="xs">{action}</Group>}
      </Stack>
    </Card>
  );
}

/** List state in the URL, so Back from a template returns to the same page ('all' clears a filter). */
export const useUrlState = () => useAddressState([ALL]);
