import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { INVITATION_LOADER_MS, type TInvitation } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteAnswer } from '../../api/user';
import { showErrorToast, showToast } from '../../stores/toasts';

/** The 'Pending Team Invitations' block: accept or ignore each one; the list refreshes after. */
export function PendingInvitations({ invites }: { invites: TInvitation[] | undefined }) {
  const { t } = useTranslation();
  const { accept, ignore } = useInviteAnswer();
  // A short spinner at first, so the block does not flicker (spec §9: 750 ms).
  const [isWarmingUp, setIsWarmingUp] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsWarmingUp(false), INVITATION_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const handleAccept = (invite: TInvitation) => {
    const team = invite.employee.company.name;
    accept.mutate(invite.token, {
      onSuccess: () => showToast({ variant: 'success', messages: t('teams.accepted', { team }) }),
      onError: (error) => showErrorToast(error),
    });
  };
  const handleIgnore = (invite: TInvitation) => {
    const team = invite.employee.company.name;
    ignore.mutate(invite.token, {
      onSuccess: () => showToast({ variant: 'info', messages: t('teams.ignored', { team }) }),
      onError: (error) => showErrorToast(error),
    });
  };
  const busyToken = accept.isPending ? accept.variables : ignore.isPending ? ignore.variables : null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pending-invitations-title">
      <Title order={2} size="h4" id="pending-invitations-title" mb="sm">
        {t('teams.pendingTitle')}
      </Title>
      {isWarmingUp || !invites ? (
        <Center py="md" role="status" aria-label={t('teams.loadingInvitations')}>
          <Loader size="sm" />
        </Center>
      ) : invites.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t('teams.noPending')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {invites.map((invite) => {
            const team = invite.employee.company.name;
            const isBusy = busyToken === invite.token;
            return (
              <Group
                component="li"
                key={invite.id}
                justify="space-between"
                gap="sm"
                p="sm"
                bg="blue.0"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconMailOpened size={20} aria-hidden color="var(--mantine-color-blue-7)" />
                  <Text fw={600} truncate>
                    {team}
                  </Text>
                </Group>
                <Group gap="xs">
                  <Button
                    size="xs"
                    onClick={() => handleAccept(invite)}
                    loading={isBusy && accept.isPending}
                    disabled={busyToken !== null && !isBusy}
                    aria-label={t('teams.acceptLabel', { team })}
                  >
                    {t('teams.accept')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => handleIgnore(invite)}
                    loading={isBusy && ignore.isPending}
                    disabled={busyToken !== null && !isBusy}
                    aria-label={t('teams.ignoreLabel', { team })}
                  >
                    {t('teams.ignore')}
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
