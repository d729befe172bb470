import './i18n';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTemplate } from '../../api/memo-templates';
import { useMemoSettings } from '../../api/settings';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { type MemoDefaults, SPEC_DEFAULTS } from '../memos/compose/compose-form';
import { ManagementOnly } from '../settings/AdminOnly';
import { Loading } from './shared';
import { TemplateActions } from './TemplateActions';
import { TemplateForm } from './TemplateForm';
import { TemplateMeta } from './TemplateMeta';

/** MemoTemplate (memo-template/:id; memo-template/new?kind=survey writes a new one). */
function MemoTemplatePageContent() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const param = useParams().id ?? '';
  const [sp] = useSearchParams();
  const id = param === 'new' ? 0 : Number(param) || -1;
  const query = useTemplate(company.id, id);
  const settings = useMemoSettings(company.id);
  const defaults: MemoDefaults | null = settings.data ?? (settings.isError ? SPEC_DEFAULTS : null);
  const template = id > 0 ? (query.data ?? null) : null;
  const notFound = id < 0 || (id > 0 && query.isError);

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={`/${company.id}/memo-templates`} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('templates.backToList')}
        </Group>
      </Anchor>
      {notFound ? (
        <>
          <Title order={1}>{t('templates.title')}</Title>
          <Text role="alert">{t('templates.form.notFound')}</Text>
        </>
      ) : defaults === null || (id > 0 && !template) ? (
        <Loading />
      ) : (
        <>
          <Stack gap="sm">
            <Title order={1}>{template ? template.title : t('templates.form.newTitle')}</Title>
            {template && <TemplateMeta company={company} template={template} />}
            {template && <TemplateActions company={company} template={template} />}
          </Stack>
          <TemplateForm
            key={template?.id ?? 'new'}
            company={company}
            template={template}
            initialKind={sp.get('kind') === 'survey' ? 'survey' : 'message'}
            defaults={defaults}
          />
        </>
      )}
    </Stack>
  );
}

/** Management only, as the server answers (memo_templates.manage); others get a clear note. */
export default function MemoTemplatePage() {
  const { t } = useTranslation();
  return (
    <ManagementOnly title={t('templates.title')} ability="memo_templates.manage" publishes>
      <MemoTemplatePageContent />
    </ManagementOnly>
  );
}
