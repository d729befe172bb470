import './i18n';
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormList } from '../../api/forms';
import { ListPagination } from '../../components/ListPagination';

/**
 * The employee's Home: the open forms targeted to them (forms/list answers an employee only
 * those), each to fill in, or to edit once sent. Shown when there is at least one.
 */
export function MyFormsCard({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useFormList(companyId, { page, status: 'open', per_page: 5 });
  const forms = list.data?.forms ?? [];
  if (forms.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="my-forms-title">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <IconClipboardList size={20} />
          </ThemeIcon>
          <Title order={2} size="h3" id="my-forms-title">
            {t('forms.fill.myForms')}
          </Title>
        </Group>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {forms.map((f) => (
            <Group component="li" key={f.id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} lineClamp={2}>
                  {f.name}
                </Text>
                {f.response_count > 0 && (
                  <Badge color="teal.9" variant="filled" size="sm">
                    {t('forms.fill.responded')}
                  </Badge>
                )}
              </Stack>
              <Button
                component={Link}
                to={`/${companyId}/form/${f.id}`}
                size="sm"
                variant={f.response_count > 0 ? 'default' : 'filled'}
                aria-label={`${f.response_count > 0 ? t('forms.fill.edit') : t('forms.fill.fill')}: ${f.name}`}
                style={{ flexShrink: 0 }}
              >
                {f.response_count > 0 ? t('forms.fill.edit') : t('forms.fill.fill')}
              </Button>
            </Group>
          ))}
        </Stack>
        <ListPagination
          paging={list.data}
          label={t('forms.pagination')}
          onPage={(p) => setPage(p ? Number(p) : 1)}
        />
      </Stack>
    </Card>
  );
}
