import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TCompany, TMemoTemplate } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../i18n/dates';
import { can } from '../../layouts/company/abilities';
import { KindBadge, TagBadges } from './shared';

/** What the template is: badges and who and when (dates in the company's zone). */
export function TemplateMeta({ company, template }: { company: TCompany; template: TMemoTemplate }) {
  const { t } = useTranslation();
  const dates = useDates();
  const share = template.share;
  const adminsOnly = template.can_edit && !template.can_share && can(company, 'memo_templates.share');
  return (
    <Stack gap={6}>
      <Group gap={6}>
        <KindBadge kind={template.kind} />
        {template.category && (
          <Badge variant="light" color="gray" c="gray.9" size="sm">
            {template.category}
          </Badge>
        )}
        {template.archived_at && (
          <Badge variant="filled" color="gray.7" size="sm">
            {t('templates.archived')}
          </Badge>
        )}
        {share?.published && !share.hidden && (
          <Badge variant="filled" color="teal.9" size="sm">
            {t('templates.shared')}
          </Badge>
        )}
      </Group>
      <TagBadges tags={template.tags} />
      <Text size="sm" c="gray.7">
        {[
          template.creator ? t('templates.meta.createdBy', { name: template.creator.name }) : null,
          t('templates.meta.updatedOn', { date: dates.dateTime(template.updated_at) }),
          t('templates.uses', { count: template.use_count }),
          template.last_used_at
            ? t('templates.meta.lastUsed', { date: dates.dateTime(template.last_used_at) })
            : null,
          template.memo_id ? t('templates.meta.fromMemo') : null,
          template.community_template_id ? t('templates.meta.fromCommunity') : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {share && (
        <Text size="sm" c={share.hidden ? 'red.8' : 'gray.7'}>
          {share.hidden
            ? t('templates.share.statusHidden')
            : share.published
              ? t('templates.share.statusShared', { date: dates.dateTime(share.published_at) })
              : t('templates.share.statusWithdrawn')}
        </Text>
      )}
      {template.archived_at && <Text size="sm">{t('templates.form.archivedNote')}</Text>}
      {adminsOnly && (
        <Text size="sm" c="gray.7">
          {t('templates.share.adminsOnly')}
        </Text>
      )}
    </Stack>
  );
}
