import {
  Badge,
  Button,
  Card,
  Code,
  Group,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TSsoSettings, ZSsoSettingsRequest } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useRemoveSso, useSaveSso } from '../../api/sso';
import { firstFieldErrors, zodValidate } from '../../components/form/zod-validate';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ConfirmModal } from '../settings/ConfirmModal';

export interface SsoValues {
  display_name: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  use_pkce: boolean;
  require_sso: boolean;
}

/** The server's own rules (spec §5 texts for the issuer); a saved secret may stay empty. */
const ZSsoForm = ZSsoSettingsRequest.omit({ company_id: true });

export function valuesOf(saved: TSsoSettings | null): SsoValues {
  return {
    display_name: saved?.display_name ?? '',
    issuer: saved?.issuer ?? '',
    client_id: saved?.client_id ?? '',
    client_secret: '',
    use_pkce: saved?.use_pkce ?? true,
    require_sso: saved?.require_sso ?? false,
  };
}

/**
 * Settings › Integration › Single sign-on: the company's OpenID provider. Saving checks that the
 * issuer answers (the server's 422 lands on the issuer field); the secret is never shown back.
 */
export function SsoSection({ companyId, saved }: { companyId: number; saved: TSsoSettings | null }) {
  const { t } = useTranslation();
  const save = useSaveSso(companyId);
  const remove = useRemoveSso(companyId);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<SsoValues>({
    initialValues: valuesOf(saved),
    validate: (values) => {
      const errors = zodValidate(ZSsoForm)(values);
      if (!saved?.has_client_secret && !values.client_secret.trim())
        errors.client_secret = t('texts.msg.required');
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) =>
    save.mutate(
      { ...values, client_secret: values.client_secret.trim() || undefined },
      {
        onSuccess: (result) => {
          form.setValues(valuesOf(result));
          form.resetDirty(valuesOf(result));
          showToast({ variant: 'success', messages: t('integrations.sso.saved') });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.isValidation) form.setErrors(firstFieldErrors(error.errors));
          showErrorToast(error);
        },
      },
    ),
  );

  const handleRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        form.setValues(valuesOf(null));
        form.resetDirty(valuesOf(null));
        showToast({ variant: 'success', messages: t('integrations.sso.removed') });
      },
      onError: (error) => showErrorToast(error),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sso-title">
      <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id="sso-title">
          {t('integrations.sso.title')}
        </Title>
        <Badge color={saved ? 'green.9' : 'gray.7'} variant="filled" style={{ flexShrink: 0 }}>
          {saved ? t('integrations.sso.connected') : t('integrations.sso.notConnected')}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7" mb="md">
        {t('integrations.sso.intro')}
      </Text>
      {saved && (
        <Stack gap={6} mb="md">
          <Text size="sm" fw={500}>
            {t('integrations.sso.loginUrl')}
          </Text>
          <Code style={{ wordBreak: 'break-all' }}>{saved.login_url}</Code>
          <Text size="sm" fw={500}>
            {t('integrations.sso.redirectUri')}
          </Text>
          <Code style={{ wordBreak: 'break-all' }}>{saved.redirect_uri}</Code>
        </Stack>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('integrations.sso.displayName')}
            description={t('integrations.sso.displayNameHint', { name: form.values.display_name || 'Okta' })}
            withAsterisk
            maxLength={60}
            {...form.getInputProps('display_name')}
          />
          <TextInput
            label={t('integrations.sso.issuer')}
            description={t('integrations.sso.issuerHint')}
            withAsterisk
            type="url"
            autoComplete="off"
            {...form.getInputProps('issuer')}
          />
          <TextInput
            label={t('integrations.sso.clientId')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('client_id')}
          />
          <PasswordInput
            label={t('integrations.sso.clientSecret')}
            description={saved?.has_client_secret ? t('integrations.sso.clientSecretKept') : undefined}
            withAsterisk={!saved?.has_client_secret}
            autoComplete="new-password"
            {...form.getInputProps('client_secret')}
          />
          <Switch
            label={t('integrations.sso.usePkce')}
            description={t('integrations.sso.usePkceHint')}
            {...form.getInputProps('use_pkce', { type: 'checkbox' })}
          />
          <Switch
            label={t('integrations.sso.requireSso')}
            description={t('integrations.sso.requireSsoHint')}
            {...form.getInputProps('require_sso', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            {saved && (
              <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                {t('integrations.sso.remove')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t('integrations.sso.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        title={t('integrations.sso.removeConfirmTitle')}
        message={t('integrations.sso.removeConfirmBody')}
        confirmLabel={t('integrations.sso.remove')}
        loading={remove.isPending}
        onConfirm={handleRemove}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
