import { Button, Card, Group, Stack, Switch } from '@mantine/core';
import { COMPANY_FLAG_KEYS, type TFlag } from '@teamline/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveFlags } from '../../api/places';
import { isFlagEnabled } from '../../layouts/company/nav-items';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { AdminOnly } from './AdminOnly';
import { PageHeader } from './PageHeader';

type FlagKey = (typeof COMPANY_FLAG_KEYS)[number];

/** Settings › Flags: the company's feature flags by key (spec §6); saving refreshes the company. */
export default function FlagsPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const save = useSaveFlags(company.id);
  const [values, setValues] = useState<Record<FlagKey, boolean>>(
    () =>
      Object.fromEntries(COMPANY_FLAG_KEYS.map((key) => [key, isFlagEnabled(company.flags, key)])) as Record<
        FlagKey,
        boolean
      >,
  );
  const isDirty = COMPANY_FLAG_KEYS.some((key) => values[key] !== isFlagEnabled(company.flags, key));

  const handleToggle = (key: FlagKey, enabled: boolean) => setValues((old) => ({ ...old, [key]: enabled }));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const flags: TFlag[] = COMPANY_FLAG_KEYS.map((key) => ({ key, enabled: values[key] }));
    save.mutate(flags, {
      onSuccess: () => showToast({ variant: 'success', messages: t('places.flags.saved') }),
      onError: (error) => showErrorToast(error),
    });
  };

  return (
    <AdminOnly title={t('places.flags.title')} ability="settings.manage">
      <Stack gap="lg" maw={720}>
        <PageHeader
          title={t('places.flags.title')}
          intro={t('places.flags.intro')}
          back={{ to: `/${company.id}/settings`, label: t('places.back', { name: t('places.index.title') }) }}
        />
        <Card withBorder radius="md" padding="lg">
          <form onSubmit={handleSubmit}>
            <Stack gap="lg">
              {COMPANY_FLAG_KEYS.map((key) => (
                <Switch
                  key={key}
                  size="md"
                  label={t(`places.flags.items.${key}.label`)}
                  description={t(`places.flags.items.${key}.text`)}
                  checked={values[key]}
                  onChange={(event) => handleToggle(key, event.currentTarget.checked)}
                />
              ))}
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} disabled={!isDirty}>
                  {t('places.flags.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </AdminOnly>
  );
}
