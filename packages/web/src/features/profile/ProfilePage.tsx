import { Button, Card, Center, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applyMask,
  LOCALE_LABELS,
  LOCALES,
  type Locale,
  PHONE_MASK,
  phoneDigits,
  type TUserDetails,
  ZUserUpdateRequest,
} from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { userApi, userKeys, useUserDetails } from '../../api/user';
import { firstFieldErrors, zodValidate } from '../../components/form/zod-validate';
import { PhoneInput } from '../../components/PhoneInput';
import { switchLocale } from '../../i18n';
import { DashboardLayout } from '../../layouts/DashboardLayout';
import { showErrorToast, showToast } from '../../stores/toasts';

interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  default_locale: Locale;
}

/** A stored phone (digits with country code) in the (###)-###-#### mask of the form. */
function toMaskedPhone(phone: string | null): string {
  if (!phone) return '';
  const digits = phoneDigits(phone);
  return applyMask(digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits, PHONE_MASK);
}

function valuesOf(details: TUserDetails): ProfileValues {
  return {
    name: details.user.name ?? '',
    email: details.user.email ?? '',
    phone: toMaskedPhone(details.user.phone),
    default_locale: details.user.default_locale,
  };
}

function ProfileForm({ details }: { details: TUserDetails }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(details),
    validate: zodValidate(ZUserUpdateRequest),
  });

  const save = useMutation({
    mutationFn: (values: ProfileValues) => userApi.update(ZUserUpdateRequest.parse(values)),
    onSuccess: (updated) => {
      qc.setQueryData(userKeys.details, updated);
      form.resetDirty(valuesOf(updated));
      showToast({ variant: 'success', messages: t('profile.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.isValidation) form.setErrors(firstFieldErrors(error.errors));
      showErrorToast(error);
    },
  });
  const setLocale = useMutation({
    mutationFn: (locale: Locale) => userApi.setLocale({ default_locale: locale }),
    onSuccess: async (_data, locale) => {
      qc.setQueryData<TUserDetails>(userKeys.details, (old) =>
        old ? { ...old, user: { ...old.user, default_locale: locale } } : old,
      );
      // The texts of a locale load on demand: say it in the new language once they are here.
      await switchLocale(locale);
      showToast({ variant: 'success', messages: i18n.getFixedT(locale)('profile.localeSaved') });
    },
    onError: (error) => showErrorToast(error),
  });

  const handleLocaleChange = (value: string) => {
    const locale = value as Locale;
    form.setFieldValue('default_locale', locale);
    void switchLocale(locale);
    setLocale.mutate(locale);
  };
  const handleSubmit = form.onSubmit((values) => save.mutate(values));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('profile.name')}
          withAsterisk
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PhoneInput
          label={t('profile.phone')}
          placeholder={t('profile.phonePlaceholder')}
          value={form.values.phone}
          onChange={(value) => form.setFieldValue('phone', value)}
          error={form.errors.phone}
        />
        <Stack gap={4}>
          <Text id="profile-locale-label" size="sm" fw={600}>
            {t('profile.locale')}
          </Text>
          <SegmentedControl
            aria-labelledby="profile-locale-label"
            value={form.values.default_locale}
            onChange={handleLocaleChange}
            data={LOCALES.map((l) => ({ value: l, label: LOCALE_LABELS[l] }))}
            disabled={setLocale.isPending}
          />
          <Text size="xs" c="gray.7">
            {t('profile.localeHint')}
          </Text>
        </Stack>
        <Button type="submit" loading={save.isPending}>
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** The user profile: name, e-mail, phone and language (spec §2, §5). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const details = useUserDetails();

  return (
    <DashboardLayout size="xs">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('profile.title')}</Title>
          <Text c="gray.7" mt={4}>
            {t('profile.intro')}
          </Text>
        </div>
        <Card withBorder radius="md" padding="lg">
          {details.data ? (
            <ProfileForm details={details.data} />
          ) : (
            <Center py="xl">
              <Loader />
            </Center>
          )}
        </Card>
      </Stack>
    </DashboardLayout>
  );
}
