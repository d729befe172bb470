import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TForm, TFormFile, TFormResponse } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formsApi, useFormActions } from '../../api/forms';
import { ApiError } from '../../api/http';
import { firstFieldErrors } from '../../components/form/zod-validate';
import { showErrorToast, showToast } from '../../stores/toasts';
import { ConfirmModal } from '../settings/ConfirmModal';
import { AnswerInput } from './AnswerInput';
import { type AnswerValues, answerValues, validateAnswers } from './answers';
import { FileAnswer } from './FileAnswer';
import { SignaturePad } from './SignaturePad';
import { dataUrlToBlob } from './upload';

interface FillFormProps {
  companyId: number;
  form: TForm;
  /** The caller's response being edited, or null for a new one. */
  response: TFormResponse | null;
  onSaved: (response: TFormResponse) => void;
  onDeleted: () => void;
}

/**
 * An employee fills a form in (on a phone first): each field's input, photos and files uploaded as
 * they are picked, a signature; the shared rules' texts under the fields; send, edit, delete.
 */
export function FillForm({ companyId, form: shape, response, onSaved, onDeleted }: FillFormProps) {
  const { t } = useTranslation();
  const fields = [...shape.fields].sort((a, b) => a.order - b.order);
  const actions = useFormActions(companyId);
  const form = useForm<AnswerValues>({
    initialValues: answerValues(fields, response),
    validate: validateAnswers(fields),
  });
  const [files, setFiles] = useState<Map<number, TFormFile>>(
    () => new Map((response?.files ?? []).map((f) => [f.id, f])),
  );
  const [uploading, setUploading] = useState<Record<string, string[]>>({});
  const [confirming, setConfirming] = useState(false);
  const closed = Boolean(shape.closed_at);
  const idsOf = (key: string) => {
    const v = form.values[key];
    return Array.isArray(v) ? v.map(Number) : [];
  };

  /** Uploads one file for a field; `replace` for a signature (one file), else added to the list. */
  const upload = async (key: string, blob: Blob, name: string, replace: boolean) => {
    setUploading((u) => ({ ...u, [key]: [...(u[key] ?? []), name] }));
    try {
      const file = await formsApi.uploadFile(companyId, shape.id, blob, name);
      setFiles((m) => new Map(m).set(file.id, file));
      form.setFieldValue(key, replace ? [file.id] : [...idsOf(key), file.id]);
      form.clearFieldError(key);
    } catch (error) {
      if (error instanceof ApiError && error.isValidation) form.setFieldError(key, error.messages[0] ?? '');
      else showErrorToast(error);
    } finally {
      setUploading((u) => ({ ...u, [key]: (u[key] ?? []).filter((n) => n !== name) }));
    }
  };

  const submit = form.onSubmit(
    (values) =>
      actions.respond.mutate(
        { formId: shape.id, id: response?.id ?? null, answers: values },
        {
          // The page says it (FillPage's notice), once: no toast beside it.
          onSuccess: (saved) => onSaved(saved),
          onError: (error) => {
            if (error instanceof ApiError && error.isValidation)
              form.setErrors(firstFieldErrors(error.errors));
            showErrorToast(error);
          },
        },
      ),
    () => showToast({ variant: 'error', messages: t('forms.fill.fixErrors') }),
  );

  const remove = () => {
    if (!response) return;
    actions.deleteResponse.mutate(response.id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted();
      },
      onError: (error) => showErrorToast(error),
    });
  };

  if (closed)
    return (
      <Alert color="gray" variant="light">
        {t('forms.fill.closedNote')}
      </Alert>
    );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Stack gap="lg">
            {fields.map((field) => {
              const error = form.errors[field.key] as string | undefined;
              if (field.type === 'file')
                return (
                  <FileAnswer
                    key={field.key}
                    label={field.label}
                    description={field.help_text ?? undefined}
                    required={field.required}
                    error={error}
                    files={idsOf(field.key).flatMap((id) => files.get(id) ?? [])}
                    uploading={uploading[field.key] ?? []}
                    onFiles={(list) => {
                      for (const f of list) void upload(field.key, f, f.name, false);
                    }}
                    onRemove={(id) =>
                      form.setFieldValue(
                        field.key,
                        idsOf(field.key).filter((x) => x !== id),
                      )
                    }
                  />
                );
              if (field.type === 'signature') {
                const existing = idsOf(field.key)[0];
                return (
                  <SignaturePad
                    key={field.key}
                    id={`sig-${field.key}`}
                    label={field.label}
                    description={field.help_text ?? undefined}
                    required={field.required}
                    error={error}
                    busy={(uploading[field.key] ?? []).length > 0}
                    existingUrl={existing ? files.get(existing)?.url : null}
                    onSign={(image) => {
                      if (!image) form.setFieldValue(field.key, []);
                      else void upload(field.key, dataUrlToBlob(image), 'signature.png', true);
                    }}
                  />
                );
              }
              return <AnswerInput key={field.key} field={field} form={form} />;
            })}
          </Stack>
        </Card>
        <Group justify="space-between" gap="sm">
          {response?.can_edit ? (
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              {t('forms.fill.deleteResponse')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            loading={actions.respond.isPending}
            disabled={Object.values(uploading).some((l) => l.length > 0)}
          >
            {response ? t('forms.fill.saveChanges') : t('forms.fill.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('forms.fill.deleteResponse')}
        message={t('forms.fill.confirmDelete', { name: shape.name })}
        confirmLabel={t('forms.detail.delete')}
        loading={actions.deleteResponse.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
