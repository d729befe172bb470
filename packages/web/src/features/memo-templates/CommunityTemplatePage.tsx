import './i18n';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCopy, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSharedTemplate, useTemplateActions } from '../../api/memo-templates';
import { useDates } from '../../i18n/dates';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ManagementOnly } from '../settings/AdminOnly';
import { KindBadge, Loading } from './shared';
import { TemplatePreview } from './TemplatePreview';

/** CommunityTemplate (community/:id): a shared template, previewed as employees see it; Use copies it. */
function CommunityTemplateContent() {
  const { t } = useTranslation();
  const dates = useDates();
  const navigate = useNavigate();
  const company = useCurrentCompany();
  const id = Number(useParams().id) || 0;
  const query = useSharedTemplate(company.id, id);
  const { copy: copyShared, start: startMemo } = useTemplateActions(company.id);
  const busy = copyShared.isPending || startMemo.isPending;

  /** Copies it into the company's templates; then opens that template, or starts a memo from it. */
  const copy = (thenStart: boolean) =>
    copyShared.mutate(id, {
      onSuccess: async (copied) => {
        showToast({ variant: 'success', messages: t('templates.toasts.copied', { title: copied.title }) });
        if (!thenStart) {
          navigate(`/${company.id}/memo-template/${copied.id}`);
          return;
        }
        try {
          const memo = await startMemo.mutateAsync(copied.id);
          showToast({ variant: 'success', messages: t('templates.used', { title: copied.title }) });
          navigate(`/${company.id}/memo/${memo.id}/edit`);
        } catch (error) {
          showErrorToast(error);
          navigate(`/${company.id}/memo-template/${copied.id}`);
        }
      },
      onError: (error) => showErrorToast(error),
    });

  const back = (
    <Anchor component={Link} to={`/${company.id}/community`} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('templates.community.backToList')}
      </Group>
    </Anchor>
  );
  if (id <= 0 || query.isError)
    return (
      <Stack gap="lg">
        {back}
        <Title order={1}>{t('templates.community.title')}</Title>
        <Text role="alert">{t('templates.community.notFound')}</Text>
      </Stack>
    );
  if (!query.data)
    return (
      <Stack gap="lg">
        {back}
        <Loading />
      </Stack>
    );
  const item = query.data;

  return (
    <Stack gap="lg" maw={1100}>
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="xs" style={{ flex: '1 1 320px' }}>
          <Title order={1}>{item.title}</Title>
          <Group gap={6}>
            <KindBadge kind={item.kind} />
            <Badge variant="light" color="gray" c="gray.9" size="sm">
              {t(`templates.share.languages.${item.language}`)}
            </Badge>
            {item.category && (
              <Badge variant="outline" color="gray.7" size="sm">
                {item.category}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="gray.7">
            {[
              item.mine
                ? t('templates.community.yours')
                : t('templates.community.sharedBy', { company: item.company_name }),
              item.published_at
                ? t('templates.community.publishedOn', { date: dates.date(item.published_at) })
                : null,
              t('templates.uses', { count: item.use_count }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {item.description && <Text style={{ whiteSpace: 'pre-line' }}>{item.description}</Text>}
        </Stack>
        <Group gap="xs">
          <Button
            leftSection={<IconCopy size={16} aria-hidden />}
            loading={copyShared.isPending && !startMemo.isPending}
            disabled={busy}
            onClick={() => copy(false)}
          >
            {t('templates.community.copy')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={startMemo.isPending}
            disabled={busy}
            onClick={() => copy(true)}
          >
            {t('templates.community.copyAndUse')}
          </Button>
        </Group>
      </Group>
      <TemplatePreview companyId={company.id} template={item} />
    </Stack>
  );
}

export default function CommunityTemplatePage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('templates.community.title')} ability="memo_templates.manage">
      <CommunityTemplateContent />
    </ManagementOnly>
  );
}
