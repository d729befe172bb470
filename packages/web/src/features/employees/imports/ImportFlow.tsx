import { Alert, Anchor, Button, Card, Checkbox, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconArrowLeft, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import type { ImportKind, TImportPreview, TImportResult } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { employeeImportsApi, type UploadProgress, useEmployeeImport } from '../../../api/employee-imports';
import { ApiError } from '../../../api/http';
import { useCurrentCompany } from '../../../layouts/company/use-current-company';
import { showErrorToast } from '../../../stores/toasts';
import { ImportPreviewTable } from './ImportPreviewTable';

const MAX_BYTES = 20 * 1024 * 1024;
const ACCEPT = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv', '.txt'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** The server's texts of a refused file (wrong columns, unreadable, too large, ...), else a generic one. */
const messagesOf = (e: unknown) => (e instanceof ApiError ? e.messages : [String(e)]);

/**
 * Upload → preview → confirm, for employees or for who manages whom. Nothing changes until
 * the confirm; a refused file or rejected rows can be fixed and the file uploaded again.
 */
export function ImportFlow({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const { upload, confirm } = useEmployeeImport(company.id, kind);
  const [missing, setMissing] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [fileName, setFileName] = useState('');
  const [fileError, setFileError] = useState<string[] | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [result, setResult] = useState<TImportResult | null>(null);
  const texts = `imports.${kind}` as const;

  const handleFile = (file: File) => {
    setFileName(file.name);
    setFileError(null);
    setPreview(null);
    setResult(null);
    setProgress({ phase: 'uploading', sent: 0 });
    upload.mutate(
      { file, missingEmployees: missing, onProgress: setProgress },
      {
        onSuccess: setPreview,
        onError: (e) => setFileError(messagesOf(e)),
        onSettled: () => setProgress(null),
      },
    );
  };
  const handleConfirm = () => {
    if (!preview) return;
    confirm.mutate(
      { id: preview.id, missingEmployees: missing },
      {
        onSuccess: (done) => {
          setResult(done);
          setPreview(null);
        },
        onError: (e) => showErrorToast(e, t('imports.confirmFailed')),
      },
    );
  };
  const handleTemplate = (format: 'csv' | 'xlsx') =>
    employeeImportsApi.template(company.id, kind, format).catch((e) => showErrorToast(e));
  const handleManagersCsv = () => employeeImportsApi.managersCsv(company.id).catch((e) => showErrorToast(e));

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={`/${company.id}/employees`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('imports.back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1}>{t(`${texts}.title`)}</Title>
        <Text c="gray.7" mt={4}>
          {t(`${texts}.intro`)}
        </Text>
        <Text c="gray.7" size="sm" mt={4}>
          {t(`${texts}.columns`)}
        </Text>
      </div>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => handleTemplate('csv')}
        >
          {t('imports.templateCsv')}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => handleTemplate('xlsx')}
        >
          {t('imports.templateXlsx')}
        </Button>
        {kind === 'managers' && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={handleManagersCsv}
          >
            {t('imports.managers.downloadCurrent')}
          </Button>
        )}
      </Group>

      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Dropzone
            onDrop={(files) => files[0] && handleFile(files[0])}
            onReject={() => setFileError([t('imports.wrongFile')])}
            accept={ACCEPT}
            maxSize={MAX_BYTES}
            multiple={false}
            loading={upload.isPending}
            inputProps={{ 'aria-label': t('imports.drop') }}
          >
            <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
              <IconFileSpreadsheet size={40} stroke={1.4} aria-hidden />
              <div>
                <Text size="lg">{t('imports.drop')}</Text>
                <Text size="sm" c="gray.7">
                  {t('imports.dropHint')}
                </Text>
              </div>
            </Group>
          </Dropzone>
          <Checkbox
            label={t(`${texts}.missing`)}
            checked={missing}
            onChange={(e) => setMissing(e.currentTarget.checked)}
          />
          {progress && <UploadProgressBar progress={progress} name={fileName} />}
          {fileError && (
            <Alert color="red" title={fileName} role="alert">
              {fileError.map((m) => (
                <Text key={m} size="sm">
                  {m}
                </Text>
              ))}
            </Alert>
          )}
          {result && (
            <Alert color="teal" role="status">
              <Stack gap="xs">
                <Text>
                  {t(`${texts}.done`, {
                    ...result.counts,
                    missing: result.missing_count,
                    skipped: t('imports.skipped', { count: result.counts.reject }),
                    added: t('imports.linksAdded', { count: result.counts.create }),
                  })}
                </Text>
                <Anchor component={Link} to={`/${company.id}/employees`}>
                  {t('imports.backToTeam')}
                </Anchor>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Card>

      {preview && (
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <div>
              <Title order={2} size="h3">
                {t('imports.previewTitle', { name: preview.file_name })}
              </Title>
              <Text c="gray.7" size="sm" mt={4}>
                {t('imports.previewIntro')}
              </Text>
            </div>
            {missing && <Text size="sm">{t(`${texts}.missingCount`, { count: preview.missing_count })}</Text>}
            <ImportPreviewTable rows={preview.rows} counts={preview.counts} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPreview(null)}>
                {t('imports.uploadAnother')}
              </Button>
              <Button onClick={handleConfirm} loading={confirm.isPending}>
                {t('imports.confirm')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function UploadProgressBar({ progress, name }: { progress: UploadProgress; name: string }) {
  const { t } = useTranslation();
  const percent = progress.phase === 'uploading' ? Math.round(progress.sent * 100) : 100;
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {progress.phase === 'uploading'
          ? t('imports.uploading', { name, percent })
          : t('imports.processing', { name })}
      </Text>
      <Progress
        value={percent}
        animated={progress.phase === 'processing'}
        striped={progress.phase === 'processing'}
        aria-label={t('imports.progressLabel')}
      />
    </Stack>
  );
}
