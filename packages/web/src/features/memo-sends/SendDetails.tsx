import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TIdName, TTemplateSendDetail } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendActions } from '../../api/memo-template-sends';
import { usePicker } from '../../api/memos';
import { showToast } from '../../stores/toasts';
import { RecipientsField, type TargetValues, toTargeting } from '../memos/compose/RecipientsField';
import { fieldErrors } from './NewSendModal';

const TARGET_FIELDS = ['location_ids', 'audience_ids', 'recipient_ids'] as const;
const targetsOf = (send: TTemplateSendDetail): TargetValues => ({
  location_ids: send.location_ids.map(String),
  audience_ids: send.audience_ids.map(String),
  recipient_ids: send.recipient_ids.map(String),
});
const same = (a: TargetValues, b: TargetValues) =>
  TARGET_FIELDS.every((f) => a[f].length === b[f].length && a[f].every((x, i) => x === b[f][i]));

/** A published send's recipients, named (they can no longer change). */
function FixedRecipients({ companyId, send }: { companyId: number; send: TTemplateSendDetail }) {
  const { t } = useTranslation();
  const lists = {
    location_ids: usePicker(companyId, 'locations').data,
    audience_ids: usePicker(companyId, 'audiences').data,
    recipient_ids: usePicker(companyId, 'employees').data,
  };
  const named = (field: (typeof TARGET_FIELDS)[number], list: TIdName[] | undefined) =>
    send[field].map((id) => list?.find((x) => x.id === id)?.name ?? `#${id}`);
  const labels = {
    location_ids: t('memos.compose.locations'),
    audience_ids: t('memos.compose.audiences'),
    recipient_ids: t('memos.compose.employees'),
  };
  const any = TARGET_FIELDS.some((f) => send[f].length > 0);
  return (
    <Stack gap="xs">
      {!any && (
        <Text size="sm" c="gray.7">
          {t('sends.page.noRecipients')}
        </Text>
      )}
      {TARGET_FIELDS.filter((f) => send[f].length > 0).map((f) => (
        <Group key={f} gap={6}>
          <Text size="sm" fw={600}>
            {labels[f]}:
          </Text>
          {named(f, lists[f]).map((n) => (
            <Badge key={n} variant="outline" color="gray.8" size="md" tt="none">
              {n}
            </Badge>
          ))}
        </Group>
      ))}
      {send.status !== 'draft' && (
        <Text size="xs" c="gray.7">
          {t('sends.page.recipientsFixed')}
        </Text>
      )}
    </Stack>
  );
}

interface SendDetailsProps {
  companyId: number;
  send: TTemplateSendDetail;
  /** The server's texts on the recipients from a refused publish. */
  serverErrors: Record<string, string>;
}

/** The send's name (any time but archived) and, while a draft, its recipients: Save draft (drafts). */
export function SendDetails({ companyId, send, serverErrors }: SendDetailsProps) {
  const { t } = useTranslation();
  const { saveDraft, update } = useSendActions(companyId);
  const [name, setName] = useState(send.name);
  const [targets, setTargets] = useState<TargetValues>(targetsOf(send));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields follow the send as saved
  useEffect(() => {
    setName(send.name);
    setTargets(targetsOf(send));
  }, [send.updated_at]);
  useEffect(() => setErrors(serverErrors), [serverErrors]);
  const editable = send.can_edit && send.status !== 'archived';
  const draft = editable && send.status === 'draft';
  const changed = name.trim() !== send.name || !same(targets, targetsOf(send));
  const onError = (error: Error) => {
    const { fields, message } = fieldErrors(error);
    setErrors(message ? { name: message, ...fields } : fields);
  };

  const save = () => {
    if (draft)
      saveDraft.mutate(
        { id: send.id, name: name.trim(), ...toTargeting(targets) },
        { onSuccess: () => showToast({ variant: 'success', messages: t('sends.page.draftSaved') }), onError },
      );
    else
      update.mutate(
        { id: send.id, name: name.trim() },
        { onSuccess: () => showToast({ variant: 'success', messages: t('sends.page.renamed') }), onError },
      );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="send-details">
      <Title order={2} size="h4" id="send-details" mb="sm">
        {t('sends.page.details')}
      </Title>
      <Stack gap="md">
        <TextInput
          label={t('sends.page.name')}
          value={name}
          maxLength={200}
          readOnly={!editable}
          required={editable}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maw={520}
        />
        {draft ? (
          <RecipientsField
            companyId={companyId}
            values={targets}
            onChange={(field, ids) => setTargets((v) => ({ ...v, [field]: ids }))}
            errors={{
              location_ids: errors.location_ids,
              audience_ids: errors.audience_ids,
              recipient_ids: errors.recipient_ids,
            }}
          />
        ) : (
          <FixedRecipients companyId={companyId} send={send} />
        )}
        {editable && (
          <Group justify="flex-end">
            <Button
              variant={draft ? 'default' : 'filled'}
              onClick={save}
              loading={saveDraft.isPending || update.isPending}
              disabled={(!draft && !changed) || !name.trim()}
            >
              {t(draft ? 'sends.page.saveDraft' : 'sends.page.rename')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
