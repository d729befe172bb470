import { Alert, Anchor, Button, Card, Center, Group, Loader, Stack, TagsInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { requiredString } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useCheckinTopics, useSaveCheckinTopics } from '../../api/settings';
import { zodValidate } from '../../components/form/zod-validate';
import { isFlagEnabled } from '../../layouts/company/nav-items';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { AdminOnly } from './AdminOnly';
import { PageHeader } from './PageHeader';

const ZTopicsForm = z.object({ topics: z.array(requiredString(160)).max(50, 'At most 50 topics') });

function TopicsForm({ companyId, initial }: { companyId: number; initial: string[] }) {
  const { t } = useTranslation();
  const save = useSaveCheckinTopics(companyId);
  const form = useForm({ initialValues: { topics: initial }, validate: zodValidate(ZTopicsForm) });
  const handleSubmit = form.onSubmit(({ topics }) =>
    save.mutate(topics, {
      onSuccess: (saved) => {
        const names = saved.map((topic) => topic.name);
        form.setValues({ topics: names });
        form.resetDirty({ topics: names });
        showToast({ variant: 'success', messages: t('places.saved') });
      },
      onError: (error) => showErrorToast(error),
    }),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TagsInput
          label={t('places.checkins.topics')}
          description={t('places.memos.listHint')}
          maxTags={50}
          clearable
          {...form.getInputProps('topics')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Settings › Check-ins: the topics managers pick from when they check in with someone. */
export default function CheckinTopicsPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const topics = useCheckinTopics(company.id);
  const title = t('places.checkins.title');
  return (
    <AdminOnly title={title} ability="settings.manage">
      <Stack gap="lg" maw={720}>
        <PageHeader
          title={title}
          intro={t('places.checkins.intro')}
          back={{ to: `/${company.id}/settings`, label: t('places.back', { name: t('places.index.title') }) }}
        />
        {!isFlagEnabled(company.flags, 'checkins') && (
          <Alert color="yellow">
            <Text size="sm">
              {t('places.checkins.flagOff')}{' '}
              <Anchor component={Link} to={`/${company.id}/settings/flags`} size="sm" fw={600}>
                {t('places.index.cards.flags.title')}
              </Anchor>
            </Text>
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg">
          {topics.isError ? (
            <Text c="red.8">{t('places.loadFailed')}</Text>
          ) : !topics.data ? (
            <Center py="lg" role="status" aria-label={t('common.loading')}>
              <Loader size="sm" />
            </Center>
          ) : (
            <TopicsForm companyId={company.id} initial={topics.data.map((topic) => topic.name)} />
          )}
        </Card>
      </Stack>
    </AdminOnly>
  );
}
