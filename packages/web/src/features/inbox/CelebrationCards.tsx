import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCake, IconCheck, IconConfetti } from '@tabler/icons-react';
import type { TInboxMemo } from '@teamline/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeCelebration } from '../../api/celebrations';
import { MemoHtml } from '../memos/MemoHtml';

/**
 * One celebration in the employee's Home: what it says and the company's options to celebrate
 * with, each with its count (the employee's own choice pressed). The celebrated person sees it is
 * for them and may only acknowledge it.
 */
function CelebrationCard({
  companyId,
  memo,
  highlighted,
}: {
  companyId: number;
  memo: TInboxMemo;
  highlighted: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const action = useEmployeeCelebration(companyId, memo.id);
  const c = memo.celebration;
  if (!c) return null;
  const isMine = memo.employee_response.employee_id === c.employee.id;
  const seen = memo.employee_response.acknowledged_at !== null;
  const titleId = `celebration-${memo.id}`;
  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      data-highlighted={highlighted || undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-pink-7)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          {c.type === 'birthday' ? (
            <IconCake size={22} aria-hidden />
          ) : (
            <IconConfetti size={22} aria-hidden />
          )}
          <Title order={3} size="h4" id={titleId}>
            {memo.title}
          </Title>
        </Group>
        {isMine && (
          <Text fw={600} c="pink.9">
            {t('inbox.celebrations.yours')}
          </Text>
        )}
        {memo.content && <MemoHtml html={memo.content} />}
        <Group gap="xs">
          {Object.entries(memo.celebration_options).map(([option, count]) => {
            const chosen = memo.my_celebration_option === option;
            const label = t('inbox.celebrations.count', { count, option });
            return isMine ? (
              <Badge key={option} variant="light" color="pink" size="lg" tt="none" title={label}>
                {option} · {count}
              </Badge>
            ) : (
              <Button
                key={option}
                size="compact-md"
                variant={chosen ? 'filled' : 'default'}
                color="pink.9"
                aria-pressed={chosen}
                loading={
                  action.isPending &&
                  action.variables?.kind === 'celebrate' &&
                  action.variables.option === option
                }
                onClick={() => action.mutate({ kind: 'celebrate', option })}
                rightSection={<span aria-hidden>{count}</span>}
              >
                {/* Named by its content, not aria-label: the name then holds what shows (axe
                    label-content-name-mismatch counts the count as visible text). */}
                <span aria-hidden>{option}</span>
                <VisuallyHidden>
                  {`${t('inbox.celebrations.celebrate', { name: c.employee.name, option })} (${label})`}
                </VisuallyHidden>
              </Button>
            );
          })}
        </Group>
        {memo.my_celebration_option && (
          <Text size="sm" c="gray.7" role="status">
            {t('inbox.celebrations.celebrated', { option: memo.my_celebration_option })}
          </Text>
        )}
        <Group justify="flex-end">
          {seen ? (
            <Text size="sm" c="teal.9">
              <IconCheck size={14} aria-hidden /> {t('inbox.celebrations.seenDone')}
            </Text>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              loading={action.isPending && action.variables?.kind === 'acknowledge'}
              onClick={() => action.mutate({ kind: 'acknowledge' })}
            >
              {t('inbox.celebrations.seen')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The live celebrations addressed to the employee, newest first (none: nothing shown);
 * `highlight` marks the one a tray item opened.
 */
export function CelebrationCards({
  companyId,
  celebrations,
  highlight = null,
}: {
  companyId: number;
  celebrations: TInboxMemo[];
  highlight?: number | null;
}) {
  const { t } = useTranslation();
  if (celebrations.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="celebrations-title">
      <Title order={2} size="h3" id="celebrations-title">
        {t('inbox.celebrations.title')}
      </Title>
      {celebrations.map((memo) => (
        <CelebrationCard
          key={memo.id}
          companyId={companyId}
          memo={memo}
          highlighted={memo.id === highlight}
        />
      ))}
    </Stack>
  );
}
