import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconArchiveOff, IconSend, IconShare, IconTrash } from '@tabler/icons-react';
import type { TCompany, TMemoTemplate } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTemplateActions } from '../../api/memo-templates';
import { can } from '../../layouts/company/abilities';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ConfirmModal } from '../settings/ConfirmModal';
import { useStartMemo } from './MemoTemplatesListPage';
import { ShareModal } from './ShareModal';

/** Use, share, archive or unarchive, delete. */
export function TemplateActions({ company, template }: { company: TCompany; template: TMemoTemplate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useTemplateActions(company.id);
  const { start, pending } = useStartMemo(company.id);
  const [shareOpen, shareModal] = useDisclosure(false);
  const [deleteOpen, deleteModal] = useDisclosure(false);
  const archived = template.archived_at !== null;
  const done = (key: string) => (saved: { title: string }) =>
    showToast({ variant: 'success', messages: t(key, { title: saved.title }) });
  const mayShare = can(company, 'memo_templates.share') && template.can_share;

  return (
    <Group gap="xs">
      {!archived && (
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={pending === template.id}
          onClick={() => start(template)}
        >
          {t('templates.use')}
        </Button>
      )}
      {mayShare && !archived && (
        <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={shareModal.open}>
          {template.share ? t('templates.actions.manageShare') : t('templates.actions.share')}
        </Button>
      )}
      {template.can_edit && (
        <Button
          variant="default"
          leftSection={
            archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />
          }
          loading={actions.archive.isPending}
          onClick={() =>
            actions.archive.mutate(
              { id: template.id, archived: !archived },
              {
                onSuccess: done(archived ? 'templates.toasts.unarchived' : 'templates.toasts.archived'),
                onError: (e) => showErrorToast(e),
              },
            )
          }
        >
          {archived ? t('templates.actions.unarchive') : t('templates.actions.archive')}
        </Button>
      )}
      {template.can_edit && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={deleteModal.open}
        >
          {t('templates.actions.delete')}
        </Button>
      )}
      <ShareModal companyId={company.id} template={template} opened={shareOpen} onClose={shareModal.close} />
      <ConfirmModal
        opened={deleteOpen}
        title={t('templates.actions.deleteTitle')}
        message={t('templates.actions.deleteMessage', { title: template.title })}
        confirmLabel={t('templates.actions.delete')}
        loading={actions.remove.isPending}
        onClose={deleteModal.close}
        onConfirm={() =>
          actions.remove.mutate(template.id, {
            onSuccess: () => {
              done('templates.toasts.deleted')(template);
              navigate(`/${company.id}/memo-templates`);
            },
            onError: (e) => showErrorToast(e),
          })
        }
      />
    </Group>
  );
}
