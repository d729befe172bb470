import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUsersGroup } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZVerifyRequest } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth';
import { ApiError } from '../../api/http';
import { useInviteAnswer } from '../../api/user';
import { firstFieldErrors, zodValidate } from '../../components/form/zod-validate';
import { DashboardLayout } from '../../layouts/DashboardLayout';
import { selectCompany } from '../../stores/company';
import { showErrorToast, showToast } from '../../stores/toasts';

/** Join a Team by Code: check the code (the team's name shows), then join and open its Home. */
export default function JoinTeamPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { accept } = useInviteAnswer();
  const form = useForm({
    initialValues: { code: params.get('code') ?? '' },
    validate: zodValidate(ZVerifyRequest),
  });
  const verify = useMutation({
    mutationFn: (code: string) => authApi.verifyCode(code),
    onError: (error) => {
      if (error instanceof ApiError && error.isValidation) form.setErrors(firstFieldErrors(error.errors));
      else showErrorToast(error);
    },
  });
  const found = verify.data?.company;

  const handleCheck = form.onSubmit((values) => verify.mutate(values.code.trim()));
  const handleJoin = () => {
    accept.mutate(form.values.code.trim(), {
      onSuccess: ({ company }) => {
        selectCompany(company.id);
        showToast({ variant: 'success', messages: t('teams.join.joined', { team: company.name }) });
        navigate(`/${company.id}`);
      },
      onError: (error) => showErrorToast(error),
    });
  };
  const handleReset = () => {
    verify.reset();
    form.reset();
  };

  return (
    <DashboardLayout size="xs">
      <Stack gap="lg">
        <Anchor component={Link} to="/?show=yes" size="sm">
          ← {t('teams.join.back')}
        </Anchor>
        <div>
          <Title order={1}>{t('teams.join.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('teams.join.intro')}
          </Text>
        </div>
        <Card withBorder radius="md" padding="lg">
          {found ? (
            <Stack>
              <Text size="sm" c="gray.7">
                {t('teams.join.found')}
              </Text>
              <Group gap="sm" wrap="nowrap">
                <IconUsersGroup size={28} aria-hidden color="var(--mantine-color-teal-7)" />
                <Text fw={700} size="xl" data-testid="join-team-name">
                  {found.name}
                </Text>
              </Group>
              <Button
                onClick={handleJoin}
                loading={accept.isPending}
                aria-label={t('teams.join.joinTeam', { team: found.name })}
              >
                {t('teams.join.join')}
              </Button>
              <Button variant="subtle" onClick={handleReset} disabled={accept.isPending}>
                {t('teams.join.other')}
              </Button>
            </Stack>
          ) : (
            <form onSubmit={handleCheck} noValidate>
              <Stack>
                <TextInput
                  label={t('teams.join.code')}
                  withAsterisk
                  autoFocus
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  {...form.getInputProps('code')}
                />
                <Button type="submit" loading={verify.isPending}>
                  {t('teams.join.check')}
                </Button>
              </Stack>
            </form>
          )}
        </Card>
      </Stack>
    </DashboardLayout>
  );
}
