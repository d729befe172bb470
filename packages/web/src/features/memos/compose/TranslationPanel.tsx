import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memosApi } from '../../../api/memos';
import type { ComposeValues } from './compose-form';
import { RichTextField } from './RichTextField';

interface TranslationPanelProps {
  companyId: number;
  form: UseFormReturnType<ComposeValues>;
}

/**
 * The Spanish translation: typed, or filled by company/translate. Without a provider the server
 * says so (503 'Translation is not configured'); the message shows and the fields stay usable.
 */
export function TranslationPanel({ companyId, form }: TranslationPanelProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const v = form.values;
  const tr = v.translation;

  const handleTranslate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const out = await memosApi.translate(companyId, {
        title: v.title || null,
        content: v.content || null,
        options: v.options.length
          ? v.options.map((q) => ({ question: q.question, options: q.options }))
          : null,
      });
      form.setFieldValue('translation', {
        title: out.title ?? '',
        content: out.content ?? '',
        options: out.options ?? [],
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const questionAt = (qi: number) => tr.options[qi] ?? { question: '', options: [] };
  const setQuestion = (qi: number, patch: { question?: string; optionIndex?: number; option?: string }) => {
    const list = v.options.map((q, i) => {
      const cur = tr.options[i] ?? { question: '', options: q.options.map(() => '') };
      return { question: cur.question, options: q.options.map((_, oi) => cur.options[oi] ?? '') };
    });
    const target = list[qi];
    if (!target) return;
    if (patch.question !== undefined) target.question = patch.question;
    if (patch.optionIndex !== undefined) target.options[patch.optionIndex] = patch.option ?? '';
    form.setFieldValue('translation.options', list);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Text size="sm" c="gray.7">
          {t('memos.compose.translationIntro')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconLanguage size={16} aria-hidden />}
          loading={busy}
          onClick={() => void handleTranslate()}
        >
          {t('memos.compose.translate')}
        </Button>
      </Group>
      {failure && (
        <Alert color="orange" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <TextInput label={t('memos.compose.titleEs')} {...form.getInputProps('translation.title')} />
      <RichTextField
        label={t('memos.compose.contentEs')}
        value={tr.content}
        onChange={(html) => form.setFieldValue('translation.content', html)}
        error={form.errors['translation.content'] as string | undefined}
      />
      {v.options.map((q, qi) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: follows the questions' order
        <Stack key={qi} gap={4}>
          <TextInput
            label={t('memos.compose.questionEs', { n: qi + 1, text: q.question })}
            value={questionAt(qi).question}
            onChange={(e) => setQuestion(qi, { question: e.currentTarget.value })}
          />
          {q.options.map((o, oi) => (
            <TextInput
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are plain strings
              key={oi}
              pl="md"
              size="sm"
              aria-label={t('memos.compose.answerEs', { q: qi + 1, n: oi + 1 })}
              placeholder={o}
              value={questionAt(qi).options[oi] ?? ''}
              onChange={(e) => setQuestion(qi, { optionIndex: oi, option: e.currentTarget.value })}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
