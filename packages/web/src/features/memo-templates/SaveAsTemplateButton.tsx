import './i18n';
import { Button } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import type { TMemo } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTemplateActions } from '../../api/memo-templates';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';

/** On a memo's page: saves the message or survey as a template (memo-templates/create with memo_id), then opens it. */
export function SaveAsTemplateButton({ memo }: { memo: Pick<TMemo, 'id' | 'kind'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const company = useCurrentCompany();
  const { create } = useTemplateActions(company.id);
  if (memo.kind === 'celebration' || !can(company, 'memo_templates.manage')) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconTemplate size={16} aria-hidden />}
      loading={create.isPending}
      onClick={() =>
        create.mutate(
          { memo_id: memo.id },
          {
            onSuccess: (saved) => {
              showToast({
                variant: 'success',
                messages: t('templates.toasts.savedFromMemo', { title: saved.title }),
              });
              navigate(`/${company.id}/memo-template/${saved.id}`);
            },
            onError: (error) => showErrorToast(error),
          },
        )
      }
    >
      {t('templates.saveAsTemplate')}
    </Button>
  );
}
