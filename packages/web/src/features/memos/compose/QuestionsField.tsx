import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TSurveyOptionSet } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { applyOptionSet, type ComposeValues, newQuestion } from './compose-form';

interface QuestionsFieldProps {
  form: UseFormReturnType<ComposeValues>;
  sets: TSurveyOptionSet[];
}

/** Survey questions; each starts from one of the company's answer sets, 'Custom' to type your own. */
export function QuestionsField({ form, sets }: QuestionsFieldProps) {
  const { t } = useTranslation();
  const questions = form.values.options;
  const setData = sets.map((s) => ({ value: s.key, label: s.label }));

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('memos.compose.questions')}</Text>
      {form.errors.options && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.options}
        </Text>
      )}
      {questions.map((q, qi) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id until saved
        <Card key={qi} withBorder padding="sm" radius="md">
          <Stack gap="xs">
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                style={{ flex: '1 1 240px' }}
                label={t('memos.compose.question', { n: qi + 1 })}
                withAsterisk
                {...form.getInputProps(`options.${qi}.question`)}
              />
              <Select
                label={t('memos.compose.answerSet')}
                data={setData}
                value={q.options_key}
                allowDeselect={false}
                onChange={(key) => key && form.setFieldValue(`options.${qi}`, applyOptionSet(q, key, sets))}
                style={{ flex: '1 1 160px', maxWidth: 220 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={t('memos.compose.removeQuestion', { n: qi + 1 })}
                onClick={() => form.removeListItem('options', qi)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {form.errors[`options.${qi}.options`] && (
              <Text size="sm" c="red.8" role="alert">
                {form.errors[`options.${qi}.options`]}
              </Text>
            )}
            {q.options.map((_, oi) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are plain strings
              <Group key={oi} gap="xs" wrap="nowrap" pl="md">
                <TextInput
                  style={{ flex: 1 }}
                  size="sm"
                  aria-label={t('memos.compose.answer', { q: qi + 1, n: oi + 1 })}
                  placeholder={t('memos.compose.answerPlaceholder', { n: oi + 1 })}
                  {...form.getInputProps(`options.${qi}.options.${oi}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('memos.compose.removeAnswer', { q: qi + 1, n: oi + 1 })}
                  onClick={() => form.removeListItem(`options.${qi}.options`, oi)}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group pl="md">
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => form.insertListItem(`options.${qi}.options`, '')}
              >
                {t('memos.compose.addAnswer')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('options', newQuestion(sets))}
        >
          {t('memos.compose.addQuestion')}
        </Button>
      </Group>
    </Stack>
  );
}
