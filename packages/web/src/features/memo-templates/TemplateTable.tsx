import '../memo-sends/i18n';
import { Anchor, Badge, Button, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TMemoTemplate } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTemplateActions } from '../../api/memo-templates';
import { SortHeader } from '../../components/SortHeader';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { KindBadge, NO_CLIP, TagBadges } from './shared';

export const TEMPLATE_SORTS = ['title', 'category', 'use_count', 'updated_at'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

/** "Use": a new draft memo from the template, opened in compose to target and send. */
export function useStartMemo(companyId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { start: startMemo } = useTemplateActions(companyId);
  const start = (template: Pick<TMemoTemplate, 'id' | 'title'>) =>
    startMemo.mutate(template.id, {
      onSuccess: (memo) => {
        showToast({ variant: 'success', messages: t('templates.used', { title: template.title }) });
        navigate(`/${companyId}/memo/${memo.id}/edit`);
      },
      onError: (error) => showErrorToast(error),
    });
  return { start, pending: startMemo.isPending ? startMemo.variables : undefined };
}

/** The Templates list's rows; an active template can be selected, to send several at once (memo-sends). */
export function TemplateTable({
  templates,
  sort,
  onSort,
  selected,
  onSelect,
}: {
  templates: TMemoTemplate[];
  sort: { by: TemplateSort; direction: 'asc' | 'desc' };
  onSort: (by: TemplateSort) => void;
  selected: Set<number>;
  onSelect: (ids: number[], on: boolean) => void;
}) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const company = useCurrentCompany();
  const { start, pending } = useStartMemo(company.id);
  const header = (column: TemplateSort) => {
    const label = t(`templates.columns.${column}`);
    return (
      <SortHeader
        column={column}
        label={label}
        ariaLabel={t('templates.sortBy', { column: label })}
        sort={sort}
        onSort={onSort}
      />
    );
  };
  const selectable = templates.filter((x) => !x.archived_at).map((x) => x.id);
  const all = selectable.length > 0 && selectable.every((id) => selected.has(id));
  const some = selectable.some((id) => selected.has(id));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              {selectable.length > 0 && (
                <Checkbox
                  aria-label={t('sends.create.selectAll')}
                  checked={all}
                  indeterminate={some && !all}
                  onChange={(e) => onSelect(selectable, e.currentTarget.checked)}
                />
              )}
            </Table.Th>
            {header('title')}
            <Table.Th>{t('templates.columns.kind')}</Table.Th>
            {header('category')}
            {header('use_count')}
            {header('updated_at')}
            <Table.Th>
              <VisuallyHidden>{t('templates.use')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {templates.map((tpl) => (
            <Table.Tr key={tpl.id}>
              <Table.Td>
                {!tpl.archived_at && (
                  <Checkbox
                    aria-label={t('sends.create.selectOne', { title: tpl.title })}
                    checked={selected.has(tpl.id)}
                    onChange={(e) => onSelect([tpl.id], e.currentTarget.checked)}
                  />
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/${company.id}/memo-template/${tpl.id}`} fw={600}>
                    {tpl.title}
                  </Anchor>
                  {tpl.share?.published && !tpl.share.hidden && (
                    <Badge size="xs" variant="filled" color="teal.9" styles={NO_CLIP}>
                      {t('templates.shared')}
                    </Badge>
                  )}
                </Group>
                <TagBadges tags={tpl.tags} mt={4} />
              </Table.Td>
              <Table.Td>
                <KindBadge kind={tpl.kind} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{tpl.category ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{tpl.use_count}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(tpl.updated_at)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                {!tpl.archived_at && (
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('templates.useLabel', { title: tpl.title })}
                    loading={pending === tpl.id}
                    onClick={() => start(tpl)}
                  >
                    {t('templates.use')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
