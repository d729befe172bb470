import {
  Button,
  Card,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MEMO_PRIORITIES, TEMPLATE_SHARING, type TMemoSettings, ZMemoSettings } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useSaveMemoSettings } from '../../api/settings';
import { zodValidate } from '../../components/form/zod-validate';
import { showErrorToast, showToast } from '../../stores/toasts';

const LISTS = [
  'message_categories',
  'survey_categories',
  'celebration_categories',
  'employee_types',
] as const;

/**
 * Defaults a new memo starts from, who may share templates to the community (template_sharing),
 * and the category lists the memo screens offer.
 */
export function MemoDefaultsCard({ companyId, initial }: { companyId: number; initial: TMemoSettings }) {
  const { t } = useTranslation();
  const save = useSaveMemoSettings(companyId);
  const form = useForm<TMemoSettings>({ initialValues: initial, validate: zodValidate(ZMemoSettings) });

  // The reminder fields are ReminderDefaultsCard's: sending them from here would undo its saves.
  const handleSubmit = form.onSubmit(({ reminder_steps: _steps, escalate_after_hours: _delay, ...values }) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setValues(saved);
        form.resetDirty(saved);
        showToast({ variant: 'success', messages: t('places.saved') });
      },
      onError: (error) => showErrorToast(error),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="memo-defaults-title">
      <Title order={2} size="h4" id="memo-defaults-title" mb="md">
        {t('places.memos.defaultsTitle')}
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('places.memos.defaultType')}
              data={[
                { value: 'nonflaggable', label: t('places.memos.types.nonflaggable') },
                { value: 'standard', label: t('places.memos.types.standard') },
              ]}
              allowDeselect={false}
              {...form.getInputProps('default_type')}
            />
            <Select
              label={t('places.memos.defaultPriority')}
              data={MEMO_PRIORITIES.map((p) => ({ value: p, label: t(`places.memos.priorities.${p}`) }))}
              allowDeselect={false}
              {...form.getInputProps('default_priority')}
            />
          </SimpleGrid>
          <Switch
            label={t('places.memos.signature')}
            description={t('places.memos.signatureText')}
            {...form.getInputProps('signature', { type: 'checkbox' })}
          />
          <Radio.Group
            label={t('places.memos.templateSharing')}
            description={t('places.memos.templateSharingText')}
            {...form.getInputProps('template_sharing')}
          >
            <Stack gap="xs" mt="xs">
              {TEMPLATE_SHARING.map((value) => (
                <Radio key={value} value={value} label={t(`places.memos.sharing.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {LISTS.map((key) => (
            <TagsInput
              key={key}
              label={t(`places.memos.lists.${key}`)}
              description={t('places.memos.listHint')}
              maxTags={50}
              clearable
              {...form.getInputProps(key)}
            />
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
