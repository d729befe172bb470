import './i18n';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MSG, TEMPLATE_SEND_MEMOS_MAX } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { newIdempotencyKey, useSendActions } from '../../api/memo-template-sends';
import { localText } from '../../i18n/server-texts';
import { showToast } from '../../stores/toasts';
import { RecipientsField, type TargetValues, toTargeting } from '../memos/compose/RecipientsField';

const NO_TARGETS: TargetValues = { location_ids: [], audience_ids: [], recipient_ids: [] };
type Errors = Record<string, string>;

/** The server's 422 texts per field, in the reader's language; anything else as one message. */
export function fieldErrors(error: unknown): { fields: Errors; message: string | null } {
  if (error instanceof ApiError && error.isValidation && Object.keys(error.errors).length > 0) {
    const fields: Errors = {};
    for (const [key, texts] of Object.entries(error.errors)) fields[key] = localText(texts[0] ?? '');
    return { fields, message: null };
  }
  return { fields: {}, message: error instanceof Error ? localText(error.message) : String(error) };
}

interface NewSendModalProps {
  companyId: number;
  opened: boolean;
  templates: Array<{ id: number; title: string }>;
  onClose: () => void;
}

/**
 * Templates → Send: names the send and chooses its recipients with compose's picker, then
 * creates the draft (one memo per template, Idempotency-Key per attempt) and opens it.
 */
export function NewSendModal({ companyId, opened, templates, onClose }: NewSendModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { create } = useSendActions(companyId);
  const [name, setName] = useState('');
  const [targets, setTargets] = useState<TargetValues>(NO_TARGETS);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // One key per dialog: a retry after a lost answer gets the first draft, not a second one.
  const [key, setKey] = useState(newIdempotencyKey);
  useEffect(() => {
    if (opened) {
      setErrors({});
      setFailure(null);
      setKey(newIdempotencyKey());
    }
  }, [opened]);
  const tooMany = templates.length > TEMPLATE_SEND_MEMOS_MAX;

  const submit = () => {
    if (!name.trim()) {
      setErrors({ name: localText(MSG.required) });
      return;
    }
    create.mutate(
      {
        key,
        body: { name: name.trim(), template_ids: templates.map((x) => x.id), ...toTargeting(targets) },
      },
      {
        onSuccess: (send) => {
          showToast({ variant: 'success', messages: t('sends.create.created', { name: send.name }) });
          navigate(`/${companyId}/memo-send/${send.id}`);
        },
        onError: (error) => {
          const { fields, message } = fieldErrors(error);
          setErrors(fields);
          const other = Object.entries(fields)
            .filter(([k]) => !['name', 'location_ids', 'audience_ids', 'recipient_ids'].includes(k))
            .map(([, v]) => v);
          setFailure(message ?? (other.length ? other.join(' ') : null));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sends.create.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <div>
          <Text size="sm">{t('sends.create.intro', { count: templates.length })}</Text>
          <List size="sm" mt={4}>
            {templates.map((x) => (
              <List.Item key={x.id}>{x.title}</List.Item>
            ))}
          </List>
        </div>
        {tooMany && (
          <Alert color="orange" role="alert">
            {t('sends.create.tooMany', { count: TEMPLATE_SEND_MEMOS_MAX })}
          </Alert>
        )}
        <TextInput
          label={t('sends.create.name')}
          description={t('sends.create.nameHint')}
          placeholder={t('sends.create.namePlaceholder')}
          required
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <div>
          <Text fw={500} size="sm" mb={4}>
            {t('sends.create.recipients')}
          </Text>
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
        </div>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={tooMany}>
            {t('sends.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
