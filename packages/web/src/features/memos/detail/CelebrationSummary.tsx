import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCake, IconConfetti } from '@tabler/icons-react';
import type { TMemo } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useManagerCelebrate } from '../../../api/celebrations';
import { useDates } from '../../../i18n/dates';
import { showToast } from '../../../stores/toasts';

/**
 * A celebration's who, why and when, and how people celebrated it (the company's options with
 * their counts). While it is out, the manager can celebrate too (memo-responses/celebration).
 */
export function CelebrationSummary({ memo, companyId }: { memo: TMemo; companyId: number }) {
  const { t } = useTranslation();
  const dates = useDates();
  const celebrate = useManagerCelebrate(companyId);
  const c = memo.celebration;
  if (!c) return null;
  const counts = Object.entries(memo.celebration_options);
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  const live = memo.status === 'published';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="celebration-summary">
      <Stack gap="sm">
        <Group gap="xs">
          {c.type === 'birthday' ? (
            <IconCake size={20} aria-hidden />
          ) : (
            <IconConfetti size={20} aria-hidden />
          )}
          <Title order={2} size="h4" id="celebration-summary">
            {t('memos.celebration.celebrates')} {c.employee.name}
          </Title>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="pink">
            {t(`memos.celebration.types.${c.type}`)}
          </Badge>
          {c.years !== null && (
            <Badge variant="light" color="gray">
              {t('memos.celebration.years', { count: c.years })}
            </Badge>
          )}
          <Text size="sm">{dates.day(c.date)}</Text>
          {c.automatic && (
            <Text size="sm" c="gray.7">
              · {t('memos.celebration.automatic')}
            </Text>
          )}
        </Group>
        <Text size="sm" fw={600}>
          {t('memos.celebration.options')}
        </Text>
        {total === 0 && (
          <Text size="sm" c="gray.7">
            {t('memos.celebration.noneYet')}
          </Text>
        )}
        <Group gap="xs">
          {counts.map(([option, count]) =>
            live ? (
              <Button
                key={option}
                variant="light"
                size="compact-md"
                loading={celebrate.isPending && celebrate.variables?.option === option}
                onClick={() =>
                  celebrate.mutate(
                    { id: memo.id, option },
                    {
                      onSuccess: () =>
                        showToast({
                          variant: 'success',
                          messages: t('memos.celebration.celebrated', { option }),
                        }),
                    },
                  )
                }
                rightSection={
                  <Badge variant="white" size="sm" aria-hidden>
                    {count}
                  </Badge>
                }
              >
                {/* Named by its content (see CelebrationCards): 'Celebrate: Congrats'. */}
                <span aria-hidden>{option}</span>
                <VisuallyHidden>{t('memos.celebration.celebrateAs', { option })}</VisuallyHidden>
              </Button>
            ) : (
              <Badge key={option} variant="light" color="gray" size="lg" tt="none">
                {option}: {count}
              </Badge>
            ),
          )}
        </Group>
      </Stack>
    </Card>
  );
}
