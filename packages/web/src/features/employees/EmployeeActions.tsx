import { Button, Group, Modal, Text } from '@mantine/core';
import {
  IconEdit,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconTrash,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import type { TEmployeeDetail } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useEmployeeActions } from '../../api/employees';
import { useUserDetails } from '../../api/user';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';

/** Edit, deactivate/reactivate, invite, request/unrequest as my report, and delete (asks first). */
export function EmployeeActions({ employee }: { employee: TEmployeeDetail }) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const details = useUserDetails();
  const actions = useEmployeeActions(company.id);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const me = details.data?.employee?.company_id === company.id ? details.data.employee : null;
  const isMine = me !== null && employee.manager_ids.includes(me.id);
  const isSelf = me?.id === employee.id;
  const name = employee.name;
  const success = (key: string) => () => showToast({ variant: 'success', messages: t(key, { name }) });

  const handleToggleActive = () =>
    actions.update.mutate(
      { id: employee.id, body: { is_active: !employee.is_active } },
      {
        onSuccess: success(
          employee.is_active ? 'employees.detail.deactivated' : 'employees.detail.reactivated',
        ),
        onError: (error) => showErrorToast(error),
      },
    );
  const handleInvite = () =>
    actions.invite.mutate([employee.id], {
      onSuccess: success('employees.detail.invited'),
      onError: (error) => showErrorToast(error),
    });
  const handleRequest = () => {
    const mutation = isMine ? actions.unrequest : actions.request;
    mutation.mutate(employee.id, {
      onSuccess: success(isMine ? 'employees.detail.unrequested' : 'employees.detail.requested'),
      onError: (error) => showErrorToast(error),
    });
  };
  const handleDelete = () =>
    actions.remove.mutate(employee.id, {
      onSuccess: ({ successes }) => {
        if (!successes.includes('employee_deleted')) {
          showToast({ variant: 'error', messages: t('common.error') });
          return;
        }
        setIsConfirmingDelete(false);
        success('employees.detail.deleted')();
        navigate(`/${company.id}/employees`, { replace: true });
      },
      onError: (error) => showErrorToast(error),
    });

  return (
    <Group gap="xs" wrap="wrap">
      <Button component={Link} to="edit" size="xs" leftSection={<IconEdit size={14} aria-hidden />}>
        {t('employees.detail.edit')}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSend size={14} aria-hidden />}
        loading={actions.invite.isPending}
        onClick={handleInvite}
      >
        {t('employees.detail.invite')}
      </Button>
      {!isSelf && me && (
        <Button
          size="xs"
          variant="light"
          leftSection={
            isMine ? <IconUserMinus size={14} aria-hidden /> : <IconUserPlus size={14} aria-hidden />
          }
          loading={actions.request.isPending || actions.unrequest.isPending}
          onClick={handleRequest}
        >
          {t(isMine ? 'employees.detail.unrequest' : 'employees.detail.request')}
        </Button>
      )}
      {!isSelf && (
        <Button
          size="xs"
          variant="default"
          leftSection={
            employee.is_active ? (
              <IconPlayerPause size={14} aria-hidden />
            ) : (
              <IconPlayerPlay size={14} aria-hidden />
            )
          }
          loading={actions.update.isPending}
          onClick={handleToggleActive}
        >
          {t(employee.is_active ? 'employees.detail.deactivate' : 'employees.detail.reactivate')}
        </Button>
      )}
      {!isSelf && can(company, 'employees.delete') && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => setIsConfirmingDelete(true)}
        >
          {t('employees.detail.delete')}
        </Button>
      )}
      <Modal
        opened={isConfirmingDelete}
        onClose={() => setIsConfirmingDelete(false)}
        title={t('employees.detail.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text size="sm">{t('employees.detail.deleteConfirm', { name })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setIsConfirmingDelete(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={handleDelete} loading={actions.remove.isPending}>
            {t('employees.detail.delete')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
