import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { TFormTemplate } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormTemplates } from '../../api/forms';
import { ListPagination } from '../../components/ListPagination';
import { Loading } from '../memo-templates/shared';

/** The starter set and the company's own templates (forms/listTemplates, paged), or a blank form. */
export function TemplatePicker({
  companyId,
  onPick,
}: {
  companyId: number;
  onPick: (template: TFormTemplate | null) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [terms] = useDebouncedValue(search.trim(), 300);
  const list = useFormTemplates(companyId, { page, terms, per_page: 11 });
  const searchLabel = t('forms.search');
  return (
    <Stack gap="md" component="section" aria-labelledby="form-templates-title">
      <div>
        <Title order={2} size="h3" id="form-templates-title">
          {t('forms.templates.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('forms.templates.intro')}
        </Text>
      </div>
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
        maw={360}
      />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Text c="red.9" role="alert">
          {t('forms.templates.loadFailed')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0}>
          {page === 1 && !terms && (
            <Card withBorder radius="md" padding="md" component="li" style={{ listStyle: 'none' }}>
              <Stack gap="xs" h="100%">
                <Text fw={600}>{t('forms.templates.scratch')}</Text>
                <Text size="sm" c="gray.7">
                  {t('forms.templates.scratchText')}
                </Text>
                <Button
                  mt="auto"
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => onPick(null)}
                >
                  {t('forms.templates.scratch')}
                </Button>
              </Stack>
            </Card>
          )}
          {list.data.form_templates.map((tpl) => (
            <Card
              key={tpl.key ?? `own-${tpl.id}`}
              withBorder
              radius="md"
              padding="md"
              component="li"
              style={{ listStyle: 'none' }}
            >
              <Stack gap="xs" h="100%">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{tpl.name}</Text>
                  <Badge variant="filled" color={tpl.source === 'builtin' ? 'indigo.9' : 'teal.9'} size="sm">
                    {tpl.source === 'builtin' ? t('forms.templates.starter') : t('forms.templates.own')}
                  </Badge>
                </Group>
                {tpl.description && (
                  <Text size="sm" c="gray.7" lineClamp={3}>
                    {tpl.description}
                  </Text>
                )}
                <Text size="xs" c="gray.7">
                  {t('forms.fieldCount', { count: tpl.fields.length })}
                </Text>
                <Button
                  mt="auto"
                  variant="light"
                  aria-label={t('forms.templates.use', { name: tpl.name })}
                  onClick={() => onPick(tpl)}
                >
                  {t('templates.use')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ListPagination
        paging={list.data}
        label={t('forms.templates.pagination')}
        onPage={(p) => setPage(p ? Number(p) : 1)}
      />
    </Stack>
  );
}
