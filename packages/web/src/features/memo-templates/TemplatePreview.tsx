import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TCommunityTemplate, TInboxMemo, TMemoTemplate } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoBody } from '../inbox/MemoView';

type Template = TMemoTemplate | TCommunityTemplate;

/** A template as the employee's inbox will show the memo made from it (in English or its translation). */
export function templateAsInboxMemo(t: Template, locale: 'en' | 'es' = 'en'): TInboxMemo {
  const es = locale === 'es' ? t.translations.find((x) => x.locale_code === 'es') : undefined;
  const now = t.updated_at;
  return {
    id: 0,
    kind: t.kind,
    locale_code: locale,
    title: es?.title || t.title,
    content: es?.content || t.content,
    category: t.category,
    priority: t.priority,
    signature: false,
    type: t.type,
    display_type: null,
    options: es?.options?.length
      ? es.options
      : t.options.map((q) => ({ question: q.question, options: q.options })),
    author: null,
    author_description: null,
    display_start_at: null,
    due_at: null,
    end_at: null,
    published_at: null,
    is_read: true,
    is_past_due: false,
    can_flag: t.type === 'standard',
    employee_response: {
      id: 0,
      memo_id: 0,
      employee_id: 0,
      employee: null,
      read_at: now,
      acknowledged_at: null,
      acknowledgement: null,
      acknowledgement_data: null,
      survey_data: null,
      flagged_at: null,
      flag_data: null,
      flagged_count: 0,
      manager_id: null,
      manager: null,
      manager_acknowledged_at: null,
      manager_note: null,
      is_urgent: false,
      is_awaiting_manager: false,
      is_awaiting_employee: false,
      flag_state: null,
      flag_closed_at: null,
      flag_closed_by: null,
      created_at: now,
      updated_at: now,
    },
    media: t.media.map((m) => ({ ...m, creator: null })),
    celebration: null,
    celebration_options: {},
    my_celebration_option: null,
  };
}

/** "Exactly as an employee will see it": the inbox's own memo screen, its controls disabled. */
export function TemplatePreview({ companyId, template }: { companyId: number; template: Template }) {
  const { t } = useTranslation();
  const hasSpanish = template.translations.some((x) => x.locale_code === 'es' && (x.title || x.content));
  const [locale, setLocale] = useState<'en' | 'es'>('en');
  return (
    <Stack gap="md" component="section" aria-labelledby="template-preview">
      <Stack gap={2}>
        <Title order={2} size="h4" id="template-preview">
          {t('templates.community.preview')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('templates.community.previewIntro')} {t('templates.preview.disabled')}
        </Text>
      </Stack>
      {hasSpanish && (
        <SegmentedControl
          w="fit-content"
          aria-label={t('templates.share.language')}
          value={locale}
          onChange={(v) => setLocale(v === 'es' ? 'es' : 'en')}
          data={[
            { value: 'en', label: t('templates.share.languages.en') },
            { value: 'es', label: t('templates.share.languages.es') },
          ]}
        />
      )}
      <Stack gap="md" maw={720}>
        <MemoBody companyId={companyId} memo={templateAsInboxMemo(template, locale)} preview />
      </Stack>
    </Stack>
  );
}
