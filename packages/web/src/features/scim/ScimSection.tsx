import {
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconKey, IconTrash } from '@tabler/icons-react';
import type { TScimToken, TScimTokenCreated } from '@teamline/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useScimTokenActions, useScimTokens } from '../../api/scim';
import { useDates } from '../../i18n/dates';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ConfirmModal } from '../settings/ConfirmModal';

/** A value with its copy button (the base URL, a new token's secret). */
function Copyable({ value, label, testId }: { value: string; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Code data-testid={testId} style={{ wordBreak: 'break-all', flex: 1, minWidth: 0 }}>
        {value}
      </Code>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="light"
            color={copied ? 'teal' : 'blue'}
            onClick={copy}
            aria-label={label}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          >
            {copied ? t('scim.copied') : t('scim.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function TokenRow({ token, onRevoke }: { token: TScimToken; onRevoke: () => void }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" py="xs" data-testid="scim-token">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{token.name}</Text>
          <Code>{`${token.token_hint}…`}</Code>
        </Group>
        <Text size="sm" c="dimmed">
          {t('scim.list.createdAt', { date: dates.dateTime(token.created_at) })} ·{' '}
          {token.last_used_at
            ? t('scim.list.lastUsed', { date: dates.dateTime(token.last_used_at) })
            : t('scim.list.neverUsed')}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={t('scim.list.revokeLabel', { name: token.name })}
        onClick={onRevoke}
      >
        {t('scim.list.revoke')}
      </Button>
    </Group>
  );
}

/**
 * Settings › Integration, SCIM provisioning: the base URL, a token made for an identity provider
 * (its secret shown once, with a copy button), and the company's tokens to revoke. Admins only
 * (`scim.manage`); nothing for anyone else.
 */
export function ScimSection() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const allowed = can(company, 'scim.manage');
  const tokens = useScimTokens(company.id, allowed);
  const { create, revoke } = useScimTokenActions(company.id);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<TScimTokenCreated | null>(null);
  const [toRevoke, setToRevoke] = useState<TScimToken | null>(null);
  if (!allowed) return null;

  const nameError = create.error instanceof ApiError ? create.error.errors.name?.[0] : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (answer) => {
        setCreated(answer);
        setName('');
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.errors.name)) showErrorToast(error);
      },
    });
  };
  const confirmRevoke = () => {
    if (!toRevoke) return;
    revoke.mutate(toRevoke.id, {
      onSuccess: () => {
        setToRevoke(null);
        showToast({ variant: 'success', messages: t('scim.revoke.done') });
      },
      onError: (error) => showErrorToast(error),
    });
  };
  const baseUrl = tokens.data?.base_url ?? created?.base_url;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="scim-title">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconKey size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} size="h3" id="scim-title">
            {t('scim.title')}
          </Title>
        </Group>
        <Text size="sm">{t('scim.intro')}</Text>
        {baseUrl && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('scim.baseUrl')}
            </Text>
            <Copyable
              value={baseUrl}
              label={`${t('scim.copy')}: ${t('scim.baseUrl')}`}
              testId="scim-base-url"
            />
          </Stack>
        )}

        {created && (
          <Alert color="teal" role="status">
            <Stack gap="xs">
              {/* Not the alert's title: its teal text is too light on the alert (axe, color-contrast). */}
              <Text fw={700} size="sm">
                {t('scim.created.title', { name: created.token.name })}
              </Text>
              <Text size="sm">{t('scim.created.body')}</Text>
              <Copyable value={created.secret} label={t('scim.copyToken')} testId="scim-secret" />
              <Group justify="flex-end">
                <Button size="compact-sm" variant="default" onClick={() => setCreated(null)}>
                  {t('scim.created.done')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('scim.create.name')}
              placeholder={t('scim.create.placeholder')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
              maxLength={100}
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit" loading={create.isPending}>
              {t('scim.create.submit')}
            </Button>
          </Group>
        </form>

        <Stack gap={0}>
          <Title order={3} size="h5">
            {t('scim.list.title')}
          </Title>
          {tokens.isPending ? (
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          ) : tokens.isError ? (
            <Text size="sm" c="red.8">
              {t('scim.loadFailed')}
            </Text>
          ) : tokens.data.tokens.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('scim.list.empty')}
            </Text>
          ) : (
            tokens.data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setToRevoke(token)} />
            ))
          )}
        </Stack>
      </Stack>
      <ConfirmModal
        opened={toRevoke !== null}
        title={t('scim.revoke.title')}
        message={t('scim.revoke.message', { name: toRevoke?.name ?? '' })}
        confirmLabel={t('scim.revoke.confirm')}
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setToRevoke(null)}
      />
    </Card>
  );
}
