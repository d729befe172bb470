import { Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateTeamRequest, ZCreateTeamRequest } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../api/auth';
import { ApiError } from '../../api/http';
import { userKeys } from '../../api/user';
import { firstFieldErrors, zodValidate } from '../../components/form/zod-validate';
import { DashboardLayout } from '../../layouts/DashboardLayout';
import { selectCompany } from '../../stores/company';
import { showErrorToast, showToast } from '../../stores/toasts';

/** Create Team: name and slogan; the new team is the last of the answer, and its Home opens. */
export default function CreateTeamPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const form = useForm<TCreateTeamRequest>({
    initialValues: { name: '', slogan: '' },
    validate: zodValidate(ZCreateTeamRequest),
  });
  const create = useMutation({
    mutationFn: authApi.createTeam,
    onSuccess: async (companies) => {
      const created = companies.at(-1);
      await qc.invalidateQueries({ queryKey: userKeys.details });
      if (!created) return;
      selectCompany(created.id);
      showToast({ variant: 'success', messages: t('teams.create.created', { team: created.name }) });
      navigate(`/${created.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.isValidation) form.setErrors(firstFieldErrors(error.errors));
      showErrorToast(error);
    },
  });

  const handleSubmit = form.onSubmit((values) => create.mutate(ZCreateTeamRequest.parse(values)));

  return (
    <DashboardLayout size="xs">
      <Stack gap="lg">
        <Anchor component={Link} to="/?show=yes" size="sm">
          ← {t('teams.create.back')}
        </Anchor>
        <div>
          <Title order={1}>{t('teams.create.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('teams.create.intro')}
          </Text>
        </div>
        <Card withBorder radius="md" padding="lg">
          <form onSubmit={handleSubmit} noValidate>
            <Stack>
              <TextInput
                label={t('teams.create.name')}
                withAsterisk
                autoFocus
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('teams.create.slogan')}
                description={t('teams.create.sloganHint')}
                {...form.getInputProps('slogan')}
              />
              <Button type="submit" loading={create.isPending}>
                {t('teams.create.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </DashboardLayout>
  );
}
