import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { formatPhone, type TFormField, type TFormResponse } from '@teamline/shared';
import { useTranslation } from 'react-i18next';

/** One answer of a response as people read it: text, a choice, yes/no, a phone, files, a signature. */
export function AnswerText({
  field,
  response,
  compact = false,
}: {
  field: TFormField;
  response: TFormResponse;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const answer = response.response[field.key];
  if (answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0))
    return (
      <Text component="span" size="sm" c="gray.7">
        {t('forms.responses.noAnswer')}
      </Text>
    );
  if (field.type === 'file' || field.type === 'signature') {
    const ids = (Array.isArray(answer) ? answer : [answer]).map(Number);
    const files = response.files.filter((f) => ids.includes(f.id));
    if (compact) return <>{files.map((f) => f.original_filename).join(', ')}</>;
    return (
      <Stack gap={6}>
        {files.map((f) =>
          field.type === 'signature' ? (
            <Image
              key={f.id}
              src={f.url}
              alt={t('forms.responses.drawnSignature', { name: response.employee?.name ?? '' })}
              maw={280}
              bd="1px solid gray.4"
              radius="sm"
            />
          ) : (
            <Group key={f.id} gap="xs" wrap="nowrap">
              {f.thumb_url && <Image src={f.thumb_url} alt="" w={48} h={48} radius="sm" fit="cover" />}
              <Anchor href={f.url} target="_blank" rel="noreferrer" size="sm">
                {t('forms.responses.attachment', { name: f.original_filename })}
              </Anchor>
            </Group>
          ),
        )}
      </Stack>
    );
  }
  if (field.type === 'checkbox')
    return <>{answer === true ? t('forms.responses.yes') : t('forms.responses.no')}</>;
  if (field.type === 'phone') return <>{formatPhone(String(answer))}</>;
  if (Array.isArray(answer)) return <>{answer.join(', ')}</>;
  return <>{String(answer)}</>;
}
