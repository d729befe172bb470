import { Badge, Button, Card, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone, IconRefresh, IconX } from '@tabler/icons-react';
import { formatPhone, type TCompanyInvitation } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvitationActions, usePendingInvitations } from '../../api/invitations';
import { useDates } from '../../i18n/dates';
import { showErrorToast, showToast } from '../../stores/toasts';

function InvitationRow({ item, busy, onResend, onRevoke, formatDate }: InvitationRowProps) {
  const { t } = useTranslation();
  const name = item.employee.name;
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Group gap={8}>
          <Text fw={600}>{name}</Text>
          <Badge size="sm" variant="light" color={item.employee.role === 'employee' ? 'gray' : 'grape'}>
            {t(`settings.invitations.roles.${item.employee.role}`)}
          </Badge>
        </Group>
        {item.phone && (
          <Group gap={6} c="dark.6">
            <IconPhone size={14} aria-hidden />
            <Text size="sm">{formatPhone(item.phone)}</Text>
          </Group>
        )}
        {item.email && (
          <Group gap={6} c="dark.6">
            <IconMail size={14} aria-hidden />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.email}
            </Text>
          </Group>
        )}
        <Text size="xs" c="gray.7">
          {t('settings.invitations.columns.invited')}{' '}
          <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
          {item.invited_by ? ` ${t('settings.invitations.invitedBy', { name: item.invited_by })}` : ''}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => onResend(item)}
          loading={busy === 'resend'}
          disabled={busy !== null && busy !== 'resend'}
          aria-label={t('settings.invitations.resendLabel', { name })}
        >
          {t('settings.invitations.resend')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => onRevoke(item)}
          disabled={busy !== null}
          aria-label={t('settings.invitations.revokeLabel', { name })}
        >
          {t('settings.invitations.revoke')}
        </Button>
      </Group>
    </Group>
  );
}

interface InvitationRowProps {
  item: TCompanyInvitation;
  busy: 'resend' | 'revoke' | null;
  onResend: (item: TCompanyInvitation) => void;
  onRevoke: (item: TCompanyInvitation) => void;
  formatDate: (iso: string) => string;
}

/** The company's pending invitations with resend and revoke (revoke asks first). */
export function PendingInvitationsList({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const pending = usePendingInvitations(companyId);
  const { resend, revoke } = useInvitationActions(companyId);
  const [toRevoke, setToRevoke] = useState<TCompanyInvitation | null>(null);
  const formatDate = useDates().dateTime;

  const handleResend = (item: TCompanyInvitation) =>
    resend.mutate(item.id, {
      onSuccess: () =>
        showToast({
          variant: 'success',
          messages: t('settings.invitations.resent', { name: item.employee.name }),
        }),
      onError: (error) => showErrorToast(error),
    });
  const handleConfirmRevoke = () => {
    if (!toRevoke) return;
    const name = toRevoke.employee.name;
    revoke.mutate(toRevoke.id, {
      onSuccess: () => {
        setToRevoke(null);
        showToast({ variant: 'success', messages: t('settings.invitations.revoked', { name }) });
      },
      onError: (error) => showErrorToast(error),
    });
  };
  const busyFor = (id: number): InvitationRowProps['busy'] =>
    resend.isPending && resend.variables === id
      ? 'resend'
      : revoke.isPending && revoke.variables === id
        ? 'revoke'
        : null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pending-list-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="pending-list-title">
          {t('settings.invitations.pendingTitle')}
        </Title>
        {pending.data && pending.data.length > 0 && <Badge variant="light">{pending.data.length}</Badge>}
      </Group>
      {pending.isPending ? (
        <Center py="lg" role="status" aria-label={t('common.loading')}>
          <Loader size="sm" />
        </Center>
      ) : pending.isError ? (
        <Text c="red.8" size="sm">
          {t('settings.invitations.loadFailed')}
        </Text>
      ) : pending.data.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t('settings.invitations.pendingEmpty')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {pending.data.map((item) => (
            <InvitationRow
              key={item.id}
              item={item}
              busy={busyFor(item.id)}
              onResend={handleResend}
              onRevoke={setToRevoke}
              formatDate={formatDate}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={toRevoke !== null}
        onClose={() => setToRevoke(null)}
        title={t('settings.invitations.revokeTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text size="sm">
          {t('settings.invitations.revokeConfirm', { name: toRevoke?.employee.name ?? '' })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setToRevoke(null)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={handleConfirmRevoke} loading={revoke.isPending}>
            {t('settings.invitations.revoke')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
