import { Button, Card, Radio, Stack, Text, Title } from '@mantine/core';
import type { TInboxMemo } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemoAction } from '../../api/inbox';
import { useDates } from '../../i18n/dates';
import { showToast } from '../../stores/toasts';

/** A survey's questions, one choice each; answered surveys show the choices made. */
export function SurveyForm({ companyId, memo }: { companyId: number; memo: TInboxMemo }) {
  const { t } = useTranslation();
  const when = useDates().dateTime;
  const action = useMemoAction(companyId, memo.id);
  const r = memo.employee_response;
  const given = new Map((r.survey_data ?? []).map((a) => [a.question, a.answer]));
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState(false);
  const answered = r.survey_data !== null;

  const submit = () => {
    if (memo.options.some((_, i) => !answers[i])) {
      setMissing(true);
      return;
    }
    setMissing(false);
    action.mutate(
      {
        kind: 'answer',
        answers: memo.options.map((_, i) => ({ question: i, answer: answers[i] as string })),
      },
      { onSuccess: () => showToast({ messages: t('inbox.survey.success'), variant: 'success' }) },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="survey-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Title order={3} size="h4" id="survey-title">
            {t('inbox.survey.title')}
          </Title>
          {answered && <Text fw={600}>{t('inbox.survey.done', { date: when(r.acknowledged_at) })}</Text>}
          {memo.options.map((q, i) => (
            <Radio.Group
              // biome-ignore lint/suspicious/noArrayIndexKey: questions are addressed by their position
              key={i}
              label={q.question}
              value={answered ? (given.get(i) ?? null) : (answers[i] ?? null)}
              onChange={(value) => setAnswers((a) => ({ ...a, [i]: value }))}
              error={missing && !answers[i] ? t('inbox.survey.answerAll') : undefined}
              withAsterisk={!answered}
            >
              <Stack gap={8} mt={8}>
                {q.options.map((option) => (
                  <Radio key={option} value={option} label={option} disabled={answered} />
                ))}
              </Stack>
            </Radio.Group>
          ))}
          {!answered && (
            <Button type="submit" loading={action.isPending}>
              {t('inbox.survey.submit')}
            </Button>
          )}
        </Stack>
      </form>
    </Card>
  );
}
